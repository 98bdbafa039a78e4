import { generateKeyPair, jwtVerify, SignJWT, type CryptoKey } from 'jose';
import type { Deps } from '../context';
import { ApiError } from '../http/errors';
import { withOrigin, type OAuthProviderConfig } from './oauthConfig';
import { subjectFor } from './oauthIdentity';

/** Google's issuer, in both forms Google documents for its ID tokens. */
const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
/** Google's ID tokens live an hour. */
const CREDENTIAL_SECONDS = 3600;

export interface GoogleClaims {
  sub: string;
  email: string;
  name: string;
  /** What the page passed to Google's `initialize` as `nonce`, when it passed one. */
  nonce: string | undefined;
  expiresAt: Date;
}

/**
 * A stand-in for Google's side of One Tap, for development and tests with no internet: it knows the project's
 * Google client and its authorized origins, issues the ID token Google would (signed with a key of its own, ES256
 * where Google uses RS256), and verifies one by signature, issuer, audience and expiry. The key lives in memory:
 * a credential outlives neither the process nor its hour.
 */
export class SimulatedGoogle {
  private keys: Promise<{ privateKey: CryptoKey; publicKey: CryptoKey }> | undefined;

  constructor(private readonly deps: Deps) {}

  private keyPair() {
    return (this.keys ??= generateKeyPair('ES256'));
  }

  /** The project's Google provider entry, when Google is enabled. */
  provider(): OAuthProviderConfig | undefined {
    return this.deps.config.oauthProviders.find((p) => p.type === 'google');
  }

  /** The client Google knows by this id, with the origins One Tap may show on. */
  client(clientId: string): { client_id: string; authorized_origins: string[] } | undefined {
    const google = this.provider();
    if (!google?.clientId || google.clientId !== clientId) return undefined;
    const origins = google.authorizedOrigins ?? ['{origin}', ...this.deps.config.allowedOrigins];
    return { client_id: clientId, authorized_origins: origins.map((o) => withOrigin(o, this.deps.origin())) };
  }

  async credential(clientId: string, email: string, name: string, nonce?: string): Promise<string> {
    const issuedAt = Math.floor(this.deps.now().getTime() / 1000);
    return new SignJWT({ email, email_verified: true, name, ...(nonce && { nonce }) })
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: 'simulated-google' })
      .setIssuer(ISSUERS[0]!)
      .setAudience(clientId)
      .setSubject(subjectFor('google', email))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + CREDENTIAL_SECONDS)
      .sign((await this.keyPair()).privateKey);
  }

  async verify(idToken: string, clientId: string): Promise<GoogleClaims> {
    try {
      const { payload } = await jwtVerify(idToken, (await this.keyPair()).publicKey, {
        issuer: ISSUERS,
        audience: clientId,
        algorithms: ['ES256'],
        currentDate: this.deps.now(),
        requiredClaims: ['sub', 'email', 'exp'],
      });
      if (typeof payload.email !== 'string' || payload.email_verified !== true) throw new Error('the email is missing or not verified');
      return {
        sub: payload.sub!,
        email: payload.email.toLowerCase(),
        name: typeof payload.name === 'string' ? payload.name : '',
        nonce: typeof payload.nonce === 'string' ? payload.nonce : undefined,
        expiresAt: new Date(payload.exp! * 1000),
      };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ApiError(401, 'invalid_id_token', `The Google ID token could not be verified: ${reason}.`);
    }
  }
}
