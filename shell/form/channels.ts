import type { PlainMessageKey } from '../registries.js';

/**
 * The shared form's channels (SPEC §2 Login form): each one's tab, input and button. Products name a channel
 * instead of repeating these, so the first paint (drawn before any product chunk arrives) and the form React
 * renders later cannot disagree.
 */
export const FORM_CHANNELS = {
  email: { tab: 'form.tab.email', input: 'email', submitLabel: 'form.submit.email' },
  sms: { tab: 'form.tab.sms', input: 'phone', submitLabel: 'form.submit.sms' },
  whatsapp: { tab: 'form.tab.whatsapp', input: 'phone', submitLabel: 'form.submit.whatsapp' },
} as const satisfies Record<string, { tab: PlainMessageKey; input: 'email' | 'phone'; submitLabel: PlainMessageKey }>;

export type FormChannel = keyof typeof FORM_CHANNELS;

export const isFormChannel = (name: unknown): name is FormChannel => typeof name === 'string' && Object.hasOwn(FORM_CHANNELS, name);

/** What a product puts on the shared form, known from its config before its chunk arrives. */
export interface FormContribution {
  channel: FormChannel;
  /** Replaces every other method of the channel's tab, e.g. a password login over the passwordless ones. */
  takesOverTab?: boolean;
}

interface TabbedMethod {
  tab: string;
  takesOverTab?: boolean | undefined;
}

/** Drops the methods a method that takes over their tab replaces. */
export function withTakeovers<M extends TabbedMethod>(methods: readonly M[]): M[] {
  const taken = new Set(methods.filter((m) => m.takesOverTab).map((m) => m.tab));
  return methods.filter((m) => m.takesOverTab || !taken.has(m.tab));
}

/** Methods grouped by tab, tabs in the order their first method was contributed. */
export function groupByTab<M extends TabbedMethod>(methods: readonly M[]): [M['tab'], M[]][] {
  const groups = new Map<M['tab'], M[]>();
  for (const m of methods) groups.set(m.tab, [...(groups.get(m.tab) ?? []), m]);
  return [...groups];
}
