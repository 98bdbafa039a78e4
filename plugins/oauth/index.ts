import { oauthAuthenticate, oauthStartUrl } from '../../core/api/oauth.js';
import { definePlugin } from '../../shell/plugin-api.js';
import { ProviderIcon } from './icons.js';
import { messages } from './messages.js';
import { giveBack, takePageReturn } from './pageReturn.js';
import { ProviderButtons } from './ProviderButtons.js';
import { PROVIDER_NAMES, providerProblem, providersOf } from './providers.js';
import { OAuthAuthenticateScreen } from './screens/OAuthAuthenticateScreen.js';
import { OAuthConfirmationScreen } from './screens/OAuthConfirmationScreen.js';
import { oauthSlice } from './slice.js';
// The package's types carry the slice's ProductRegistry entry with the plugin (a host's program has no other path to it).
export type {} from './slice.js';

export type { OAuthMessages } from './messages.js';
export type { OAuthOptions, OAuthProviderOptions, OneTapPosition } from './options.js';
export type { OAuthAccountMessages } from './account/messages.js';

declare module '../../shell/registries.js' {
  interface ScreenRegistry {
    /** A provider sent the visitor back to this page: its token is being authenticated. */
    OAuthAuthenticate: undefined;
    OAuthConfirmation: undefined;
  }
  interface AccountSectionRegistry {
    /** The social accounts the user signs in with: connect another (an attach with the session), disconnect one. */
    connectedAccounts: undefined;
  }
}

export default definePlugin({
  id: 'oauth',
  messages,
  locales: () => import('./locales/index.js'),
  validate(config, { t }) {
    const problem = providerProblem(config.oauthOptions?.providers);
    switch (problem?.kind) {
      case undefined:
        return undefined;
      case 'none':
        return t('oauth.config.noProviders');
      case 'unknown':
        return t('oauth.config.unknownProvider', { provider: problem.type });
      case 'twice':
        return t('oauth.config.twice', { provider: problem.type });
      case 'field':
        return t('oauth.config.badField', { provider: problem.type, field: problem.field });
    }
  },
  slice: oauthSlice,
  screens: { OAuthAuthenticate: OAuthAuthenticateScreen, OAuthConfirmation: OAuthConfirmationScreen },
  mainSection: { component: ProviderButtons, group: 'buttons', buttonCount: (config) => providersOf(config).length },
  // The account's connected accounts (a chunk of its own), with what this chunk holds already, so the two share no module.
  accountSections: {
    connectedAccounts: () =>
      import('./account/index.js').then((m) =>
        m.connectedAccountsSection({ oauthStartUrl, oauthAuthenticate, takePageReturn, providersOf, names: PROVIDER_NAMES, ProviderIcon }),
      ),
  },
  setup(ctx, actions) {
    // A page the provider sent the visitor back to finishes the login itself when the widget is on it. It acts a task
    // later, so a mount torn down at once (StrictMode) gives the return back to the one that replaces it. On the
    // account's page the return is a connection, which its section finishes.
    const found = ctx.entry === 'account' ? undefined : takePageReturn();
    let later =
      found &&
      setTimeout(() => {
        later = undefined;
        actions.finishReturn(found);
      });
    // Back from the provider through the browser's history, the page may come from its cache with a busy button.
    const onPageShow = (event: PageTransitionEvent) => event.persisted && actions.reset();
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      if (found && later !== undefined) {
        clearTimeout(later);
        giveBack(found);
      }
    };
  },
});
