import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { Hono, type Context } from 'hono';
import { addMinutes, completeLogin } from '../auth/login';
import {
  cannotAuthenticate,
  cannotRegister,
  checkDomain,
  expectedOrigins,
  parseCredential,
  reason,
  registrationData,
  registrationNotFound,
  storedTransports,
  type RegistrationData,
} from '../auth/webauthn';
import { StartLimiter } from '../auth/startLimiter';
import { CHALLENGE_MINUTES, WebauthnChallenges, type PendingChallenge } from '../auth/webauthnChallenges';
import type { AppEnv, Deps } from '../context';
import { optionalSession, requireSession } from '../http/auth';
import { ApiError, badRequest } from '../http/errors';
import { ok } from '../http/respond';
import { optBool, optStr, readBody, sessionMinutes, str } from '../http/validate';
import { toWireUser, wireFactor } from '../model/user';
import type { Factor } from '../store/factors';
import type { SessionRecord } from '../store/sessions';

const TIMEOUT_MS = CHALLENGE_MINUTES * 60_000;
const MAX_NAME_LENGTH = 100;

const authenticatorType = (value: string | undefined) => {
  if (value === undefined || value === 'platform' || value === 'cross-platform') return value;
  throw badRequest('authenticator_type must be "platform" or "cross-platform".');
};

/** Passkeys are discoverable credentials proven with user verification; other registrations are second factors. */
const passkeyPolicy = (isPasskey: boolean) =>
  isPasskey
    ? ({ residentKey: 'required', userVerification: 'required' } as const)
    : ({ residentKey: 'discouraged', userVerification: 'preferred' } as const);

type UserVerification = 'required' | 'preferred';
/** A start may ask for more verification than the project's floor, never for less. */
const stricter = (floor: UserVerification, asked: UserVerification): UserVerification => (floor === 'required' ? floor : asked);

/**
 * A password manager's automatic upgrade (WebAuthn L3 conditional create) makes the passkey without asking the
 * person, so its credential carries neither user presence nor verification, and nothing on the wire says it was
 * conditional (the mediation is not in clientDataJSON). The provider accepts such a credential for a passkey started
 * by a session proven within the challenge window: that proof is the person's, as a password manager upgrades only a
 * password it has just filled, and an attestation-free credential's flags prove no more. Later logins with the
 * passkey still need verification.
 */
const provenRecently = (session: SessionRecord, now: Date) =>
  session.factors.some((f) => now.getTime() - Date.parse(f.last_authenticated_at) <= CHALLENGE_MINUTES * 60_000);

const descriptors = (factors: Factor[]) => factors.map((f) => ({ id: f.value, transports: storedTransports(f) }));

