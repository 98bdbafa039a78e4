import { definePlugin } from '../../shell/plugin-api.js';
import { messages } from './messages.js';
import { giveBack, takePageReturn } from './pageReturn.js';
import { ProviderButtons } from './ProviderButtons.js';
import { providerProblem, providersOf } from './providers.js';
import { OAuthAuthenticateScreen } from './screens/OAuthAuthenticateScreen.js';
import { OAuthConfirmationScreen } from './screens/OAuthConfirmationScreen.js';
import { oauthSlice } from './slice.js';
// The package's types carry the slice's ProductRegistry entry with the plugin (a host's program has no other path to it).
export type {} from './slice.js';

export type { OAuthMessages } from './messages.js';
export type { OAuthOptions, OAuthProviderOptions, OneTapPosition } from './options.js';

declare module '../../shell/registries.js' {
  interface ScreenRegistry {
    /** A provider sent the visitor back to this page: its token is being authenticated. */
    OAuthAuthenticate: undefined;
    OAuthConfirmation: undefined;
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
  setup(_ctx, actions) {
    // A page the provider sent the visitor back to finishes the login itself when the widget is on it. It acts a task
    // later, so a mount torn down at once (StrictMode) gives the return back to the one that replaces it.
    const found = takePageReturn();
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
