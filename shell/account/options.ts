import type { AccountSectionId } from '../registries.js';

/** `accountOptions` in the config: what the account entry (mountAccount, `<LatchAccount>`) shows. */
export interface AccountOptions {
  /**
   * The sections, in the order they show: the entry's own (`name`, `signOut`, and `secondFactor` when a listed product
   * enrols one), or served by a listed product (`emails`, `phones`, `passkeys`, `connectedAccounts`, `wallets`,
   * `password`); only the listed ones load.
   * @default the name, every section the listed products serve in product order, two-step verification, sign-out
   */
  sections?: readonly AccountSectionId[];
  /** The host's sign-in page, linked from the message a visitor who is not signed in sees. @default none: the message alone */
  signInUrl?: string;
  /**
   * Where a flow that leaves the page (connecting a provider, a link that adds an email) returns to: a URL registered
   * with the provider. @default this page's address without its query
   */
  returnUrl?: string;
}

declare module '../registries.js' {
  interface LoginConfig {
    accountOptions?: AccountOptions;
  }
}
