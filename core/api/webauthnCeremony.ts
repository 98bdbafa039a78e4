import {
  base64URLStringToBuffer as toBuffer,
  browserSupportsWebAuthn,
  bufferToBase64URLString as toBase64url,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialDescriptorJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { abortError, LatchError } from '../errors.js';

/**
 * The browser's side of a ceremony: the provider's options (JSON, base64url inside; CONTRACT §5) become the binary
 * options of navigator.credentials, and the credential becomes JSON again, the conversions done by
 * @simplewebauthn/browser. The call is the browser's own, so the caller's signal cancels exactly this ceremony.
 */

const descriptor = (d: PublicKeyCredentialDescriptorJSON) => ({ ...d, id: toBuffer(d.id) }) as PublicKeyCredentialDescriptor;

const attachment = (credential: PublicKeyCredential): AuthenticatorAttachment | undefined =>
  credential.authenticatorAttachment === 'platform' || credential.authenticatorAttachment === 'cross-platform'
    ? credential.authenticatorAttachment
    : undefined;

async function ask<T extends PublicKeyCredential>(signal: AbortSignal | undefined, call: () => Promise<Credential | null>): Promise<T> {
  if (!browserSupportsWebAuthn()) throw new LatchError('WebAuthnUnsupportedError', 'Passkeys are not supported in this browser.');
  if (signal?.aborted) throw abortError();
  let credential: Credential | null;
  try {
    credential = await call();
  } catch (error) {
    throw signal?.aborted ? abortError() : error;
  }
  if (signal?.aborted) throw abortError();
  if (!credential) throw new LatchError('WebAuthnError', 'The browser returned no credential.');
  return credential as T;
}

/**
 * navigator.credentials.create() for the start call's options. `conditional` asks the password manager to create the
 * passkey without a dialog (WebAuthn conditional create), which it does only if it agrees, e.g. for the account whose
 * password it just filled.
 * @internal Left out of the package's types: they name the bundled WebAuthn library's, which hosts do not install.
 */
export async function createCredential(
  options: PublicKeyCredentialCreationOptionsJSON,
  signal?: AbortSignal,
  conditional = false,
): Promise<RegistrationResponseJSON> {
  const selection = options.authenticatorSelection;
  const publicKey = {
    ...options,
    challenge: toBuffer(options.challenge),
    user: { ...options.user, id: toBuffer(options.user.id) },
    excludeCredentials: options.excludeCredentials?.map(descriptor),
    // Why lower it? A conditional create asks nobody, so a browser refuses one that requires user verification
    // (WebAuthn L3); the session that asks for it was just proven, and later logins still verify.
    ...(conditional && selection?.userVerification === 'required' && { authenticatorSelection: { ...selection, userVerification: 'preferred' } }),
  } as PublicKeyCredentialCreationOptions;
  const credential = await ask<PublicKeyCredential & { response: AuthenticatorAttestationResponse }>(signal, () =>
    navigator.credentials.create({
      publicKey,
      ...(conditional && { mediation: 'conditional' as CredentialMediationRequirement }),
      ...(signal && { signal }),
    }),
  );
  const { response } = credential;
  return asJSON(credential, {
    clientDataJSON: toBase64url(response.clientDataJSON),
    attestationObject: toBase64url(response.attestationObject),
    transports: typeof response.getTransports === 'function' ? response.getTransports() : undefined,
  });
}

/** The JSON form of a credential both ceremonies share (WebAuthn Level 3 `toJSON`), around its own response. */
function asJSON<R>(credential: PublicKeyCredential, response: R) {
  return {
    id: credential.id,
    rawId: toBase64url(credential.rawId),
    type: 'public-key' as const,
    authenticatorAttachment: attachment(credential),
    clientExtensionResults: credential.getClientExtensionResults(),
    response,
  };
}

/**
 * navigator.credentials.get(). `conditional` waits in the autofill of an input whose autocomplete ends in
 * `webauthn` (any credential of the RP); otherwise a dialog limited to the allowed credentials, when there are any.
 * @internal As createCredential.
 */
export async function getCredential(
  options: PublicKeyCredentialRequestOptionsJSON,
  conditional: boolean,
  signal?: AbortSignal,
): Promise<AuthenticationResponseJSON> {
  const allowed = options.allowCredentials?.length ? options.allowCredentials.map(descriptor) : undefined;
  const publicKey = {
    ...options,
    challenge: toBuffer(options.challenge),
    allowCredentials: conditional ? [] : allowed,
  } as PublicKeyCredentialRequestOptions;
  const credential = await ask<PublicKeyCredential & { response: AuthenticatorAssertionResponse }>(signal, () =>
    navigator.credentials.get({
      publicKey,
      ...(conditional && { mediation: 'conditional' as CredentialMediationRequirement }),
      ...(signal && { signal }),
    }),
  );
  const { response } = credential;
  return asJSON(credential, {
    clientDataJSON: toBase64url(response.clientDataJSON),
    authenticatorData: toBase64url(response.authenticatorData),
    signature: toBase64url(response.signature),
    userHandle: response.userHandle ? toBase64url(response.userHandle) : undefined,
  });
}

/**
 * Why a ceremony ended without a credential, for the failures the UI words itself: `cancelled` (the person closed
 * the browser's dialog, or it timed out: nothing to show), `alreadyRegistered` (the authenticator holds a
 * credential the start call excluded) and `unsupported` (the browser cannot run this kind of ceremony, e.g. a
 * conditional request where it has no authenticator for discoverable credentials). Undefined for anything else.
 */
export function ceremonyFailure(error: unknown): 'cancelled' | 'alreadyRegistered' | 'unsupported' | undefined {
  const name = error instanceof Error || error instanceof DOMException ? error.name : undefined;
  if (name === 'NotAllowedError') return 'cancelled';
  if (name === 'InvalidStateError') return 'alreadyRegistered';
  if (name === 'NotSupportedError') return 'unsupported';
  return undefined;
}
