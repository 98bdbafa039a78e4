import { isWebAddress } from '../../core/navigate.js';
import type { WidgetPlugin } from '../pluginTypes.js';
import { AccountScreen } from './AccountScreen.js';
import { messages } from './messages.js';
import { accountSlice } from './slice.js';
export type { AccountOptions } from './options.js';
export type { AccountActions, AccountState } from './slice.js';

/** A web address, or a path on the host's site ('/login'), which is one once resolved against the page. */
function isPageAddress(url: string): boolean {
  try {
    return isWebAddress(new URL(url, location.href).href);
  } catch {
    return false;
  }
}

declare module '../registries.js' {
  interface ScreenRegistry {
    /** The account entry's page: the user and the sections the host lists. */
    Account: undefined;
  }
}

/**
 * The account entry (mountAccount, `<LatchAccount>`): the shell's own product, fetched only by a mount of that entry
 * (shell/entries.ts). Its page gathers the sections the listed products serve (`accountSections`), each from a chunk
 * of its product's, and adds the two that are no product's: the name and signing out.
 */
const account: WidgetPlugin<'account'> = {
  id: 'account',
  messages,
  locales: () => import('./locales/index.js'),
  validate(config, { t }) {
    const options: unknown = config.accountOptions;
    if (options === undefined) return undefined;
    const { sections, signInUrl, returnUrl } = (options ?? {}) as Record<string, unknown>;
    if (sections !== undefined && !(Array.isArray(sections) && sections.every((s) => typeof s === 'string'))) return t('account.config.sections');
    const urls = { signInUrl, returnUrl };
    // A path on the host's site ('/login') is a web address too: it is resolved against the page.
    const bad = Object.entries(urls).find(([, url]) => url !== undefined && !(typeof url === 'string' && isPageAddress(url)));
    return bad && t('account.config.url', { option: bad[0] });
  },
  slice: accountSlice,
  screens: { Account: AccountScreen },
  entries: { account: 'Account' },
  // A sign-in made on the way (a code that confirms it is the visitor, before a change that needs a recent one) ends
  // back on the page, not on a product's confirmation.
  onLoginComplete(ctx) {
    ctx.back();
    ctx.toast({ kind: 'success', message: ctx.t('account.confirmed') });
    return true;
  },
  setup(ctx, actions) {
    // Signed out in another tab, or signed in there: the page follows.
    return ctx.client.session.onChange(({ session }) => {
      if (!session) actions.signedOut();
    });
  },
};

export default account;
