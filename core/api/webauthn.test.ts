import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LatchError, UsageError } from '../errors.js';
import type { Session } from '../types.js';
import { b64url, installFakeWebAuthn, textOf, type FakeWebAuthn } from '../../test/support/fakeWebAuthn.js';
import { fakeCoreClient } from '../../test/support/coreApi.js';
import { ceremonyFailure, webauthnAuthenticate, webauthnRegister, webauthnUpdate } from './webauthn.js';
import { webauthnAccount } from './webauthnAccount.js';
import { webauthnCapabilities } from './webauthnCapabilities.js';
import { signalBrowser } from './webauthnSignals.js';

const BASE = 'http://localhost:4100';
const TOKEN = 'public-token-test-webauthn';

const seen: { method: string; path: string; body: Record<string, unknown> | undefined }[] = [];
const record = async (request: Request) => {
  const text = await request.text();
  seen.push({ method: request.method, path: new URL(request.url).pathname.replace('/sdk/v1', ''), body: text ? JSON.parse(text) : undefined });
};

const creationOptions = {
  rp: { name: 'Unit', id: 'localhost' },
  user: { id: b64url('user-1'), name: 'ada@example.com', displayName: 'ada@example.com' },
  challenge: b64url('register-challenge'),
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  excludeCredentials: [{ id: b64url('old-credential'), type: 'public-key', transports: ['internal'] }],
  authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
};
const requestOptions = {
  challenge: b64url('login-challenge'),
  rpId: 'localhost',
  allowCredentials: [{ id: b64url('known-credential'), type: 'public-key' }],
  userVerification: 'required',
};
const authData = {
  request_id: 'r',
  status_code: 200,
  user_id: 'user-1',
  session_token: 'tok',
  session_jwt: 'jwt',
  webauthn_registration_id: 'reg-1',
};

const server = setupServer(
  http.post(`${BASE}/sdk/v1/webauthn/register/start`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({
      data: { request_id: 'r', status_code: 200, user_id: 'user-1', public_key_credential_creation_options: JSON.stringify(creationOptions) },
    });
  }),
  http.post(`${BASE}/sdk/v1/webauthn/register`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: authData });
  }),
  http.post(`${BASE}/sdk/v1/webauthn/authenticate/start/:which`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: { request_id: 'r', status_code: 200, public_key_credential_request_options: JSON.stringify(requestOptions) } });
  }),
  http.post(`${BASE}/sdk/v1/webauthn/authenticate`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: authData });
  }),
  http.put(`${BASE}/sdk/v1/webauthn/update/:id`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({
      data: { request_id: 'r', status_code: 200, webauthn_registration: { webauthn_registration_id: 'reg 1', name: 'Laptop' } },
    });
  }),
);

