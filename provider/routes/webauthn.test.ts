// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../auth/webauthnSoftAuthenticator';
import { makeTestProvider, MINUTE, TEST_ORIGIN, type TestProvider } from '../testkit';

let p: TestProvider;
let device: SoftAuthenticator;
beforeEach(async () => {
  p = await makeTestProvider();
  device = new SoftAuthenticator(TEST_ORIGIN);
});

const DOMAIN = 'localhost';

async function registerStart(secret: string, body: Record<string, unknown> = {}) {
  const start = await p.post(
    '/webauthn/register/start',
    { domain: DOMAIN, return_passkey_credential_options: true, user_agent: 'UnitAgent/1', ...body },
    secret,
  );
  expect(start.status, JSON.stringify(start.json)).toBe(200);
  return JSON.parse(start.json.data.public_key_credential_creation_options);
}

const register = (credential: unknown, secret: string) =>
  p.post('/webauthn/register', { public_key_credential: JSON.stringify(credential), session_duration_minutes: 30 }, secret);

/** A user signed up by password, holding a session, with one passkey on `device`. */
async function userWithPasskey(email = 'pk@example.com') {
  const { session_token: token, user_id: userId } = await p.signUp(email);
  const registered = await register(device.create(await registerStart(token)), token);
  expect(registered.status, JSON.stringify(registered.json)).toBe(200);
  return { token, userId, registrationId: registered.json.data.webauthn_registration_id as string };
}

async function authStart(secret?: string, passkey = true) {
  const start = await p.post(
    `/webauthn/authenticate/start/${secret ? 'secondary' : 'primary'}`,
    { domain: DOMAIN, return_passkey_credential_options: passkey },
    secret,
  );
  expect(start.status, JSON.stringify(start.json)).toBe(200);
  return JSON.parse(start.json.data.public_key_credential_request_options);
}

const authenticate = (credential: unknown, secret?: string) =>
  p.post('/webauthn/authenticate', { public_key_credential: JSON.stringify(credential), session_duration_minutes: 30 }, secret);

const refused = (result: { status: number; json: { error_type: string; error_message: string } }) => [result.status, result.json.error_type];

