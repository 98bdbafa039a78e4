import { DEFAULT_SESSION_MINUTES, checkArgs } from '../args.js';
import type { CoreClient } from '../client.js';
import { noSessionError } from '../errors.js';
import type { AuthResponse, Common, User } from '../types.js';

/** A new authenticator-app registration: the secret to enrol and the one-time recovery codes to keep. */
export interface TotpCreateResponse extends Common {
  totp_id: string;
  secret: string;
  otpauth_url: string;
  /** A QR image as a data URL; empty when the provider sends none (`otpauth_url` carries the same content). */
  qr_code: string;
  recovery_codes: string[];
  user_id: string;
  user: User;
}

export interface TotpRecoveryCodesResponse extends Common {
  user_id: string;
  totps: { totp_id: string; verified: boolean; recovery_codes: string[] }[];
}

export type TotpAuthResponse = AuthResponse & { totp_id: string };

/** Every TOTP call acts on the signed-in user: without a session the provider could only refuse. */
function requireSession(client: CoreClient): void {
  if (!client.session.getSync()) throw noSessionError();
}

/** Registers an authenticator app for the signed-in user; unverified until its first code is authenticated. */
export async function totpCreate(client: CoreClient, options: { expiration_minutes: number }): Promise<TotpCreateResponse> {
  checkArgs('totps.create', { ...options }, { expiration_minutes: 'number' });
  requireSession(client);
  const response = await client.transport.request<TotpCreateResponse>({
    method: 'POST',
    path: '/totps',
    body: { expiration_minutes: options.expiration_minutes },
  });
  client.session.updateUser(response.user);
  return response;
}

/** Adds the TOTP factor to the session (the first success also verifies a new registration). */
export async function totpAuthenticate(
  client: CoreClient,
  options: { totp_code: string; session_duration_minutes?: number },
): Promise<TotpAuthResponse> {
  const body = { totp_code: options.totp_code, session_duration_minutes: options.session_duration_minutes ?? DEFAULT_SESSION_MINUTES };
  checkArgs('totps.authenticate', body, { totp_code: 'string', session_duration_minutes: 'number' });
  requireSession(client);
  const response = await client.transport.request<TotpAuthResponse>({ method: 'POST', path: '/totps/authenticate', body, protect: 'full' });
  client.session.storeAuthResponse(response);
  return response;
}

/** The unused recovery codes of the signed-in user's registrations. */
export async function totpRecoveryCodes(client: CoreClient): Promise<TotpRecoveryCodesResponse> {
  requireSession(client);
  return client.transport.request<TotpRecoveryCodesResponse>({ method: 'POST', path: '/totps/recovery_codes', body: {} });
}

/** A recovery code in place of a TOTP code; each works once. */
export async function totpRecover(
  client: CoreClient,
  options: { recovery_code: string; session_duration_minutes?: number },
): Promise<TotpAuthResponse> {
  const body = { recovery_code: options.recovery_code, session_duration_minutes: options.session_duration_minutes ?? DEFAULT_SESSION_MINUTES };
  checkArgs('totps.recover', body, { recovery_code: 'string', session_duration_minutes: 'number' });
  requireSession(client);
  const response = await client.transport.request<TotpAuthResponse>({ method: 'POST', path: '/totps/recover', body, protect: 'full' });
  client.session.storeAuthResponse(response);
  return response;
}
