import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import type { Deps } from '../context';
import { ApiError } from '../http/errors';
import { checkBodyDepth, MAX_BODY_DEPTH } from '../http/jsonLimits';
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

/** The transports WebAuthn Level 3 names; a credential reports a few of them, as hints for the next ceremony. */
const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
type Transport = (typeof TRANSPORTS)[number];
const isTransport = (value: unknown): value is Transport => TRANSPORTS.includes(value as Transport);

/**
 * The registration's transports as hints: only known ones. A registration stored before its credential's shape was
 * checked may hold anything there, and one bad row must not break every start for its user.
 */
export const storedTransports = (factor: Factor): Transport[] | undefined => {
  const transports = registrationData(factor).transports;
  return Array.isArray(transports) && transports.every(isTransport) ? transports : undefined;
};

export const registrationNotFound = () =>
  new ApiError(404, 'webauthn_registration_not_found', 'No WebAuthn registration with this id belongs to the user.');

export const invalidCredential = (why: string) => new ApiError(400, 'invalid_public_key_credential', `Invalid public key credential: ${why}`);

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

/** A credential id is at most 1023 bytes (WebAuthn §5.1): 1364 base64url characters. */
const CREDENTIAL_ID = /^[A-Za-z0-9_-]{1,1364}$/;

/** What the provider keeps from a credential must be what WebAuthn allows there, and small. */
function checkStoredFields(credential: Record<string, unknown>, response: Record<string, unknown>): void {
  if (!CREDENTIAL_ID.test(credential.id as string) || !CREDENTIAL_ID.test(credential.rawId as string)) {
    throw invalidCredential('id and rawId must be base64url of at most 1023 bytes.');
  }
  const attachment = credential.authenticatorAttachment;
  if (attachment !== undefined && attachment !== null && attachment !== 'platform' && attachment !== 'cross-platform') {
    throw invalidCredential('authenticatorAttachment must be "platform" or "cross-platform".');
  }
  const transports = response.transports;
  if (transports !== undefined && (!Array.isArray(transports) || transports.length > TRANSPORTS.length || !transports.every(isTransport))) {
    throw invalidCredential(`response.transports must be a list of known transports (${TRANSPORTS.join(', ')}).`);
  }
}

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
  // The body's depth check cannot see inside this string; the libraries that read it recurse.
  try {
    checkBodyDepth(parsed);
  } catch {
    throw invalidCredential(`it is nested deeper than ${MAX_BODY_DEPTH} levels.`);
  }
  if (
    !isRecord(parsed) ||
    typeof parsed.id !== 'string' ||
    typeof parsed.rawId !== 'string' ||
    parsed.type !== 'public-key' ||
    !isRecord(parsed.response)
  ) {
    throw invalidCredential('it needs id, rawId, type "public-key" and response.');
  }
  const response = parsed.response;
  const missing = ['clientDataJSON', ...responseFields].filter((field) => typeof response[field] !== 'string');
  if (missing.length > 0) throw invalidCredential(`response.${missing.join(', response.')} must be base64url strings.`);
  checkStoredFields(parsed, response);
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