let fake: FakeWebAuthn;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  fake = installFakeWebAuthn();
});
afterEach(() => {
  fake.restore();
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const client = (signedIn: boolean) => fakeCoreClient({ base: BASE, token: TOKEN, ...(signedIn && { session: { session_id: 's-1' } as Session }) });
const ceremonyAsked = () => vi.waitFor(() => expect(fake.pending()).toHaveLength(1));

describe('webauthnRegister', () => {
  it('starts, hands the browser binary options, posts the credential as a JSON string and stores the session', async () => {
    const { client: c, session } = client(true);
    const done = webauthnRegister(c, { is_passkey: true });
    await ceremonyAsked();
    const call = fake.last()!;
    expect(call.kind).toBe('create');
    expect(textOf(call.publicKey.challenge)).toBe('register-challenge');
    expect(textOf((call.publicKey.user as { id: unknown }).id)).toBe('user-1');
    expect(textOf((call.publicKey.excludeCredentials as { id: unknown }[])[0]!.id)).toBe('old-credential');
    call.succeed('new-credential');
    await expect(done).resolves.toMatchObject({ webauthn_registration_id: 'reg-1' });

    expect(seen.map((s) => s.path)).toEqual(['/webauthn/register/start', '/webauthn/register']);
    expect(seen[0]!.body).toEqual({ domain: location.hostname, return_passkey_credential_options: true, user_agent: navigator.userAgent });
    const sent = JSON.parse(seen[1]!.body!.public_key_credential as string);
    expect(sent).toMatchObject({
      id: b64url('new-credential'),
      rawId: b64url('new-credential'),
      type: 'public-key',
      response: { attestationObject: b64url('attestation'), transports: ['internal'] },
    });
    expect(seen[1]!.body!.session_duration_minutes).toBe(30);
    expect(session.storeAuthResponse).toHaveBeenCalledWith(authData);
  });

  it('needs a session and checks its arguments before any request', async () => {
    await expect(webauthnRegister(client(false).client)).rejects.toMatchObject({ name: 'NoCurrentSessionError' });
    await expect(webauthnRegister(client(true).client, { is_passkey: 'yes' as unknown as boolean })).rejects.toThrow(
      new UsageError('webauthn.register', 'is_passkey must be an optional boolean.'),
    );
    expect(seen).toEqual([]);
  });

  it('conditional: asks the password manager with no dialog, without demanding verification, and can be aborted', async () => {
    const done = webauthnRegister(client(true).client, { is_passkey: true, conditional_mediation: true });
    await ceremonyAsked();
    const call = fake.last()!;
    expect(call.mediation).toBe('conditional');
    expect(call.publicKey.authenticatorSelection).toEqual({ residentKey: 'required', userVerification: 'preferred' });
    call.succeed('new-credential');
    await expect(done).resolves.toMatchObject({ webauthn_registration_id: 'reg-1' });

    const controller = new AbortController();
    const aborted = webauthnRegister(client(true).client, { conditional_mediation: true, signal: controller.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(fake.pending()).toHaveLength(1));
    controller.abort();
    expect(await aborted).toMatchObject({ name: 'AbortError' });
    expect(seen.filter((s) => s.path === '/webauthn/register')).toHaveLength(1);
  });

  it('reports an authenticator that already holds an excluded credential as alreadyRegistered, and posts nothing', async () => {
    const done = webauthnRegister(client(true).client).catch((e: unknown) => e);
    await ceremonyAsked();
    fake.last()!.fail('InvalidStateError');
    expect(ceremonyFailure(await done)).toBe('alreadyRegistered');
    expect(seen.map((s) => s.path)).toEqual(['/webauthn/register/start']);
  });
});

describe('webauthnAuthenticate', () => {
  it('without a session: start/primary, a dialog limited to the allowed credentials, then authenticate', async () => {
    const { client: c, session } = client(false);
    const done = webauthnAuthenticate(c, { session_duration_minutes: 45, is_passkey: true });
    await ceremonyAsked();
    const call = fake.last()!;
    expect(call.mediation).toBeUndefined();
    expect(textOf(call.publicKey.challenge)).toBe('login-challenge');
    expect((call.publicKey.allowCredentials as { id: unknown }[]).map((d) => textOf(d.id))).toEqual(['known-credential']);
    call.succeed('known-credential');
    await expect(done).resolves.toMatchObject({ webauthn_registration_id: 'reg-1' });
    expect(seen.map((s) => s.path)).toEqual(['/webauthn/authenticate/start/primary', '/webauthn/authenticate']);
    expect(seen[0]!.body).toEqual({ domain: location.hostname, return_passkey_credential_options: true });
    expect(seen[1]!.body!.session_duration_minutes).toBe(45);
    expect(JSON.parse(seen[1]!.body!.public_key_credential as string).response).toEqual({
      authenticatorData: b64url('auth-data'),
      clientDataJSON: expect.any(String),
      signature: b64url('signature'),
      userHandle: b64url('user-handle'),
    });
    expect(session.storeAuthResponse).toHaveBeenCalledWith(authData);
  });

  it('with a session: start/secondary', async () => {
    const done = webauthnAuthenticate(client(true).client, { session_duration_minutes: 30 });
    await ceremonyAsked();
    fake.last()!.succeed();
    await done;
    expect(seen[0]!.path).toBe('/webauthn/authenticate/start/secondary');
  });

  it('conditional: asks for autofill mediation with an empty allow list', async () => {
    const done = webauthnAuthenticate(client(false).client, { session_duration_minutes: 30, conditional_mediation: true });
    await ceremonyAsked();
    expect(fake.last()!.mediation).toBe('conditional');
    expect(fake.last()!.publicKey.allowCredentials).toEqual([]);
    fake.last()!.succeed();
    await expect(done).resolves.toMatchObject({ user_id: 'user-1' });
  });

  it('conditional without browser support resolves to null and calls nothing', async () => {
    fake.restore();
    fake = installFakeWebAuthn({ autofill: false });
    await expect(webauthnAuthenticate(client(false).client, { session_duration_minutes: 30, conditional_mediation: true })).resolves.toBeNull();
    expect(seen).toEqual([]);
    expect(fake.calls).toEqual([]);
  });

  it('an abort while the dialog waits cancels it and rejects with AbortError, posting no credential', async () => {
    const controller = new AbortController();
    const done = webauthnAuthenticate(client(false).client, {
      session_duration_minutes: 30,
      conditional_mediation: true,
      signal: controller.signal,
    }).catch((e: unknown) => e);
    await ceremonyAsked();
    controller.abort();
    expect(await done).toMatchObject({ name: 'AbortError' });
    expect(fake.pending()).toEqual([]);
    expect(fake.last()!.signal).toBe(controller.signal);
    expect(seen.map((s) => s.path)).toEqual(['/webauthn/authenticate/start/primary']);
  });

  it('an abort before the start call answers rejects with AbortError and opens no dialog', async () => {
    const controller = new AbortController();
    const done = webauthnAuthenticate(client(false).client, { session_duration_minutes: 30, signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await done;
    expect(error).toBeInstanceOf(LatchError);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(fake.calls).toEqual([]);
  });

  it('a closed dialog is cancelled, not an error to show', async () => {
    const done = webauthnAuthenticate(client(false).client, { session_duration_minutes: 30 }).catch((e: unknown) => e);
    await ceremonyAsked();
    fake.last()!.fail('NotAllowedError', 'The operation either timed out or was not allowed.');
    expect(ceremonyFailure(await done)).toBe('cancelled');
    expect(ceremonyFailure(new Error('other'))).toBeUndefined();
    expect(seen.map((s) => s.path)).toEqual(['/webauthn/authenticate/start/primary']);
  });

  it.each([
    [{ session_duration_minutes: '30' }, 'session_duration_minutes must be a number.'],
    [{ session_duration_minutes: 30, conditional_mediation: 1 }, 'conditional_mediation must be an optional boolean.'],
    [{ session_duration_minutes: 30, domain: 5 }, 'domain must be an optional string.'],
  ])('refuses %o before any request', async (options, message) => {
    await expect(webauthnAuthenticate(client(false).client, options as never)).rejects.toThrow(`Invalid call to webauthn.authenticate: ${message}`);
    expect(seen).toEqual([]);
  });
});

describe('webauthnUpdate', () => {
  it('puts the new name to the encoded registration id', async () => {
    await expect(webauthnUpdate(client(true).client, 'reg 1', 'Laptop')).resolves.toEqual({
      webauthn_registration: { webauthn_registration_id: 'reg 1', name: 'Laptop' },
    });
    expect(seen).toEqual([{ method: 'PUT', path: '/webauthn/update/reg%201', body: { name: 'Laptop' } }]);
  });

  it('needs a session and a string name', async () => {
    await expect(webauthnUpdate(client(false).client, 'reg-1', 'x')).rejects.toMatchObject({ name: 'NoCurrentSessionError' });
    await expect(webauthnUpdate(client(true).client, 'reg-1', 7 as unknown as string)).rejects.toThrow(
      'Invalid call to webauthn.update: name must be a string.',
    );
    expect(seen).toEqual([]);
  });
});

describe('what the browser says and is told (WebAuthn Level 3)', () => {
  it('capabilities: conditional create and a platform authenticator, from getClientCapabilities; all false without it', async () => {
    fake.restore();
    fake = installFakeWebAuthn({ capabilities: { conditionalCreate: true, userVerifyingPlatformAuthenticator: true } });
    await expect(webauthnCapabilities()).resolves.toEqual({ conditionalCreate: true, platformAuthenticator: true });
    fake.restore();
    fake = installFakeWebAuthn();
    await expect(webauthnCapabilities()).resolves.toEqual({ conditionalCreate: false, platformAuthenticator: false });
  });

  it('a deleted passkey: the sign-in still fails, and the password manager hears the credential is unknown', async () => {
    fake.restore();
    fake = installFakeWebAuthn({ signals: true });
    server.use(
      http.post(`${BASE}/sdk/v1/webauthn/authenticate`, () =>
        HttpResponse.json(
          { status_code: 404, error_type: 'webauthn_registration_not_found', error_message: 'gone', error_url: '', request_id: 'r' },
          { status: 404 },
        ),
      ),
    );
    const done = webauthnAuthenticate(client(false).client, { session_duration_minutes: 30 }).catch((e: unknown) => e);
    await ceremonyAsked();
    fake.last()!.succeed('deleted-credential');
    expect(await done).toMatchObject({ error_type: 'webauthn_registration_not_found' });
    expect(fake.signals).toEqual([{ name: 'signalUnknownCredential', options: { rpId: 'localhost', credentialId: b64url('deleted-credential') } }]);
  });

  it('another refusal tells the password manager nothing', async () => {
    fake.restore();
    fake = installFakeWebAuthn({ signals: true });
    server.use(
      http.post(`${BASE}/sdk/v1/webauthn/authenticate`, () =>
        HttpResponse.json({ status_code: 401, error_type: 'unable_to_auth_webauthn_registration', error_message: 'no' }, { status: 401 }),
      ),
    );
    const done = webauthnAuthenticate(client(false).client, { session_duration_minutes: 30 }).catch((e: unknown) => e);
    await ceremonyAsked();
    fake.last()!.succeed();
    await done;
    expect(fake.signals).toEqual([]);
  });

  it('a browser without the Signal API, or one that throws, is left alone', () => {
    expect(() => signalBrowser('signalUnknownCredential', { rpId: 'localhost', credentialId: 'x' })).not.toThrow();
    Object.assign(globalThis.PublicKeyCredential, {
      signalUnknownCredential: () => {
        throw new TypeError('bad id');
      },
    });
    expect(() => signalBrowser('signalUnknownCredential', { rpId: 'localhost', credentialId: 'x' })).not.toThrow();
  });

  it("the account as its passkeys know it: register/start's user entity and the credentials it excludes", async () => {
    await expect(webauthnAccount(client(true).client)).resolves.toEqual({
      rpId: 'localhost',
      user: { id: b64url('user-1'), name: 'ada@example.com', displayName: 'ada@example.com' },
      credentialIds: [b64url('old-credential')],
    });
    expect(seen.map((s) => s.path)).toEqual(['/webauthn/register/start']);
    expect(fake.calls).toEqual([]);
    await expect(webauthnAccount(client(false).client)).rejects.toMatchObject({ name: 'NoCurrentSessionError' });
  });
});
