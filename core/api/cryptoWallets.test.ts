import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, UsageError } from '../errors.js';
import type { Session } from '../types.js';
import { cryptoWalletAuthenticate, cryptoWalletAuthenticateStart } from './cryptoWallets.js';
import { fakeCoreClient } from '../../test/support/coreApi.js';

const BASE = 'http://localhost:4100';
const TOKEN = 'public-token-test-crypto';
const ADDRESS = '0x6df2db4fb3da35d241901bd53367770bf03123f1';

const seen: { path: string; body: Record<string, unknown> }[] = [];
const authData = { request_id: 'r-auth', status_code: 200, user_id: 'user-1', session_token: 'tok', session_jwt: 'jwt' };

const server = setupServer(
  http.post(`${BASE}/sdk/v1/crypto_wallets/authenticate/start/:route`, async ({ request }) => {
    seen.push({ path: new URL(request.url).pathname.replace('/sdk/v1', ''), body: (await request.json()) as Record<string, unknown> });
    return HttpResponse.json({ data: { request_id: 'r-1', status_code: 200, challenge: 'Sign this' } });
  }),
  http.post(`${BASE}/sdk/v1/crypto_wallets/authenticate`, async ({ request }) => {
    seen.push({ path: '/crypto_wallets/authenticate', body: (await request.json()) as Record<string, unknown> });
    return HttpResponse.json({ data: authData });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

function fakeClient({ signedIn = false, siwe = false } = {}) {
  return fakeCoreClient({
    base: BASE,
    token: TOKEN,
    bootstrap: { siweRequiredForCryptoWallets: siwe },
    ...(signedIn && { session: { session_id: 's-1' } as Session }),
  });
}

describe('cryptoWallets.authenticateStart', () => {
  it('posts address and type to start/primary without a session and returns the challenge', async () => {
    const { client } = fakeClient();
    await expect(cryptoWalletAuthenticateStart(client, { crypto_wallet_address: ADDRESS, crypto_wallet_type: 'ethereum' })).resolves.toMatchObject({
      challenge: 'Sign this',
    });
    expect(seen).toEqual([
      { path: '/crypto_wallets/authenticate/start/primary', body: { crypto_wallet_address: ADDRESS, crypto_wallet_type: 'ethereum' } },
    ]);
  });

  it('uses start/secondary while a session exists, so the wallet joins the signed-in user', async () => {
    await cryptoWalletAuthenticateStart(fakeClient({ signedIn: true }).client, { crypto_wallet_address: ADDRESS, crypto_wallet_type: 'ethereum' });
    expect(seen.map((s) => s.path)).toEqual(['/crypto_wallets/authenticate/start/secondary']);
  });

  it('adds siwe_params with the page origin as uri when the project requires SIWE', async () => {
    await cryptoWalletAuthenticateStart(fakeClient({ siwe: true }).client, { crypto_wallet_address: ADDRESS, crypto_wallet_type: 'ethereum' });
    expect(seen[0]?.body).toEqual({ crypto_wallet_address: ADDRESS, crypto_wallet_type: 'ethereum', siwe_params: { uri: location.origin } });
  });

  it("keeps the caller's SIWE fields and uri", async () => {
    const siwe_params = {
      uri: 'https://app.example.com/login',
      chain_id: '137',
      statement: 'Welcome back',
      resources: ['https://example.com/terms'],
    };
    await cryptoWalletAuthenticateStart(fakeClient({ siwe: true }).client, {
      crypto_wallet_address: ADDRESS,
      crypto_wallet_type: 'ethereum',
      siwe_params,
    });
    expect(seen[0]?.body.siwe_params).toEqual(siwe_params);
  });

  it('sends no siwe_params for Solana, nor when the project does not require SIWE', async () => {
    await cryptoWalletAuthenticateStart(fakeClient({ siwe: true }).client, {
      crypto_wallet_address: 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW',
      crypto_wallet_type: 'solana',
    });
    await cryptoWalletAuthenticateStart(fakeClient({ siwe: false }).client, {
      crypto_wallet_address: ADDRESS,
      crypto_wallet_type: 'ethereum',
      siwe_params: { uri: 'https://a.example' },
    });
    expect(seen.map((s) => 'siwe_params' in s.body)).toEqual([false, false]);
  });

  it.each([
    [{ crypto_wallet_address: 42, crypto_wallet_type: 'ethereum' }, 'crypto_wallet_address must be a string.'],
    [{ crypto_wallet_address: ADDRESS }, 'crypto_wallet_type must be a string.'],
    [
      { crypto_wallet_address: ADDRESS, crypto_wallet_type: 'ethereum', siwe_params: { resources: 'https://x.example' } },
      'resources must be an optional array of strings.',
    ],
  ])('refuses bad arguments before any request (%#)', async (options, message) => {
    const error = await cryptoWalletAuthenticateStart(fakeClient().client, options as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe(`Invalid call to cryptoWallets.authenticateStart: ${message}`);
    expect(seen).toHaveLength(0);
  });
});

describe('cryptoWallets.authenticate', () => {
  it('posts the signature with a 30-minute default session and stores the session', async () => {
    const { client, session } = fakeClient();
    await cryptoWalletAuthenticate(client, { crypto_wallet_address: ADDRESS, crypto_wallet_type: 'ethereum', signature: '0xabc' });
    expect(seen).toEqual([
      {
        path: '/crypto_wallets/authenticate',
        body: { crypto_wallet_address: ADDRESS, crypto_wallet_type: 'ethereum', signature: '0xabc', session_duration_minutes: 30 },
      },
    ]);
    expect(session.storeAuthResponse).toHaveBeenCalledWith(authData);
  });

  it('stores nothing when the provider refuses the signature', async () => {
    server.use(
      http.post(`${BASE}/sdk/v1/crypto_wallets/authenticate`, () =>
        HttpResponse.json({ status_code: 401, error_type: 'invalid_signature', error_message: 'no', request_id: 'r' }, { status: 401 }),
      ),
    );
    const { client, session } = fakeClient();
    await expect(
      cryptoWalletAuthenticate(client, { crypto_wallet_address: ADDRESS, crypto_wallet_type: 'ethereum', signature: '0x00' }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(session.storeAuthResponse).not.toHaveBeenCalled();
  });

  it.each([
    [{ crypto_wallet_address: ADDRESS, crypto_wallet_type: 'ethereum' }, 'signature must be a string.'],
    [
      { crypto_wallet_address: ADDRESS, crypto_wallet_type: 'ethereum', signature: '0x1', session_duration_minutes: '60' },
      'session_duration_minutes must be a number.',
    ],
  ])('refuses bad arguments before any request (%#)', async (options, message) => {
    await expect(cryptoWalletAuthenticate(fakeClient().client, options as never)).rejects.toThrow(
      `Invalid call to cryptoWallets.authenticate: ${message}`,
    );
    expect(seen).toHaveLength(0);
  });
});