export function webauthnRoutes(deps: Deps) {
  const { store } = deps;
  const challenges = new WebauthnChallenges(deps.now);
  const limiter = new StartLimiter();
  const app = new Hono<AppEnv>();
  const expiry = () => addMinutes(deps.now(), CHALLENGE_MINUTES);

  const ownRegistration = (userId: string, id: string) => {
    const factor = store.factors.get(id);
    if (!factor || factor.kind !== 'webauthn_registration' || factor.user_id !== userId) throw registrationNotFound();
    return factor;
  };

  app.post('/webauthn/register/start', async (c) => {
    const body = await readBody(c, {
      domain: str,
      authenticator_type: optStr,
      return_passkey_credential_options: optBool,
      override_id: optStr,
      override_name: optStr,
      override_display_name: optStr,
      user_agent: optStr,
    });
    const { session } = requireSession(c, deps);
    const rpId = checkDomain(deps, body.domain);
    const attachment = authenticatorType(body.authenticator_type);
    limiter.take(c, deps.now());
    const isPasskey = body.return_passkey_credential_options === true;
    const user = toWireUser(store, store.users.require(session.user_id));
    const label = user.emails[0]?.email ?? user.phone_numbers[0]?.phone_number ?? user.user_id;
    const policy = passkeyPolicy(isPasskey);
    const options = await generateRegistrationOptions({
      rpName: deps.config.projectName,
      rpID: rpId,
      userID: isoUint8Array.fromUTF8String(body.override_id ?? user.user_id),
      userName: body.override_name ?? label,
      userDisplayName: body.override_display_name ?? label,
      timeout: TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: descriptors(store.factors.forUser(session.user_id, 'webauthn_registration')),
      authenticatorSelection: { ...policy, ...(attachment && { authenticatorAttachment: attachment }) },
    });
    challenges.add({
      challenge: options.challenge,
      ceremony: 'registration',
      rpId,
      userVerification: policy.userVerification,
      expiresAt: expiry(),
      sessionId: session.session_id,
      userId: session.user_id,
      registration: {
        userHandle: options.user.id,
        authenticatorType: attachment,
        userAgent: body.user_agent ?? c.req.header('user-agent') ?? '',
        isPasskey,
        afterLogin: isPasskey && provenRecently(session, deps.now()),
      },
    });
    return ok(c, { user_id: session.user_id, public_key_credential_creation_options: JSON.stringify(options) });
  });

  app.post('/webauthn/register', async (c) => {
    const body = await readBody(c, { public_key_credential: str, session_duration_minutes: sessionMinutes });
    const { session } = requireSession(c, deps);
    const { credential, challenge } = parseCredential<RegistrationResponseJSON>(body.public_key_credential, ['attestationObject']);
    const pending = challenges.take(challenge, 'registration', session.session_id);
    if (!pending?.registration) throw cannotRegister('the challenge is unknown, expired, already used, or was issued to another session.');
    let info;
    try {
      const verified = await verifyRegistrationResponse({
        response: credential,
        expectedChallenge: pending.challenge,
        expectedOrigin: expectedOrigins(deps),
        expectedRPID: pending.rpId,
        requireUserPresence: !pending.registration.afterLogin,
        requireUserVerification: pending.userVerification === 'required' && !pending.registration.afterLogin,
      });
      if (!verified.verified) throw new Error('the attestation did not verify.');
      info = verified.registrationInfo;
    } catch (error) {
      throw cannotRegister(reason(error));
    }
    if (store.factors.find('webauthn_registration', info.credential.id)) {
      throw new ApiError(409, 'duplicate_webauthn_registration', 'This credential is already registered.');
    }
    const existing = store.factors.forUser(session.user_id, 'webauthn_registration').map((f) => registrationData(f).wire.name);
    const base = pending.registration.isPasskey ? 'Passkey' : 'Security key';
    let n = existing.length + 1;
    while (existing.includes(`${base} ${n}`)) n += 1;
    const data: RegistrationData = {
      wire: {
        domain: pending.rpId,
        user_agent: pending.registration.userAgent,
        authenticator_type: pending.registration.authenticatorType ?? credential.authenticatorAttachment ?? '',
        name: `${base} ${n}`,
      },
      public_key: isoBase64URL.fromBuffer(info.credential.publicKey),
      counter: info.credential.counter,
      transports: credential.response.transports ?? [],
      user_handle: pending.registration.userHandle,
    };
    const factor = store.factors.add(session.user_id, 'webauthn_registration', info.credential.id, deps.now(), { ...data });
    store.factors.verify(factor.factor_id);
    const auth = await completeLogin(c, deps, session.user_id, webauthnFactor(factor.factor_id, data), body.session_duration_minutes);
    return ok(c, { ...auth, webauthn_registration_id: factor.factor_id });
  });

  async function authenticateStart(c: Context<AppEnv>, needSession: boolean) {
    const body = await readBody(c, { domain: str, return_passkey_credential_options: optBool });
    const session = needSession ? requireSession(c, deps).session : undefined;
    const rpId = checkDomain(deps, body.domain);
    limiter.take(c, deps.now());
    // Without a session the answer is a whole login: the project's policy is the floor. A step-up already has a
    // factor, so a security key's presence may be the second.
    const floor = session ? 'preferred' : deps.config.webauthnUserVerification;
    const userVerification = stricter(floor, passkeyPolicy(body.return_passkey_credential_options === true).userVerification);
    // A second factor names the signed-in user's credentials; a primary login lets the authenticator offer its passkeys.
    const allowCredentials = session ? descriptors(store.factors.forUser(session.user_id, 'webauthn_registration')) : [];
    const options = await generateAuthenticationOptions({ rpID: rpId, allowCredentials, userVerification, timeout: TIMEOUT_MS });
    const pending: PendingChallenge = { challenge: options.challenge, ceremony: 'authentication', rpId, userVerification, expiresAt: expiry() };
    if (session) Object.assign(pending, { sessionId: session.session_id, userId: session.user_id });
    challenges.add(pending);
    return ok(c, { ...(session && { user_id: session.user_id }), public_key_credential_request_options: JSON.stringify(options) });
  }

  app.post('/webauthn/authenticate/start/primary', (c) => authenticateStart(c, false));
  app.post('/webauthn/authenticate/start/secondary', (c) => authenticateStart(c, true));

  app.post('/webauthn/authenticate', async (c) => {
    const body = await readBody(c, { public_key_credential: str, session_duration_minutes: sessionMinutes });
    const { credential, challenge } = parseCredential<AuthenticationResponseJSON>(body.public_key_credential, ['authenticatorData', 'signature']);
    const pending = challenges.take(challenge, 'authentication', optionalSession(c, deps)?.session.session_id);
    if (!pending) throw cannotAuthenticate('the challenge is unknown, expired, already used, or was issued to another session.');
    const factor = store.factors.find('webauthn_registration', credential.id);
    if (!factor || (pending.userId !== undefined && factor.user_id !== pending.userId)) throw registrationNotFound();
    const data = registrationData(factor);
    const userHandle = credential.response.userHandle;
    if (userHandle !== undefined && userHandle !== null && userHandle !== data.user_handle) {
      throw cannotAuthenticate('the user handle does not belong to this credential.');
    }
    let newCounter: number;
    try {
      const verified = await verifyAuthenticationResponse({
        response: credential,
        expectedChallenge: pending.challenge,
        expectedOrigin: expectedOrigins(deps),
        expectedRPID: pending.rpId,
        credential: { id: factor.value, publicKey: isoBase64URL.toBuffer(data.public_key), counter: data.counter },
        requireUserVerification: pending.userVerification === 'required',
      });
      if (!verified.verified) throw new Error('the signature did not verify.');
      newCounter = verified.authenticationInfo.newCounter;
    } catch (error) {
      throw cannotAuthenticate(reason(error));
    }
    store.factors.setData(factor.factor_id, { ...data, counter: newCounter });
    const auth = await completeLogin(c, deps, factor.user_id, webauthnFactor(factor.factor_id, data), body.session_duration_minutes);
    return ok(c, { ...auth, webauthn_registration_id: factor.factor_id });
  });

  app.put('/webauthn/update/:id', async (c) => {
    const body = await readBody(c, { name: str });
    const { session } = requireSession(c, deps);
    const name = body.name.trim();
    if (!name) throw badRequest('name must not be empty.');
    if (name.length > MAX_NAME_LENGTH) throw badRequest(`name must be at most ${MAX_NAME_LENGTH} characters.`);
    const factor = ownRegistration(session.user_id, c.req.param('id'));
    const data = registrationData(factor);
    store.factors.setData(factor.factor_id, { ...data, wire: { ...data.wire, name } });
    return ok(c, { webauthn_registration: wireFactor(store.factors.require(factor.factor_id), 'webauthn_registration_id') });
  });

  return app;
}

/** The session's record of a WebAuthn proof (CONTRACT §4). */
const webauthnFactor = (id: string, data: RegistrationData) => ({
  type: 'webauthn',
  delivery_method: 'webauthn_registration',
  webauthn_factor: { webauthn_registration_id: id, domain: data.wire.domain, user_agent: data.wire.user_agent },
});
