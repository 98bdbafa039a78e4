import { oauthAuthenticate, oauthStartUrl, oneTapSubmit, type OAuthProviderType } from '../../core/api/oauth.js';
import { navigateTo, sessionMinutes, type PluginSlice } from '../../shell/plugin-api.js';
import type { OAuthProviderOptions } from './options.js';
import type { FoundReturn } from './pageReturn.js';

export interface OAuthState {
  /** The provider whose start redirect is under way: its button shows progress and no button starts another. */
  starting: OAuthProviderType | null;
}

export interface OAuthActions {
  /** Builds the start URL (with PKCE when the project requires it) and leaves the page for the provider. */
  start(provider: OAuthProviderOptions): Promise<void>;
  /** Hands Google One Tap's credential and its prompt's nonce to the provider and follows its redirect; throws the provider's error. */
  signInWithOneTap(credential: string, nonce: string): Promise<void>;
  /** Finishes a provider's return to this page: its token is authenticated, its error shown. */
  finishReturn(found: FoundReturn): void;
  /** The page came back from the browser's cache after leaving for a provider: the buttons work again. */
  reset(): void;
}

declare module '../../shell/registries.js' {
  interface ProductRegistry {
    oauth: { state: OAuthState; actions: OAuthActions };
  }
}

export const oauthSlice: PluginSlice<'oauth'> = {
  initial: { starting: null },
  actions(set, get, ctx) {
    const options = () => ctx.config.oauthOptions;
    const redirects = () => ({
      ...(options()?.loginRedirectURL !== undefined && { login_redirect_url: options()!.loginRedirectURL }),
      ...(options()?.signupRedirectURL !== undefined && { signup_redirect_url: options()!.signupRedirectURL }),
    });

    async function authenticate(token: string) {
      ctx.navigate('OAuthAuthenticate');
      try {
        await oauthAuthenticate(ctx.client, token, { session_duration_minutes: sessionMinutes(ctx.config) });
        ctx.loginComplete('OAuthConfirmation');
      } catch (error) {
        ctx.setError(error);
      }
    }

    return {
      async start(provider) {
        // One click, one redirect: a second click (or another button) while the first is leaving does nothing.
        if (get().starting) return;
        set((s) => {
          s.starting = provider.type;
        });
        try {
          const url = await oauthStartUrl(ctx.client, provider.type, {
            ...(provider.custom_scopes && { custom_scopes: provider.custom_scopes }),
            ...(provider.provider_params && { provider_params: provider.provider_params }),
            ...redirects(),
          });
          const { pkceRequiredForOAuth, cnameDomain } = await ctx.bootstrap();
          ctx.track({
            name: 'start_oauth_flow',
            details: {
              provider_type: provider.type,
              custom_scopes: provider.custom_scopes ?? [],
              pkce: pkceRequiredForOAuth,
              cname_domain: cnameDomain,
            },
          });
          navigateTo(url);
        } catch (error) {
          set((s) => {
            s.starting = null;
          });
          ctx.setError(error);
        }
      },
      async signInWithOneTap(credential, nonce) {
        const { redirect_url } = await oneTapSubmit(ctx.client, credential, { nonce, ...redirects() });
        navigateTo(redirect_url);
      },
      finishReturn(found) {
        if ('token' in found) void authenticate(found.token);
        else ctx.setError(found.error === 'access_denied' ? ctx.t('oauth.return.cancelled') : ctx.t('oauth.return.failed', { error: found.error }));
      },
      reset() {
        set((s) => {
          s.starting = null;
        });
      },
    };
  },
};
