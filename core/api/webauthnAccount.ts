import type { CoreClient } from '../client.js';
import { noSessionError } from '../errors.js';
import { webauthnRegisterStart } from './webauthn.js';

/** The signed-in user as their passkeys know them, and the ids of every credential the account holds. */
export interface WebauthnAccount {
  rpId: string;
  /** The WebAuthn user entity: `id` (the user handle, base64url), `name`, `displayName`. */
  user: { id: string; name: string; displayName: string };
  credentialIds: string[];
}

/**
 * What the Signal API needs to keep a password manager in step with the account. The user object names no
 * credential ids (CONTRACT §4), so they come from where the provider does name them: the credentials a new
 * registration must exclude, with the user entity, in register/start's options (whose challenge is left to expire).
 */
export async function webauthnAccount(client: CoreClient): Promise<WebauthnAccount> {
  if (!client.session.getSync()) throw noSessionError();
  const options = await webauthnRegisterStart(client, { is_passkey: true });
  return {
    rpId: options.rp.id ?? location.hostname,
    user: options.user,
    credentialIds: (options.excludeCredentials ?? []).map((c) => c.id),
  };
}