describe('WebAuthn registration', () => {
  it('registers a passkey: resident key and user verification asked, verified for real, listed by users/me, added to the session', async () => {
    const { session_token: token, user_id: userId } = await p.signUp('reg@example.com');
    const options = await registerStart(token);
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Latch local project' },
      user: { name: 'reg@example.com', displayName: 'reg@example.com', id: Buffer.from(userId).toString('base64url') },
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    });
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const registered = await register(device.create(options), token);
    expect(registered.status).toBe(200);
    const id = registered.json.data.webauthn_registration_id;
    expect(id).toMatch(/^webauthn-registration-test-/);
    expect(registered.json.data.session_token).toBe(token);
    expect(registered.json.data.session.authentication_factors.at(-1)).toMatchObject({
      type: 'webauthn',
      delivery_method: 'webauthn_registration',
      webauthn_factor: { webauthn_registration_id: id, domain: 'localhost', user_agent: 'UnitAgent/1' },
    });
    const me = await p.call('GET', '/sdk/v1/users/me', { secret: token });
    expect(me.json.data.webauthn_registrations).toEqual([
      {
        webauthn_registration_id: id,
        domain: 'localhost',
        user_agent: 'UnitAgent/1',
        authenticator_type: 'platform',
        name: 'Passkey 1',
        verified: true,
      },
    ]);

    // The next start excludes what the user already has, and the next name does not repeat.
    const again = await registerStart(token);
    expect(again.excludeCredentials).toEqual([{ id: device.credentials[0]!.id, type: 'public-key', transports: ['internal'] }]);
    await register(device.create(again), token);
    const names = (await p.call('GET', '/sdk/v1/users/me', { secret: token })).json.data.webauthn_registrations.map((r: { name: string }) => r.name);
    expect(names).toEqual(['Passkey 1', 'Passkey 2']);
  });

  it('a security key (not a passkey) needs no resident key and only prefers user verification', async () => {
    const { session_token: token } = await p.signUp('key@example.com');
    const options = await registerStart(token, { return_passkey_credential_options: false, authenticator_type: 'cross-platform' });
    expect(options.authenticatorSelection).toEqual({
      residentKey: 'discouraged',
      requireResidentKey: false,
      userVerification: 'preferred',
      authenticatorAttachment: 'cross-platform',
    });
    const registered = await register(device.create(options, { userVerified: false }), token);
    expect(registered.status).toBe(200);
    expect(registered.json.data.user.webauthn_registrations[0]).toMatchObject({ name: 'Security key 1', authenticator_type: 'cross-platform' });
  });

  it.each([
    ['a wrong challenge', { challenge: Buffer.from('not the challenge').toString('base64url') }, /challenge is unknown/],
    ['a wrong origin', { origin: 'http://evil.example' }, /origin "http:\/\/evil\.example"/],
    ['a wrong RP ID', { rpId: 'evil.example' }, /RP ID/],
    ['no user verification for a passkey', { userVerified: false }, /User verification (was )?required/],
    ['no user presence', { userPresent: false }, /User presence was required/],
  ])('refuses %s (from a session proven more than the challenge window ago)', async (_what, tweaks, message) => {
    const { session_token: token } = await p.signUp('bad-reg@example.com');
    p.advance(6 * MINUTE);
    const result = await register(device.create(await registerStart(token), tweaks), token);
    expect(refused(result)).toEqual([401, 'unable_to_register_webauthn_registration']);
    expect(result.json.error_message).toMatch(message);
    expect((await p.call('GET', '/sdk/v1/users/me', { secret: token })).json.data.webauthn_registrations).toEqual([]);
  });

  it("right after a login, takes a passkey with neither presence nor verification: a password manager's conditional create", async () => {
    const { session_token: token } = await p.signUp('upgrade@example.com');
    p.advance(4 * MINUTE);
    const options = await registerStart(token);
    // The widget lowers verification to preferred for a conditional create; the start's policy stays the passkey one.
    expect(options.authenticatorSelection.userVerification).toBe('required');
    const registered = await register(device.create(options, { userPresent: false, userVerified: false }), token);
    expect(registered.status, JSON.stringify(registered.json)).toBe(200);
    expect(registered.json.data.user.webauthn_registrations).toMatchObject([{ name: 'Passkey 1' }]);
    // Logging in with it still needs verification.
    const login = await authStart();
    expect(login.userVerification).toBe('required');
    expect(refused(await authenticate(device.get(login, { userVerified: false })))).toEqual([401, 'unable_to_auth_webauthn_registration']);
  });

  it('a security key (not a passkey) still needs presence right after a login', async () => {
    const { session_token: token } = await p.signUp('key-up@example.com');
    const options = await registerStart(token, { return_passkey_credential_options: false });
    expect(refused(await register(device.create(options, { userPresent: false }), token))).toEqual([401, 'unable_to_register_webauthn_registration']);
  });

  it('a registration challenge is single use, bound to its session and expires', async () => {
    const { session_token: token } = await p.signUp('once@example.com');
    const options = await registerStart(token);
    const other = await p.signUp('other@example.com');
    const credential = device.create(options);
    expect(refused(await register(credential, other.session_token))).toEqual([401, 'unable_to_register_webauthn_registration']);
    expect((await register(credential, token)).status).toBe(200);
    expect(refused(await register(credential, token))).toEqual([401, 'unable_to_register_webauthn_registration']);

    const late = device.create(await registerStart(token));
    p.advance(6 * MINUTE);
    expect(refused(await register(late, token))).toEqual([401, 'unable_to_register_webauthn_registration']);
  });

  it('needs a session, an origin of the project as domain, and a well-formed credential', async () => {
    const start = await p.post('/webauthn/register/start', { domain: DOMAIN });
    expect(refused(start)).toEqual([401, 'user_unauthenticated']);
    const { session_token: token } = await p.signUp('shape@example.com');
    const foreign = await p.post('/webauthn/register/start', { domain: 'evil.example' }, token);
    expect(refused(foreign)).toEqual([400, 'invalid_domain']);
    expect(refused(await p.post('/webauthn/register/start', { domain: DOMAIN, authenticator_type: 'usb' }, token))).toEqual([400, 'bad_request']);
    expect(refused(await p.post('/webauthn/register', { public_key_credential: '{oops' }, token))).toEqual([400, 'invalid_public_key_credential']);
    const noAttestation = { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'e30' } };
    const result = await register(noAttestation, token);
    expect(refused(result)).toEqual([400, 'invalid_public_key_credential']);
    expect(result.json.error_message).toContain('response.attestationObject');
    expect(refused(await p.post('/webauthn/register', { public_key_credential: 42 }, token))).toEqual([400, 'bad_request']);
  });
});

