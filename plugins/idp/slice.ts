import { oauthAuthorizeStart, oauthAuthorizeSubmit, oauthLogoutStart } from '../../core/api/idp.js';
import { isAbortError, isUnrecoverable } from '../../core/errors.js';
import { isWebAddress, navigateTo, type PluginContext, type PluginSlice } from '../../shell/plugin-api.js';
import { readRequest, type IdpRequest } from './request.js';
import { describeScope, onlyStandardScopes, scopeList } from './scopes.js';

/** What IDPConsent shows; an error, when there is one, is in the screen's banner. */
export type IdpView =
  | { kind: 'loading' }
  | { kind: 'problem' }
  /** No session: Main's login products, under a prompt naming the application, when the provider named it. */
  | { kind: 'signIn'; client: string | null }
  | { kind: 'consent'; title: string; intro: string; scopes: string[]; answering: 'allow' | 'deny' | null }
  /** The page is on its way to the relying party (an auto-submitted consent or a logout redirect). */
  | { kind: 'leaving' }
  | { kind: 'logoutConsent'; text: string; redirectUri: string; leaving: boolean }
  | { kind: 'stayed' };

export interface IdpState {
  view: IdpView;
}

export interface IdpActions {
  /** Reads the request from the page's address, checks the session and asks the provider what to show. */
  open(signal: AbortSignal): Promise<void>;
  /** The answer to the consent, posted to the provider once. */
  answer(granted: boolean): void;
  /** The answer to 'Log out?'. */
  logout(confirmed: boolean): Promise<void>;
}

declare module '../../shell/registries.js' {
  interface ProductRegistry {
    idp: { state: IdpState; actions: IdpActions };
  }
}

/** A session cookie is enough to try: the provider has the last word on whether it is still alive. */
const hasSession = (ctx: PluginContext) => ctx.client.session.getSync() !== null || ctx.client.session.secret() !== undefined;

export const idpSlice: PluginSlice<'idp'> = {
  initial: { view: { kind: 'loading' } },
  actions(set, get, ctx) {
    let request: IdpRequest | undefined;
    const show = (view: IdpView) =>
      set((s) => {
        s.view = view;
      });
    const fail = (error: unknown) => {
      show({ kind: 'problem' });
      ctx.setError(error);
    };
    // Both flows act for a signed-in user: without one the host's login products come first, and a login
    // brings the user back here (onLoginComplete) with the same address. An expected step, not an error: no banner,
    // no onError, a prompt above the login products instead.
    const toLogin = (client: string | null = null) => {
      show({ kind: 'signIn', client });
      ctx.navigate('Main');
    };
    // Who asks, for the prompt: the authorize preflight names the client before anyone signs in; any failure
    // leaves the prompt without a name.
    const askingClient = async (current: IdpRequest, signal: AbortSignal): Promise<string | null> => {
      if (current.kind !== 'authorize') return null;
      const started = await oauthAuthorizeStart(ctx.client, current.params, { signal }).catch(() => undefined);
      return started?.oidc_client.client_name ?? null;
    };

    const submit = (granted: boolean) => {
      if (request?.kind !== 'authorize') return;
      oauthAuthorizeSubmit(ctx.client, { ...request.params, consent_granted: granted });
    };
    // SPEC §4: the session goes whatever the provider answers, then the user goes back to the relying party.
    const logOutAndLeave = async (url: string) => {
      // Checked before the session goes, so a refused address leaves the user signed in.
      if (!isWebAddress(url)) return fail(new Error(ctx.t('idp.unsafeRedirect')));
      await ctx.client.session.revoke({ forceClear: true }).catch(() => undefined);
      navigateTo(url);
    };

    async function preflight(current: IdpRequest, signal: AbortSignal) {
      if (current.kind === 'authorize') {
        const [started, bootstrap] = await Promise.all([oauthAuthorizeStart(ctx.client, current.params, { signal }), ctx.bootstrap()]);
        if (signal.aborted) return;
        if (!started.consent_required) {
          show({ kind: 'leaving' });
          return submit(true);
        }
        const client = started.oidc_client.client_name;
        const project = bootstrap.projectName;
        // CONTRACT §5: what is shown is what the relying party asked for.
        const scopes = scopeList(current.params.scope ?? '');
        const title = onlyStandardScopes(scopes)
          ? ctx.t('idp.consent.titleSignIn', { client, project })
          : ctx.t('idp.consent.titleAccess', { client, project });
        const described = scopes.map((scope) => describeScope(scope, ctx.t, bootstrap.rbacPolicy));
        show({ kind: 'consent', title, intro: ctx.t('idp.consent.intro', { client }), scopes: described, answering: null });
      } else if (current.kind === 'logout') {
        const [started, bootstrap] = await Promise.all([oauthLogoutStart(ctx.client, current.params, { signal }), ctx.bootstrap()]);
        if (signal.aborted) return;
        if (!started.consent_required) {
          show({ kind: 'leaving' });
          return logOutAndLeave(started.redirect_uri);
        }
        show({
          kind: 'logoutConsent',
          text: ctx.t('idp.logout.text', { project: bootstrap.projectName }),
          redirectUri: started.redirect_uri,
          leaving: false,
        });
      }
    }

    return {
      async open(signal) {
        request = readRequest(location.search);
        show({ kind: 'loading' });
        if (request.kind === 'missing') return fail(new Error(ctx.t('idp.missingParam', { name: request.name })));
        if (!hasSession(ctx)) {
          const client = await askingClient(request, signal);
          return signal.aborted ? undefined : toLogin(client);
        }
        try {
          await preflight(request, signal);
        } catch (error) {
          if (signal.aborted || isAbortError(error)) return;
          if (isUnrecoverable(error)) return toLogin();
          fail(error);
        }
      },
      answer(granted) {
        const view = get().view;
        if (view.kind !== 'consent' || view.answering) return;
        show({ ...view, answering: granted ? 'allow' : 'deny' });
        if (!granted) ctx.setError(ctx.t('idp.consent.denied'));
        submit(granted);
      },
      async logout(confirmed) {
        const view = get().view;
        if (view.kind !== 'logoutConsent' || view.leaving) return;
        if (!confirmed) return show({ kind: 'stayed' });
        show({ ...view, leaving: true });
        await logOutAndLeave(view.redirectUri);
      },
    };
  },
};
