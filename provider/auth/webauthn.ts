import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import type { Deps } from '../context';
import { ApiError } from '../http/errors';
import type { Factor } from '../store/factors';

/** What a WebAuthn registration keeps in its factor's `data`: the wire fields, and what verification needs. */
export interface RegistrationData {
  wire: { domain: string; user_agent: string; authenticator_type: string; name: string };
  /** COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter at the last accepted assertion. */
  counter: number;
  transports: string[];
  /** base64url of the WebAuthn user.id the credential was created for. */
  user_handle: string;
}

export const registrationData = (factor: Factor) => factor.data as unknown as RegistrationData;

export const registrationNotFound = () =>
  new ApiError(404, 'webauthn_registration_not_found', 'No WebAuthn registration with this id belongs to the user.');

export const invalidCredential = (why: string) =>
  new ApiError(400, 'invalid_public_key_credential', `Invalid public key credential: ${why}`);

export const cannotRegister = (why: string) =>
  new ApiError(401, 'unable_to_register_webauthn_registration', `The WebAuthn registration could not be created: ${why}`);

export const cannotAuthenticate = (why: string) =>
  new ApiError(401, 'unable_to_auth_webauthn_registration', `The WebAuthn registration could not be authenticated: ${why}`);

/** The browser origins this project answers: its own and the configured ones. Verification accepts only these. */
export const expectedOrigins = (deps: Deps) => [deps.origin(), ...deps.config.allowedOrigins];

/**
 * A start call's `domain` becomes the RP ID, so it must be the host of one of the project's origins or a parent
 * domain of one; anything else would let a page mint credentials for a site it is not.
 */
export function checkDomain(deps: Deps, domain: string): string {
  const hosts = expectedOrigins(deps).map((origin) => new URL(origin).hostname);
  if (!hosts.some((host) => host === domain || host.endsWith(`.${domain}`))) {
    throw new ApiError(400, 'invalid_domain', `The domain "${domain}" is not the host of any of this project's origins (${hosts.join(', ')}).`);
  }
  return domain;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * CONTRACT §5: the credential arrives as a JSON string, binary values in base64url. Returns it parsed with the
 * challenge its client data names, after checking the fields every ceremony needs.
 */
export function parseCredential<T>(json: string, responseFields: readonly string[]): { credential: T; challenge: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw invalidCredential('public_key_credential is not JSON.');
  }
  if (!isRecord(parsed) || typeof parsed.id !== 'string' || typeof parsed.rawId !== 'string' || parsed.type !== 'public-key' || !isRecord(parsed.response)) {
    throw invalidCredential('it needs id, rawId, type "public-key" and response.');
  }
  const response = parsed.response;
  const missing = ['clientDataJSON', ...responseFields].filter((field) => typeof response[field] !== 'string');
  if (missing.length > 0) throw invalidCredential(`response.${missing.join(', response.')} must be base64url strings.`);
  if (parsed.clientExtensionResults === undefined) parsed.clientExtensionResults = {};
  let challenge: unknown;
  try {
    challenge = decodeClientDataJSON(response.clientDataJSON as string).challenge;
  } catch {
    throw invalidCredential('response.clientDataJSON does not decode to JSON.');
  }
  if (typeof challenge !== 'string') throw invalidCredential('the client data names no challenge.');
  return { credential: parsed as T, challenge };
}

/** The library's reason, for the error message: it names the check that failed (origin, RP ID, signature, counter). */
export const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