describe('WebAuthn authentication', () => {
  it('logs in with the passkey without a session: a new session, the factor, and a counter that moves on', async () => {
    const { userId, registrationId } = await userWithPasskey();
    const options = await authStart();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required', allowCredentials: [] });
    const result = await authenticate(device.get(options));
    expect(result.status).toBe(200);
    expect(result.json.data).toMatchObject({ user_id: userId, webauthn_registration_id: registrationId });
    expect(result.json.data.session_token).toMatch(/\S{20,}/);
    expect(result.json.data.session.authentication_factors).toEqual([
      expect.objectContaining({
        type: 'webauthn',
        delivery_method: 'webauthn_registration',
        webauthn_factor: { webauthn_registration_id: registrationId, domain: 'localhost', user_agent: 'UnitAgent/1' },
      }),
    ]);
    expect((await authenticate(device.get(await authStart()))).status).toBe(200);
  });

  it('secondary: the start names the signed-in user’s credentials and the answer steps up that session', async () => {
    const { token } = await userWithPasskey();
    const options = await authStart(token);
    expect(options.allowCredentials).toEqual([{ id: device.credentials[0]!.id, type: 'public-key', transports: ['internal'] }]);
    const result = await authenticate(device.get(options), token);
    expect(result.status).toBe(200);
    expect(result.json.data.session_token).toBe(token);
  });

  it.each([
    ['a wrong challenge', { challenge: Buffer.from('made up').toString('base64url') }, /challenge is unknown/],
    ['a wrong origin', { origin: 'http://localhost:9999' }, /origin "http:\/\/localhost:9999"/],
    ['a wrong RP ID', { rpId: 'evil.example' }, /RP ID/],
    ['no user verification for a passkey', { userVerified: false }, /User verification (was )?required/],
    ['a user handle of another user', { userHandle: Buffer.from('someone-else').toString('base64url') }, /user handle/],
  ])('refuses %s', async (_what, tweaks, message) => {
    await userWithPasskey();
    const result = await authenticate(device.get(await authStart(), tweaks));
    expect(refused(result)).toEqual([401, 'unable_to_auth_webauthn_registration']);
    expect(result.json.error_message).toMatch(message);
  });

  it('refuses a replayed counter', async () => {
    await userWithPasskey();
    expect((await authenticate(device.get(await authStart(), { counter: 7 }))).status).toBe(200);
    const replay = await authenticate(device.get(await authStart(), { counter: 7 }));
    expect(refused(replay)).toEqual([401, 'unable_to_auth_webauthn_registration']);
    expect(replay.json.error_message).toMatch(/counter value 7 was lower than expected 7/);
  });

  it('refuses a forged signature: the right credential id signed by another key', async () => {
    await userWithPasskey();
    const forger = new SoftAuthenticator(TEST_ORIGIN);
    forger.create(await registerStart((await p.signUp('forger@example.com')).session_token));
    const forged = forger.get(await authStart());
    forged.id = device.credentials[0]!.id;
    forged.rawId = forged.id;
    forged.response.userHandle = device.credentials[0]!.userHandle;
    const result = await authenticate(forged);
    expect(refused(result)).toEqual([401, 'unable_to_auth_webauthn_registration']);
    expect(result.json.error_message).toMatch(/signature/);
  });

  it('a challenge is single use and expires', async () => {
    await userWithPasskey();
    const options = await authStart();
    const answer = device.get(options);
    expect((await authenticate(answer)).status).toBe(200);
    expect(refused(await authenticate(answer))).toEqual([401, 'unable_to_auth_webauthn_registration']);
    const late = device.get(await authStart());
    p.advance(6 * MINUTE);
    expect(refused(await authenticate(late))).toEqual([401, 'unable_to_auth_webauthn_registration']);
  });

  it('a secondary challenge is bound to its session and to that user’s credentials', async () => {
    const owner = await userWithPasskey('owner@example.com');
    const options = await authStart(owner.token);
    // Without the session that started it, the challenge does not exist.
    expect(refused(await authenticate(device.get(options)))).toEqual([401, 'unable_to_auth_webauthn_registration']);

    const intruder = new SoftAuthenticator(TEST_ORIGIN);
    const other = await p.signUp('intruder@example.com');
    await register(intruder.create(await registerStart(other.session_token)), other.session_token);
    expect(refused(await authenticate(intruder.get(options), owner.token))).toEqual([404, 'webauthn_registration_not_found']);
  });

  it('an unknown or deleted credential answers webauthn_registration_not_found', async () => {
    const stranger = new SoftAuthenticator(TEST_ORIGIN);
    const other = await p.signUp('stranger@example.com');
    stranger.create(await registerStart(other.session_token));
    expect(refused(await authenticate(stranger.get(await authStart())))).toEqual([404, 'webauthn_registration_not_found']);

    const { token, registrationId } = await userWithPasskey();
    expect((await p.call('DELETE', `/sdk/v1/users/webauthn_registrations/${registrationId}`, { secret: token })).status).toBe(200);
    expect(refused(await authenticate(device.get(await authStart())))).toEqual([404, 'webauthn_registration_not_found']);
  });

  it('answers malformed input with the contract error body', async () => {
    expect(refused(await p.post('/webauthn/authenticate/start/primary', { domain: 7 }))).toEqual([400, 'bad_request']);
    expect(refused(await p.post('/webauthn/authenticate/start/primary', { domain: 'example.org' }))).toEqual([400, 'invalid_domain']);
    expect(refused(await p.post('/webauthn/authenticate/start/secondary', { domain: DOMAIN }))).toEqual([401, 'user_unauthenticated']);
    expect(refused(await p.post('/webauthn/authenticate', { public_key_credential: '[]' }))).toEqual([400, 'invalid_public_key_credential']);
    const badClientData = { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: '!!', authenticatorData: 'AA', signature: 'AA' } };
    expect(refused(await authenticate(badClientData))).toEqual([400, 'invalid_public_key_credential']);
    expect(refused(await p.call('POST', '/sdk/v1/webauthn/authenticate', { raw: '{"public_key_credential":' }))).toEqual([400, 'invalid_json']);
  });
});

