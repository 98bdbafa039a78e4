import type { PhoneRegion } from './region.js';

/** What was typed on the login form: the values a remount brings back. */
export interface FormDraft {
  email: string;
  phone: string;
  region: PhoneRegion;
  tab: string | null;
}

/**
 * Drafts by client, in memory only. A host that unmounts the widget and mounts it again (a route change, a dialog
 * closed and reopened) gets back what the visitor typed, as it would after an error; nothing is written to storage,
 * since an address is personal and the page's life is long enough. A completed login drops it, and so does the
 * client's `dispose()`, which is how a host's tests with one client for the whole file start each test empty.
 */
const drafts = new WeakMap<object, FormDraft>();
const owners = new WeakMap<object, object>();
const ownerOf = (client: object) => owners.get(client) ?? client;

/**
 * The vanilla entry's host client keeps drafts before its core client has loaded; the widget, given that core
 * client, must find the same ones.
 */
export const shareDrafts = (core: object, hostClient: object): void => {
  owners.set(core, hostClient);
};

export const readDraft = (client: object): FormDraft | undefined => drafts.get(ownerOf(client));

export function keepDraft(client: object, draft: FormDraft): void {
  if (draft.email || draft.phone) drafts.set(ownerOf(client), draft);
  else drafts.delete(ownerOf(client));
}

export const dropDraft = (client: object): void => {
  drafts.delete(ownerOf(client));
};
