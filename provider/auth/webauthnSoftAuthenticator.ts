import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software WebAuthn authenticator for the provider's tests: real P-256 keys, real CBOR attestation objects and
 * real ECDSA signatures, so the routes verify what a browser would send. Each option bends one thing a test wants
 * wrong (origin, RP ID, challenge, counter, flags) to prove the provider catches it.
 */

interface StoredCredential {
  id: string;
  privateKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

export interface CeremonyTweaks {
  origin?: string;
  rpId?: string;
  challenge?: string;
  /** Report user verification (UV flag). @default true */
  userVerified?: boolean;
  /** Report user presence (UP flag); a password manager's conditional create reports none. @default true */
  userPresent?: boolean;
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest();

function counterBytes(counter: number) {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(counter);
  return out;
}

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  // COSE EC2 key: kty 2, alg -7 (ES256), crv 1 (P-256), x, y.
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
}

export class SoftAuthenticator {
  readonly credentials: StoredCredential[] = [];

  constructor(private readonly origin: string) {}

  private clientData(type: string, challenge: string, tweaks: CeremonyTweaks) {
    return Buffer.from(JSON.stringify({ type, challenge: tweaks.challenge ?? challenge, origin: tweaks.origin ?? this.origin, crossOrigin: false }));
  }

  private flags(tweaks: CeremonyTweaks, extra = 0) {
    return (tweaks.userPresent === false ? 0 : FLAG_UP) | (tweaks.userVerified === false ? 0 : FLAG_UV) | extra;
  }

  /** navigator.credentials.create(): a new credential for the options' user and RP. */
  create(options: PublicKeyCredentialCreationOptionsJSON, tweaks: CeremonyTweaks = {}): RegistrationResponseJSON {
    const rpId = tweaks.rpId ?? options.rp.id ?? '';
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const rawId = randomBytes(16);
    const credentialId = Buffer.alloc(2);
    credentialId.writeUInt16BE(rawId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flags(tweaks, FLAG_AT)]),
      counterBytes(0),
      Buffer.alloc(16), // AAGUID: none, as with attestation "none"
      credentialId,
      rawId,
      coseKey(publicKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    const id = b64url(rawId);
    this.credentials.push({ id, privateKey, rpId, userHandle: options.user.id, counter: 0 });
    return {
      id,
      rawId: id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, tweaks)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /**
   * navigator.credentials.get() with `credentialId` (default: the first credential). `counter` replaces the next
   * signature count (the stored one plus one), e.g. to replay an old value.
   */
  get(
    options: PublicKeyCredentialRequestOptionsJSON,
    tweaks: CeremonyTweaks & { credentialId?: string; counter?: number; userHandle?: string } = {},
  ): AuthenticationResponseJSON {
    const stored = this.credentials.find((c) => c.id === (tweaks.credentialId ?? this.credentials[0]?.id));
    if (!stored) throw new Error('the soft authenticator holds no such credential');
    stored.counter = tweaks.counter ?? stored.counter + 1;
    const authData = Buffer.concat([
      sha256(tweaks.rpId ?? options.rpId ?? stored.rpId),
      Buffer.from([this.flags(tweaks)]),
      counterBytes(stored.counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, tweaks);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), stored.privateKey);
    return {
      id: stored.id,
      rawId: stored.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: tweaks.userHandle ?? stored.userHandle,
      },
    };
  }
}