describe('WebAuthn registration management', () => {
  it('renames the user’s own registration, trimmed; users/me shows the new name', async () => {
    const { token, registrationId } = await userWithPasskey();
    const renamed = await p.call('PUT', `/sdk/v1/webauthn/update/${registrationId}`, { secret: token, body: { name: '  Work laptop ' } });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data.webauthn_registration).toMatchObject({
      webauthn_registration_id: registrationId,
      name: 'Work laptop',
      domain: 'localhost',
      verified: true,
    });
    const me = await p.call('GET', '/sdk/v1/users/me', { secret: token });
    expect(me.json.data.webauthn_registrations[0].name).toBe('Work laptop');
  });

  it('refuses another user’s registration id on update and delete, and empty or unauthenticated renames', async () => {
    const { registrationId } = await userWithPasskey('first@example.com');
    const other = await p.signUp('second@example.com');
    const update = await p.call('PUT', `/sdk/v1/webauthn/update/${registrationId}`, { secret: other.session_token, body: { name: 'Mine now' } });
    expect(refused(update)).toEqual([404, 'webauthn_registration_not_found']);
    const remove = await p.call('DELETE', `/sdk/v1/users/webauthn_registrations/${registrationId}`, { secret: other.session_token });
    expect(refused(remove)).toEqual([404, 'webauthn_registration_not_found']);
    expect(refused(await p.call('PUT', `/sdk/v1/webauthn/update/${registrationId}`, { body: { name: 'x' } }))).toEqual([401, 'user_unauthenticated']);
    const { token } = { token: other.session_token };
    expect(refused(await p.call('PUT', '/sdk/v1/webauthn/update/nope', { secret: token, body: { name: '   ' } }))).toEqual([400, 'bad_request']);
    expect(refused(await p.call('PUT', '/sdk/v1/webauthn/update/nope', { secret: token, body: { name: 'x'.repeat(101) } }))).toEqual([
      400,
      'bad_request',
    ]);
  });
});

