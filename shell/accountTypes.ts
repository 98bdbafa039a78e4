/**
 * What the account entry (mountAccount) hands the sections plugins contribute to it: the signed-in user and a kit of
 * what every section does alike (one change at a time, errors under the section, the last way in kept, the host told).
 * A leaf of types, as shell/registries.ts is; a section's module gets these as props, so no plugin imports the page.
 */
import type { ComponentType, ReactNode } from 'react';
import type { FactorKind } from '../core/api/users.js';
import type { User } from '../core/types.js';
import type { AccountChange, Translate } from './registries.js';

/** One of the user's items in a section's list: an email, a wallet, a connected provider… */
export interface AccountItem {
  /** The factor's id (email_id, crypto_wallet_id…): what a removal deletes and the last-way rule looks up. */
  id: string;
  /** What the visitor knows it by: the address, the number, the provider's name. */
  label: string;
  /** A second line, e.g. "Verified". */
  detail?: string;
}

export interface AccountListProps {
  items: readonly AccountItem[];
  /** Shown in place of the list when it is empty. */
  empty: string;
  /** Said before a removal, with its Remove and Cancel buttons, e.g. "Once removed, the address cannot sign in." */
  warning: string;
  /** Removes the item (the kit runs it, one change at a time, after the confirmation and the last-way check). */
  onRemove?(item: AccountItem): Promise<void>;
}

/** The controls of the account page, so that every section looks and behaves alike. */
export interface AccountUi {
  /**
   * The user's items, each with Remove: a removal first says why it cannot be done (the last way to sign in), else asks
   * for a confirmation, the passkey delete's pattern (the row marked, Remove and Cancel, Escape cancels, focus kept).
   */
  List: ComponentType<AccountListProps>;
  /** A form's row of buttons (submit first). */
  Actions: ComponentType<{ children: ReactNode }>;
}

/** What each section gets from the account entry. */
export interface AccountKit {
  /** The section's own texts over the widget's, in the mount's locale, with the host's `strings` over both. */
  t: Translate;
  /**
   * Runs one change at a time on the whole page (one request per click). A failure shows under this section, reaches
   * the host's onError and leaves the account as the provider has it; a change the provider guards with the second
   * factor asks for it first when a product offers that. Resolves to whether the change went through.
   */
  run(key: string, change: () => Promise<void>): Promise<boolean>;
  /** The key of this section's change in flight, for its button's `busy`. */
  pending: string | null;
  /** Any change of the page is in flight: the other buttons wait. */
  busy: boolean;
  /** The id of this section's error text while it shows one, for the field it is about (`errorId` of TextField). */
  errorId: string | undefined;
  /** Shows a text as this section's error without a request (a check made first), and reports it to onError. */
  fail(message: string): void;
  clearError(): void;
  /**
   * A change went through: the user is the one the call returned or, without one, asked of users/me again; the
   * visitor reads `message` (a toast) and the host gets ACCOUNT_CHANGE with `id`.
   */
  changed(change: AccountChange, done: { message: string; id?: string; user?: User }): Promise<void>;
  /** Removes one of the user's factors (DELETE /users/{kind}/{id}), then says so as `changed` does. */
  remove(kind: FactorKind, id: string, change: AccountChange, message: string): Promise<void>;
  /** Why the factor with this id cannot be removed: the text when it is the user's last way to sign in, else undefined. */
  lastWay(id: string): string | undefined;
  /** Where a flow that leaves the page comes back to the account: accountOptions.returnUrl, or this page without its query. */
  returnUrl: string;
  /** Whether the session proved one of the user's emails or phones within the last 5 minutes (a password set from the session needs it). */
  recentlyConfirmed(): boolean;
  /** Asks the visitor to confirm it is them (a code to their email), for a change that needs a recent sign-in. */
  RecentSignIn: ComponentType;
  ui: AccountUi;
}

export interface AccountSectionProps {
  /** The signed-in user, as the provider last returned it. */
  user: User;
  account: AccountKit;
}
