import { useEffect, useState } from 'react';
import { createOneTapNonce, oneTapStart } from '../../../core/api/oauth.js';
import { useProductActions, usePluginContext, type Translate } from '../../../shell/plugin-api.js';
import type { OAuthProviderOptions } from '../options.js';
import { GOOGLE_SCRIPT_URL, loadGoogleId, reasonMessage, type GoogleAccountsId, type OneTapReasonKey, type PromptMomentNotification } from './gsi.js';

/** What the One Tap spot shows: its spinner, Google's prompt, the plain Google button, a reason, or the sign-in under way. */
export type OneTapView =
  { kind: 'loading' } | { kind: 'prompt' } | { kind: 'button' } | { kind: 'reason'; message: OneTapReasonKey } | { kind: 'signingIn' };

/** A reason's text; the origin message names the page's origin. */
export const reasonText = (t: Translate, key: OneTapReasonKey) =>
  key === 'oauth.oneTap.originNotAllowed' ? t(key, { origin: location.origin }) : t(key);

const errorType = (error: unknown) => (typeof error === 'object' && error !== null && 'error_type' in error ? String(error.error_type) : undefined);

/**
 * Runs Google One Tap for the life of the component: the project's Google client from the provider, Google's script,
 * then `initialize` and `prompt`, whose moments drive the view. The credential goes to the provider, which answers
 * with the redirect that finishes the login. Unmounting aborts the wait and cancels the prompt.
 */
export function useOneTap(provider: OAuthProviderOptions, placement: { embedded: boolean; parentId: string }): OneTapView {
  const ctx = usePluginContext();
  const actions = useProductActions('oauth');
  const [view, setView] = useState<OneTapView>({ kind: 'loading' });
  const scriptUrl = ctx.config.oauthOptions?.googleOneTapScriptURL ?? GOOGLE_SCRIPT_URL;
  const cancelOnTapOutside = provider.cancel_on_tap_outside ?? true;
  const legacy = provider.position === 'forceLegacyEmbedded';
  const { embedded, parentId } = placement;

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let google: GoogleAccountsId | undefined;
    const fail = (reason: string | undefined, detail: unknown) => {
      if (signal.aborted) return;
      const message = reasonMessage(reason);
      if (message) {
        setView({ kind: 'reason', message });
        // Drawn in One Tap's place, so the host hears of it without the screen's banner.
        ctx.reportError({ message: reasonText(ctx.t, message), type: reason });
      } else {
        console.error('latch: Google One Tap cannot show; the Google button is shown instead.', detail);
        setView({ kind: 'button' });
      }
    };
    const onMoment = (moment: PromptMomentNotification) => {
      if (signal.aborted) return;
      if (moment.isNotDisplayed?.()) return fail(moment.getNotDisplayedReason?.(), `prompt not displayed: ${moment.getNotDisplayedReason?.()}`);
      if (moment.isSkippedMoment?.()) {
        // A cancel hides the prompt (SPEC §4); one caused by a disallowed origin says so.
        const reason = moment.getSkippedReason?.();
        return reasonMessage(reason) ? fail(reason, reason) : setView({ kind: 'button' });
      }
      if (moment.isDisplayMoment?.() && moment.isDisplayed?.()) setView({ kind: 'prompt' });
    };
    const onCredential =
      (nonce: string) =>
      ({ credential }: { credential: string }) => {
        if (signal.aborted) return;
        setView({ kind: 'signingIn' });
        actions.signInWithOneTap(credential, nonce).catch((error: unknown) => {
          ctx.setError(error);
          setView({ kind: 'button' });
        });
      };

    void (async () => {
      let clientId: string;
      try {
        ({ google_client_id: clientId } = await oneTapStart(ctx.client, signal));
      } catch (error) {
        return fail(errorType(error), error);
      }
      if (!clientId) return fail('oauth_config_not_found', 'no Google client id');
      try {
        google = await loadGoogleId(ctx, scriptUrl, signal);
      } catch (error) {
        return fail(undefined, error);
      }
      // One nonce per prompt binds its credential to this page (core/api/oauth.ts createOneTapNonce).
      const { nonce, googleNonce } = await createOneTapNonce(ctx.client);
      if (signal.aborted) return;
      google.initialize({
        client_id: clientId,
        nonce: googleNonce,
        callback: onCredential(nonce),
        auto_select: false,
        context: 'use',
        itp_support: true,
        use_fedcm_for_prompt: !legacy,
        // Inside the widget the prompt stays until the visitor acts on it.
        cancel_on_tap_outside: embedded ? false : cancelOnTapOutside,
        ...(embedded && { prompt_parent_id: parentId }),
      });
      google.prompt(onMoment);
    })();

    return () => {
      controller.abort();
      google?.cancel();
    };
  }, [ctx, actions, scriptUrl, cancelOnTapOutside, legacy, embedded, parentId]);

  return view;
}