describe('user verification is the project’s decision, not the caller’s (issue 28)', () => {
  /** A security key registered as a second factor, on a device that verifies no user. */
  async function userWithSecurityKey() {
    const { session_token: token } = await p.signUp('key-holder@example.com');
    const options = await registerStart(token, { return_passkey_credential_options: false, authenticator_type: 'cross-platform' });
    expect((await register(device.create(options, { userVerified: false }), token)).status).toBe(200);
    return token;
  }

  it('a login without a session requires user verification whatever the start asked for', async () => {
    await userWithSecurityKey();
    const options = await authStart(undefined, false);
    expect(options.userVerification).toBe('required');
    const result = await authenticate(device.get(options, { userVerified: false }));
    expect(refused(result)).toEqual([401, 'unable_to_auth_webauthn_registration']);
    expect(result.json.error_message).toMatch(/User verification (was )?required/);
  });

  it('a step-up on a live session may use the security key without verification', async () => {
    const token = await userWithSecurityKey();
    const options = await authStart(token, false);
    expect(options.userVerification).toBe('preferred');
    expect((await authenticate(device.get(options, { userVerified: false }), token)).status).toBe(200);
  });

  it('a project that sets webauthnUserVerification "preferred" lets presence alone log in; a passkey start still asks for more', async () => {
    p = await makeTestProvider({ config: { webauthnUserVerification: 'preferred' } });
    await userWithSecurityKey();
    const options = await authStart(undefined, false);
    expect(options.userVerification).toBe('preferred');
    expect((await authenticate(device.get(options, { userVerified: false }))).status).toBe(200);
    expect((await authStart(undefined, true)).userVerification).toBe('required');
  });

  it('refuses any other webauthnUserVerification in the config', async () => {
    await expect(makeTestProvider({ config: { webauthnUserVerification: 'discouraged' as 'preferred' } })).rejects.toThrow(
      'config: webauthnUserVerification must be "required" or "preferred"',
    );
  });
});

