import type { WebauthnRegistration } from '../../core/api/webauthn.js';
import { webauthnAccount } from '../../core/api/webauthnAccount.js';
import { signalBrowser } from '../../core/api/webauthnSignals.js';
import type { PluginContext } from '../../shell/plugin-api.js';

/**
 * Keeps the browser's password manager in step with the account (WebAuthn signals), in the background: called only
 * where the browser listens (slice.ts asks first, so others cost no request), and a failure is never the visitor's error.
 */

/** After the list loaded or a passkey was deleted: the account's passkeys that still work, so the others stop being offered. */
export function signalAccepted(ctx: PluginContext, registrations: readonly WebauthnRegistration[]): void {
  webauthnAccount(ctx.client).then(({ rpId, user, credentialIds }) => {
    // Why compare? A list missing one would make the password manager hide a passkey that still works: only a list
    // that names as many credentials as the account has is sent.
    if (credentialIds.length !== registrations.length) return;
    signalBrowser('signalAllAcceptedCredentials', { rpId, userId: user.id, allAcceptedCredentialIds: credentialIds });
  }, ignore);
}

/**
 * After a rename. The Signal API has no name per passkey (that label is the account's, not the password manager's):
 * what it keeps is the account's name and display name, sent as the provider has them now.
 */
export function signalUserDetails(ctx: PluginContext): void {
  webauthnAccount(ctx.client).then(({ rpId, user }) => {
    signalBrowser('signalCurrentUserDetails', { rpId, userId: user.id, name: user.name, displayName: user.displayName });
  }, ignore);
}

const ignore = () => undefined;
