import {
  browserSupportsWebAuthnAutofill,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { DEFAULT_SESSION_MINUTES, checkArgs } from '../args.js';
import type { CoreClient } from '../client.js';
import { ApiError, noSessionError } from '../errors.js';
import type { AuthResponse, Common, User } from '../types.js';
import { signalBrowser } from './webauthnSignals.js';
import { createCredential, getCredential } from './webauthnCeremony.js';

export { ceremonyFailure } from './webauthnCeremony.js';

export type WebauthnRegistration = User['webauthn_registrations'][number];

export interface WebauthnRegisterOptions {
  /** The relying party id. @default the page's hostname */
  domain?: string;
  authenticator_type?: 'platform' | 'cross-platform';
  /** Ask for a passkey: a discoverable credential with user verification. */
  is_passkey?: boolean;
  override_id?: string;
  override_name?: string;
  override_display_name?: string;
  /** @default 30 */
  session_duration_minutes?: number;
  /**
   * Asks the browser's password manager to create the passkey without a dialog (WebAuthn conditional create), which it
   * does only when it agrees, typically right after it filled the account's password; otherwise the call waits or
   * rejects. Check `webauthnCapabilities().conditionalCreate` first. @default false
   */
  conditional_mediation?: boolean;
  /** Aborting cancels the ceremony and rejects with an `AbortError`. */
  signal?: AbortSignal;
}

export interface WebauthnAuthenticateOptions {
  session_duration_minutes: number;
  /** @default the page's hostname */
  domain?: string;
  is_passkey?: boolean;
  /** Offer the passkeys in the browser's autofill of an input whose autocomplete ends in `webauthn`, instead of a dialog. */
  conditional_mediation?: boolean;
  /** Aborting cancels the ceremony and rejects with an `AbortError`. */
  signal?: AbortSignal;
}

export type WebauthnAuthResponse = AuthResponse & { webauthn_registration_id: string };

/** The provider's answer when the credential is not (or no longer) one of the account's (CONTRACT §3). */
export const NOT_FOUND = 'webauthn_registration_not_found';

const hostname = () => (typeof location === 'undefined' ? undefined : location.hostname);

/** Whether the browser can offer passkeys in an input's autofill (conditional mediation). */
export const browserSupportsAutofill = (): Promise<boolean> => browserSupportsWebAuthnAutofill();

/**
 * Registers a new passkey or security key for the signed-in user: the start call, the browser's create
 * ceremony, then the register call, whose session is stored before the promise resolves.
 */
export async function webauthnRegister(client: CoreClient, options: WebauthnRegisterOptions = {}): Promise<WebauthnAuthResponse> {
  checkArgs(
    'webauthn.register',
    { ...options },
    {
      domain: 'optionalString',
      authenticator_type: 'optionalString',
      is_passkey: 'optionalBoolean',
      override_id: 'optionalString',
      override_name: 'optionalString',
      override_display_name: 'optionalString',
      session_duration_minutes: 'optionalNumber',
      conditional_mediation: 'optionalBoolean',
      signal: 'optionalObject',
    },
  );
  if (!client.session.getSync()) throw noSessionError();
  const { signal } = options;
  const start = await webauthnRegisterStart(client, options);
  const credential = await createCredential(start, signal, options.conditional_mediation === true);
  const response = await client.transport.request<WebauthnAuthResponse>({
    method: 'POST',
    path: '/webauthn/register',
    body: {
      public_key_credential: JSON.stringify(credential),
      session_duration_minutes: options.session_duration_minutes ?? DEFAULT_SESSION_MINUTES,
    },
  });
  client.session.storeAuthResponse(response);
  return response;
}

/**
 * register/start; CONTRACT §5: the options travel as a JSON string, base64url inside.
 * @internal Left out of the package's types, as createCredential.
 */
export async function webauthnRegisterStart(client: CoreClient, options: WebauthnRegisterOptions): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const start = await client.transport.request<Common & { public_key_credential_creation_options: string }>({
    method: 'POST',
    path: '/webauthn/register/start',
    body: {
      domain: options.domain ?? hostname(),
      authenticator_type: options.authenticator_type,
      return_passkey_credential_options: options.is_passkey,
      override_id: options.override_id,
      override_name: options.override_name,
      override_display_name: options.override_display_name,
      user_agent: typeof navigator === 'undefined' ? undefined : navigator.userAgent,
    },
    ...(options.signal && { signal: options.signal }),
  });
  return JSON.parse(start.public_key_credential_creation_options) as PublicKeyCredentialCreationOptionsJSON;
}

/**
 * Logs in with a passkey (start/secondary when a session exists, adding the factor to it). With
 * `conditional_mediation` the ceremony waits in the autofill of the page's `webauthn` input; it resolves to null
 * when the browser cannot do that.
 */
export async function webauthnAuthenticate(client: CoreClient, options: WebauthnAuthenticateOptions): Promise<WebauthnAuthResponse | null> {
  checkArgs(
    'webauthn.authenticate',
    { ...options },
    {
      session_duration_minutes: 'number',
      domain: 'optionalString',
      is_passkey: 'optionalBoolean',
      conditional_mediation: 'optionalBoolean',
      signal: 'optionalObject',
    },
  );
  const { signal } = options;
  const conditional = options.conditional_mediation === true;
  if (conditional && !(await browserSupportsAutofill())) return null;
  const start = await client.transport.request<Common & { public_key_credential_request_options: string }>({
    method: 'POST',
    path: `/webauthn/authenticate/start/${client.session.getSync() ? 'secondary' : 'primary'}`,
    body: { domain: options.domain ?? hostname(), return_passkey_credential_options: options.is_passkey },
    ...(signal && { signal }),
  });
  const requestOptions = JSON.parse(start.public_key_credential_request_options) as PublicKeyCredentialRequestOptionsJSON;
  const credential = await getCredential(requestOptions, conditional, signal);
  let response: WebauthnAuthResponse;
  try {
    response = await client.transport.request<WebauthnAuthResponse>({
      method: 'POST',
      path: '/webauthn/authenticate',
      body: { public_key_credential: JSON.stringify(credential), session_duration_minutes: options.session_duration_minutes },
      protect: 'full',
    });
  } catch (error) {
    // The account no longer has this passkey: the password manager may stop offering it.
    if (error instanceof ApiError && error.error_type === NOT_FOUND) {
      signalBrowser('signalUnknownCredential', { rpId: requestOptions.rpId ?? hostname() ?? '', credentialId: credential.id });
    }
    throw error;
  }
  client.session.storeAuthResponse(response);
  return response;
}

/** Renames one of the signed-in user's registrations. */
export async function webauthnUpdate(
  client: CoreClient,
  webauthn_registration_id: string,
  name: string,
): Promise<{ webauthn_registration: WebauthnRegistration }> {
  checkArgs('webauthn.update', { webauthn_registration_id, name }, { webauthn_registration_id: 'string', name: 'string' });
  if (!client.session.getSync()) throw noSessionError();
  const { webauthn_registration } = await client.transport.request<Common & { webauthn_registration: WebauthnRegistration }>({
    method: 'PUT',
    path: `/webauthn/update/${encodeURIComponent(webauthn_registration_id)}`,
    body: { name },
  });
  return { webauthn_registration };
}