describe('passkey starts cannot cancel other people’s sign-ins (issue 28, item 3)', () => {
  const from = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });
  async function startFrom(ip: string) {
    const response = await p.app.request(
      '/sdk/v1/webauthn/authenticate/start/primary',
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Basic ${Buffer.from(`${p.publicToken}:${p.publicToken}`).toString('base64')}`,
        },
        body: JSON.stringify({ domain: DOMAIN, return_passkey_credential_options: true }),
      },
      from(ip),
    );
    return { status: response.status, retryAfter: response.headers.get('retry-after'), json: await response.json() };
  }

  it('one client: 429 with Retry-After and the contract body after 60 starts a minute; other clients go on', async () => {
    for (let i = 0; i < 60; i++) expect((await startFrom('203.0.113.5')).status).toBe(200);
    const flood = await startFrom('203.0.113.5');
    expect(flood.status).toBe(429);
    expect(flood.retryAfter).toBe('60');
    expect(flood.json).toMatchObject({
      status_code: 429,
      error_type: 'too_many_requests',
      error_message: 'Too many sign-in attempts were started. Try again in 60 seconds.',
      request_id: expect.any(String),
      error_url: expect.any(String),
    });
    expect((await startFrom('198.51.100.5')).status).toBe(200);
    p.advance(MINUTE);
    expect((await startFrom('203.0.113.5')).status).toBe(200);
  });

  it('a flood of starts from one client does not cancel the challenge a user is answering', async () => {
    await userWithPasskey();
    const options = await authStart();
    const answers = new Map<number, number>();
    // The store holds 10,000 (webauthnChallenges.test.ts shows a full one refuses rather than drops): past 60 a
    // minute, a client's starts keep nothing, so 1,050 show the same as the 10,050 that once evicted the user's.
    for (let i = 0; i < 1_050; i++) {
      const { status } = await startFrom('203.0.113.66');
      answers.set(status, (answers.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(answers)).toEqual({ 200: 60, 429: 990 });
    expect((await authenticate(device.get(options))).status).toBe(200);
  });
});

describe('a credential’s shape is checked before it is stored (issue 28, item 6)', () => {
  const nested = (depth: number): unknown => {
    let value: unknown = 'usb';
    for (let i = 0; i < depth; i++) value = [value];
    return value;
  };

  it.each([
    ['deeply nested transports', (c: Record<string, any>) => void (c.response.transports = nested(4_100)), 'it is nested deeper than 32 levels.'],
    ['nested transports', (c: Record<string, any>) => void (c.response.transports = nested(3)), 'response.transports must be a list of'],
    [
      'an unknown transport',
      (c: Record<string, any>) => void (c.response.transports = ['internal', 'x'.repeat(1000)]),
      'response.transports must be a list of',
    ],
    [
      'too many transports',
      (c: Record<string, any>) => void (c.response.transports = Array(20).fill('usb')),
      'response.transports must be a list of',
    ],
    [
      'an object as authenticatorAttachment',
      (c: Record<string, any>) => void (c.authenticatorAttachment = { a: 1 }),
      'authenticatorAttachment must be',
    ],
    ['a huge id', (c: Record<string, any>) => void (c.id = c.rawId = 'A'.repeat(5000)), 'id and rawId must be'],
    ['deeply nested extension results', (c: Record<string, any>) => void (c.clientExtensionResults = { x: nested(4_100) }), 'nested deeper than'],
  ])('refuses %s with 400, and the user’s starts keep working', async (_what, bend, message) => {
    const { session_token: token } = await p.signUp('poison@example.com');
    const credential = device.create(await registerStart(token)) as unknown as Record<string, any>;
    bend(credential);
    const result = await register(credential, token);
    expect(refused(result)).toEqual([400, 'invalid_public_key_credential']);
    expect(result.json.error_message).toContain(message);
    expect((await p.post('/webauthn/authenticate/start/secondary', { domain: DOMAIN, return_passkey_credential_options: true }, token)).status).toBe(
      200,
    );
    expect((await p.post('/webauthn/register/start', { domain: DOMAIN, return_passkey_credential_options: true }, token)).status).toBe(200);
  });

  it('a registration stored with bad transports before these checks still leaves every start answering', async () => {
    const { token } = await userWithPasskey();
    const [factor] = p.deps.store.factors.forUser(
      (await p.call('GET', '/sdk/v1/users/me', { secret: token })).json.data.user_id,
      'webauthn_registration',
    );
    p.deps.store.factors.setData(factor!.factor_id, { ...factor!.data, transports: nested(4_100) });
    const options = await authStart(token);
    expect(options.allowCredentials).toEqual([{ id: device.credentials[0]!.id, type: 'public-key' }]);
    expect((await p.post('/webauthn/register/start', { domain: DOMAIN, return_passkey_credential_options: true }, token)).status).toBe(200);
    expect((await authenticate(device.get(options), token)).status).toBe(200);
  });

  it('an assertion with deeply nested extension results is refused with 400', async () => {
    await userWithPasskey();
    const assertion = device.get(await authStart()) as unknown as Record<string, any>;
    assertion.clientExtensionResults = { x: nested(4_100) };
    expect(refused(await authenticate(assertion))).toEqual([400, 'invalid_public_key_credential']);
  });
});
