// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ed25519 } from '@noble/curves/ed25519.js';
import bs58 from 'bs58';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../store';
import { makeTestProvider, MINUTE, TEST_ORIGIN, type TestProvider } from '../testkit';

let p: TestProvider;
beforeEach(async () => {
  p = await makeTestProvider();
});

const ethWallet = () => privateKeyToAccount(generatePrivateKey());
function solWallet() {
  const secret = ed25519.utils.randomSecretKey();
  return {
    address: bs58.encode(ed25519.getPublicKey(secret)),
    sign: (message: string) => bs58.encode(ed25519.sign(new TextEncoder().encode(message), secret)),
  };
}

const start = (address: string, type: string, extra: Record<string, unknown> = {}, secret?: string) =>
  p.post(
    `/crypto_wallets/authenticate/${secret ? 'start/secondary' : 'start/primary'}`,
    { crypto_wallet_address: address, crypto_wallet_type: type, ...extra },
    secret,
  );
const authenticate = (address: string, type: string, signature: string, secret?: string) =>
  p.post(
    '/crypto_wallets/authenticate',
    { crypto_wallet_address: address, crypto_wallet_type: type, signature, session_duration_minutes: 30 },
    secret,
  );

async function challengeFor(wallet: PrivateKeyAccount, extra: Record<string, unknown> = {}) {
  const started = await start(wallet.address, 'ethereum', extra);
  expect(started.status).toBe(200);
  return started.json.data.challenge as string;
}

/** Starts for `wallet`, has it sign, and authenticates: the happy path the negative cases depart from. */
async function signIn(wallet: PrivateKeyAccount, extra: Record<string, unknown> = {}) {
  const challenge = await challengeFor(wallet, extra);
  return authenticate(wallet.address, 'ethereum', await wallet.signMessage({ message: challenge }));
}

const error = (result: { status: number; json: { error_type: string } }) => [result.status, result.json.error_type];

describe('Ethereum, plain challenge (SIWE off)', () => {
  it('signs in: the user gets the wallet, verified, and the session a crypto_wallet factor', async () => {
    const wallet = ethWallet();
    const started = await start(wallet.address, 'ethereum');
    expect(started.json.data).toMatchObject({ user_created: true, user_id: expect.stringMatching(/^user-test-/) });
    const challenge: string = started.json.data.challenge;
    expect(challenge).toMatch(/^Sign in to Latch local project with your Ethereum wallet\.\n\nNonce: [0-9a-f]{32}$/);
    const auth = await authenticate(wallet.address, 'ethereum', await wallet.signMessage({ message: challenge }));
    expect(auth.status).toBe(200);
    const { user, session, session_token, session_jwt } = auth.json.data;
    const address = wallet.address.toLowerCase();
    expect(user.status).toBe('active');
    expect(user.crypto_wallets).toEqual([
      {
        crypto_wallet_id: expect.stringMatching(/^crypto-wallet-test-/),
        crypto_wallet_address: address,
        crypto_wallet_type: 'ethereum',
        verified: true,
      },
    ]);
    expect(session.authentication_factors[0]).toMatchObject({
      type: 'crypto',
      delivery_method: 'crypto_wallet',
      crypto_wallet_factor: {
        crypto_wallet_id: user.crypto_wallets[0].crypto_wallet_id,
        crypto_wallet_address: address,
        crypto_wallet_type: 'ethereum',
      },
    });
    expect(session_token && session_jwt).toBeTruthy();
    const me = await p.call('GET', '/sdk/v1/users/me', { secret: session_token });
    expect(me.json.data.crypto_wallets).toEqual(user.crypto_wallets);
  });

  it('finds the same user the next time, whatever the address case', async () => {
    const wallet = ethWallet();
    const first = (await signIn(wallet)).json.data.user_id;
    const again = await start(wallet.address.toLowerCase(), 'ethereum');
    expect(again.json.data).toMatchObject({ user_id: first, user_created: false });
  });

  it('wrong signature: another key signed the challenge', async () => {
    const wallet = ethWallet();
    const challenge = await challengeFor(wallet);
    expect(error(await authenticate(wallet.address, 'ethereum', await ethWallet().signMessage({ message: challenge })))).toEqual([
      401,
      'invalid_signature',
    ]);
  });

  it('tampered message: the wallet signed other text than the challenge', async () => {
    const wallet = ethWallet();
    const challenge = await challengeFor(wallet);
    const signature = await wallet.signMessage({ message: challenge.replace('Latch local project', 'Latch local project (evil)') });
    expect(error(await authenticate(wallet.address, 'ethereum', signature))).toEqual([401, 'invalid_signature']);
  });

  it('reused challenge: one signature check per challenge, even a correct one', async () => {
    const wallet = ethWallet();
    const challenge = await challengeFor(wallet);
    const signature = await wallet.signMessage({ message: challenge });
    expect((await authenticate(wallet.address, 'ethereum', signature)).status).toBe(200);
    expect(error(await authenticate(wallet.address, 'ethereum', signature))).toEqual([404, 'crypto_wallet_challenge_not_found']);
  });

  it('a failed check spends the challenge too', async () => {
    const wallet = ethWallet();
    const challenge = await challengeFor(wallet);
    expect((await authenticate(wallet.address, 'ethereum', `0x${'00'.repeat(65)}`)).status).toBe(401);
    expect(error(await authenticate(wallet.address, 'ethereum', await wallet.signMessage({ message: challenge })))).toEqual([
      404,
      'crypto_wallet_challenge_not_found',
    ]);
  });

  it('another address: a challenge for one wallet proves nothing for another', async () => {
    const [a, b] = [ethWallet(), ethWallet()];
    const challenge = await challengeFor(a);
    const byB = await b.signMessage({ message: challenge });
    expect(error(await authenticate(b.address, 'ethereum', byB))).toEqual([404, 'crypto_wallet_challenge_not_found']);
    expect(error(await authenticate(a.address, 'ethereum', byB))).toEqual([401, 'invalid_signature']);
  });

  it('expired: ten minutes to sign', async () => {
    const wallet = ethWallet();
    const challenge = await challengeFor(wallet);
    p.advance(10 * MINUTE);
    expect(error(await authenticate(wallet.address, 'ethereum', await wallet.signMessage({ message: challenge })))).toEqual([
      401,
      'crypto_wallet_challenge_expired',
    ]);
  });

  it('a new start replaces the earlier challenge', async () => {
    const wallet = ethWallet();
    const first = await challengeFor(wallet);
    await challengeFor(wallet);
    expect(error(await authenticate(wallet.address, 'ethereum', await wallet.signMessage({ message: first })))).toEqual([401, 'invalid_signature']);
  });
});

describe('Ethereum with Sign-In With Ethereum', () => {
  beforeEach(async () => {
    p = await makeTestProvider({ config: { siweRequiredForCryptoWallets: true, allowedOrigins: ['https://app.example.com'] } });
  });

  it('issues an EIP-4361 message for the page and signs in with it', async () => {
    const wallet = ethWallet();
    const challenge = await challengeFor(wallet, { siwe_params: { uri: TEST_ORIGIN, statement: 'Welcome back.', chain_id: '137' } });
    expect(challenge.split('\n')).toEqual([
      'localhost:4100 wants you to sign in with your Ethereum account:',
      wallet.address,
      '',
      'Welcome back.',
      '',
      `URI: ${TEST_ORIGIN}`,
      'Version: 1',
      'Chain ID: 137',
      expect.stringMatching(/^Nonce: [0-9a-f]{32}$/),
      'Issued At: 2030-01-01T00:00:00.000Z',
      'Expiration Time: 2030-01-01T00:10:00.000Z',
    ]);
    expect((await authenticate(wallet.address, 'ethereum', await wallet.signMessage({ message: challenge }))).status).toBe(200);
  });

  it('takes the page origin from X-SDK-Parent-Host when siwe_params carry no uri', async () => {
    const wallet = ethWallet();
    const started = await p.call('POST', '/sdk/v1/crypto_wallets/authenticate/start/primary', {
      body: { crypto_wallet_address: wallet.address, crypto_wallet_type: 'ethereum' },
      headers: { 'X-SDK-Parent-Host': 'https://app.example.com' },
    });
    expect(started.json.data.challenge).toMatch(/^app\.example\.com wants you to sign in/);
  });

  it('wrong domain: a page the project does not serve gets no challenge', async () => {
    const wallet = ethWallet();
    const started = await start(wallet.address, 'ethereum', { siwe_params: { uri: 'https://evil.example/login' } });
    expect(error(started)).toEqual([400, 'invalid_siwe_params']);
    expect(started.json.error_message).toBe("siwe_params: the uri's domain evil.example is not one this project allows.");
    expect(error(await start(wallet.address, 'ethereum'))).toEqual([400, 'invalid_siwe_params']);
  });

  it('nonce mismatch: a SIWE message with another nonce, signed, does not match the challenge', async () => {
    const wallet = ethWallet();
    const challenge = await challengeFor(wallet, { siwe_params: { uri: TEST_ORIGIN } });
    const otherNonce = challenge.replace(/Nonce: \w+/, 'Nonce: 0123456789abcdef0123456789abcdef');
    expect(error(await authenticate(wallet.address, 'ethereum', await wallet.signMessage({ message: otherNonce })))).toEqual([
      401,
      'invalid_signature',
    ]);
  });

  it('not yet valid: not before the time the page asked for', async () => {
    const wallet = ethWallet();
    const challenge = await challengeFor(wallet, { siwe_params: { uri: TEST_ORIGIN, not_before: '2030-01-01T00:05:00.000Z' } });
    expect(challenge).toContain('\nNot Before: 2030-01-01T00:05:00.000Z');
    const result = await authenticate(wallet.address, 'ethereum', await wallet.signMessage({ message: challenge }));
    expect(error(result)).toEqual([401, 'invalid_siwe_message']);
    expect(result.json.error_message).toBe('The signed SIWE message is not valid: it is not valid yet.');
  });

  it('the same, signed once the time has come, signs in', async () => {
    const wallet = ethWallet();
    const challenge = await challengeFor(wallet, { siwe_params: { uri: TEST_ORIGIN, not_before: '2030-01-01T00:05:00.000Z' } });
    p.advance(6 * MINUTE);
    expect((await authenticate(wallet.address, 'ethereum', await wallet.signMessage({ message: challenge }))).status).toBe(200);
  });

  it('expired: the message says when, and the provider holds to it', async () => {
    const wallet = ethWallet();
    const challenge = await challengeFor(wallet, { siwe_params: { uri: TEST_ORIGIN } });
    p.advance(10 * MINUTE + 1);
    expect(error(await authenticate(wallet.address, 'ethereum', await wallet.signMessage({ message: challenge })))).toEqual([
      401,
      'crypto_wallet_challenge_expired',
    ]);
  });

  it.each([
    [{ uri: TEST_ORIGIN, statement: 'two\nlines' }, 'statement'],
    [{ uri: TEST_ORIGIN, chain_id: 'mainnet' }, 'chain_id must be a positive whole number (an EIP-155 chain id).'],
    [{ uri: TEST_ORIGIN, issued_at: 'yesterday' }, 'issued_at must be an RFC 3339 date-time.'],
    [{ uri: TEST_ORIGIN, issued_at: '2030-01-01T00:01:00Z' }, 'issued_at is in the future.'],
    [{ uri: TEST_ORIGIN, not_before: '2030-01-01T01:00:00Z' }, "not_before must fall within the challenge's 10 minutes."],
    [{ uri: TEST_ORIGIN, resources: ['not a uri'] }, 'resources'],
    [{ uri: 'not a uri' }, 'uri must be an absolute URI.'],
  ])('malformed message parameters are refused before any challenge: %o', async (siwe_params, why) => {
    const result = await start(ethWallet().address, 'ethereum', { siwe_params });
    expect(error(result)).toEqual([400, 'invalid_siwe_params']);
    expect(result.json.error_message).toContain(why);
  });
});

describe('Solana', () => {
  it('signs in with an ed25519 signature in base58', async () => {
    const wallet = solWallet();
    const started = await start(wallet.address, 'solana');
    const challenge: string = started.json.data.challenge;
    expect(challenge).toMatch(/^Sign in to Latch local project with your Solana wallet\.\n\nNonce: [0-9a-f]{32}$/);
    const auth = await authenticate(wallet.address, 'solana', wallet.sign(challenge));
    expect(auth.status).toBe(200);
    expect(auth.json.data.user.crypto_wallets).toEqual([
      expect.objectContaining({ crypto_wallet_address: wallet.address, crypto_wallet_type: 'solana', verified: true }),
    ]);
  });

  it('refuses another key, a tampered message and a signature that is no base58', async () => {
    const wallet = solWallet();
    let challenge = (await start(wallet.address, 'solana')).json.data.challenge as string;
    expect(error(await authenticate(wallet.address, 'solana', solWallet().sign(challenge)))).toEqual([401, 'invalid_signature']);
    challenge = (await start(wallet.address, 'solana')).json.data.challenge as string;
    expect(error(await authenticate(wallet.address, 'solana', wallet.sign(`${challenge} `)))).toEqual([401, 'invalid_signature']);
    await start(wallet.address, 'solana');
    expect(error(await authenticate(wallet.address, 'solana', '0OIl'))).toEqual([401, 'invalid_signature']);
  });

  it('refuses siwe_params and addresses that are no ed25519 key', async () => {
    expect(error(await start(solWallet().address, 'solana', { siwe_params: { uri: TEST_ORIGIN } }))).toEqual([400, 'invalid_siwe_params']);
    expect(error(await start('not-base58-0OIl', 'solana'))).toEqual([400, 'invalid_crypto_wallet_address']);
    expect(error(await start(bs58.encode(new Uint8Array(31).fill(7)), 'solana'))).toEqual([400, 'invalid_crypto_wallet_address']);
  });
});

describe('secondary: adding a wallet to the signed-in user', () => {
  it('attaches the wallet to the session user and steps the session up', async () => {
    const signedUp = await p.signUp('wallet-owner@example.com');
    const wallet = ethWallet();
    const started = await start(wallet.address, 'ethereum', {}, signedUp.session_token);
    expect(started.json.data).toMatchObject({ user_id: signedUp.user_id, user_created: false });
    const auth = await authenticate(
      wallet.address,
      'ethereum',
      await wallet.signMessage({ message: started.json.data.challenge }),
      signedUp.session_token,
    );
    expect(auth.json.data.session.session_id).toBe(signedUp.session.session_id);
    expect(auth.json.data.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual(['password', 'crypto']);
  });

  it("refuses another user's wallet and a call without a session", async () => {
    const wallet = ethWallet();
    await signIn(wallet);
    const signedUp = await p.signUp('someone-else@example.com');
    expect(error(await start(wallet.address, 'ethereum', {}, signedUp.session_token))).toEqual([400, 'duplicate_crypto_wallet']);
    expect(
      error(
        await p.post('/crypto_wallets/authenticate/start/secondary', { crypto_wallet_address: ethWallet().address, crypto_wallet_type: 'ethereum' }),
      ),
    ).toEqual([401, 'user_unauthenticated']);
  });
});

describe('a wallet joins an account only once its owner has signed (issue 28, item 1)', () => {
  const wallets = async (secret: string) => (await p.call('GET', '/sdk/v1/users/me', { secret })).json.data.crypto_wallets;

  it("someone else's secondary start attaches nothing, and the owner's signature opens the owner's own account", async () => {
    const attacker = await p.signUp('attacker@example.com');
    const wallet = ethWallet();
    const started = await start(wallet.address, 'ethereum', {}, attacker.session_token);
    expect(started.status).toBe(200);
    expect(started.json.data).toMatchObject({ user_id: attacker.user_id, user_created: false, challenge: expect.any(String) });
    expect(await wallets(attacker.session_token)).toEqual([]);
    const own = await signIn(wallet);
    expect(own.status).toBe(200);
    expect(own.json.data.user_id).not.toBe(attacker.user_id);
    expect(own.json.data.user.crypto_wallets).toEqual([
      expect.objectContaining({ crypto_wallet_address: wallet.address.toLowerCase(), verified: true }),
    ]);
    expect(await wallets(attacker.session_token)).toEqual([]);
  });

  it('the owner can still add the wallet after a stranger started it, by primary or secondary start', async () => {
    const attacker = await p.signUp('attacker@example.com');
    const owner = await p.signUp('owner@example.com');
    const wallet = ethWallet();
    expect((await start(wallet.address, 'ethereum', {}, attacker.session_token)).status).toBe(200);
    expect((await start(wallet.address, 'ethereum')).status).toBe(200);
    const started = await start(wallet.address, 'ethereum', {}, owner.session_token);
    expect(started.json.data).toMatchObject({ user_id: owner.user_id, user_created: false });
    const auth = await authenticate(
      wallet.address,
      'ethereum',
      await wallet.signMessage({ message: started.json.data.challenge }),
      owner.session_token,
    );
    expect(auth.status).toBe(200);
    expect(auth.json.data.user_id).toBe(owner.user_id);
    expect(await wallets(owner.session_token)).toEqual([
      expect.objectContaining({ crypto_wallet_address: wallet.address.toLowerCase(), verified: true }),
    ]);
    expect(await wallets(attacker.session_token)).toEqual([]);
    // The pending account the stranger's primary start made no longer claims the wallet: it signs in to the owner.
    expect((await signIn(wallet)).json.data.user_id).toBe(owner.user_id);
  });

  it("an unsigned wallet an older secondary start left on an account is not followed by the owner's signature", async () => {
    const attacker = await p.signUp('attacker@example.com');
    const wallet = ethWallet();
    const address = wallet.address.toLowerCase();
    p.deps.store.factors.add(attacker.user_id, 'crypto_wallet', address, p.now(), {
      wire: { crypto_wallet_address: address, crypto_wallet_type: 'ethereum' },
    });
    const own = await signIn(wallet);
    expect(own.status).toBe(200);
    expect(own.json.data.user_id).not.toBe(attacker.user_id);
    expect(await wallets(attacker.session_token)).toEqual([]);
  });

  it("a secondary challenge is answered only with its user's session", async () => {
    const owner = await p.signUp('owner@example.com');
    const other = await p.signUp('other@example.com');
    const wallet = ethWallet();
    const started = await start(wallet.address, 'ethereum', {}, owner.session_token);
    const signature = await wallet.signMessage({ message: started.json.data.challenge });
    expect(error(await authenticate(wallet.address, 'ethereum', signature))).toEqual([401, 'user_unauthenticated']);
    const again = await start(wallet.address, 'ethereum', {}, owner.session_token);
    const signed = await wallet.signMessage({ message: again.json.data.challenge });
    expect(error(await authenticate(wallet.address, 'ethereum', signed, other.session_token))).toEqual([404, 'crypto_wallet_challenge_not_found']);
    expect(await wallets(owner.session_token)).toEqual([]);
    expect(await wallets(other.session_token)).toEqual([]);
  });
});

describe('SIWE fields cannot add lines to the message (issue 28, item 4)', () => {
  beforeEach(async () => {
    p = await makeTestProvider({ config: { siweRequiredForCryptoWallets: true } });
  });

  const INJECTED = 'x\nResources:\n- https://evil.example/all\nNonce: 00000000000000000000000000000000';
  it.each([
    ['message_request_id', { message_request_id: INJECTED }],
    ['statement', { statement: 'Welcome.\rResources: https://evil.example' }],
    ['statement', { statement: 'Welcome.\u2028Nonce: 1' }],
    ['uri', { uri: `${TEST_ORIGIN}/\nNonce: 1` }],
    ['uri', { uri: `${TEST_ORIGIN}/\tx` }],
    ['chain_id', { chain_id: '1\n' }],
    ['issued_at', { issued_at: '2029-12-31T00:00:00Z\n' }],
    ['not_before', { not_before: '2030-01-01T00:01:00Z\u0000' }],
    ['resources', { resources: ['https://ok.example', 'https://evil.example\nNonce: 1'] }],
  ])('refuses a control character in %s', async (field, params) => {
    const result = await start(ethWallet().address, 'ethereum', { siwe_params: { uri: TEST_ORIGIN, ...params } });
    expect(error(result)).toEqual([400, 'invalid_siwe_params']);
    expect(result.json.error_message).toBe(`siwe_params: ${field} must not contain line breaks or other control characters.`);
  });

  it('a message with injected lines is never issued, so its signature signs nobody in', async () => {
    const wallet = ethWallet();
    const started = await start(wallet.address, 'ethereum', { siwe_params: { uri: TEST_ORIGIN, message_request_id: INJECTED } });
    const issued: string = started.json.data?.challenge ?? 'nothing was issued';
    const auth = await authenticate(wallet.address, 'ethereum', await wallet.signMessage({ message: issued }));
    expect([started.status, auth.status]).toEqual([400, 404]);
    expect(issued).not.toContain('evil.example');
  });
});

describe('wallet challenges are bounded (issue 28, item 5)', () => {
  beforeEach(async () => {
    p = await makeTestProvider({ config: { siweRequiredForCryptoWallets: true } });
  });
  const rows = () => (p.deps.store.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM crypto_challenges') as { n: number }).n;

  it.each([
    [{ statement: 'x'.repeat(401 * 1024) }, 'statement must be at most 500 characters.'],
    [{ statement: 'x'.repeat(501) }, 'statement must be at most 500 characters.'],
    [{ resources: Array.from({ length: 2000 }, (_, i) => `https://r.example/${i}`) }, 'resources must list at most 16 URIs.'],
    [{ resources: [`https://r.example/${'a'.repeat(600)}`] }, 'each of resources must be at most 512 characters.'],
    [{ message_request_id: 'r'.repeat(129) }, 'message_request_id must be at most 128 characters.'],
    [{ uri: `${TEST_ORIGIN}/${'p'.repeat(600)}` }, 'uri must be at most 512 characters.'],
  ])('refuses an oversized field: %#', async (params, why) => {
    const result = await start(ethWallet().address, 'ethereum', { siwe_params: { uri: TEST_ORIGIN, ...params } });
    expect(error(result)).toEqual([400, 'invalid_siwe_params']);
    expect(result.json.error_message).toBe(`siwe_params: ${why}`);
    expect(rows()).toBe(0);
  });

  it('takes fields at their caps', async () => {
    const wallet = ethWallet();
    const params = {
      uri: TEST_ORIGIN,
      statement: 's'.repeat(500),
      message_request_id: 'r'.repeat(128),
      resources: Array.from({ length: 16 }, (_, i) => `https://r.example/${i}`),
    };
    expect((await signIn(wallet, { siwe_params: params })).status).toBe(200);
  });

  it('drops expired challenges when new ones are issued', async () => {
    for (let i = 0; i < 5; i++) await challengeFor(ethWallet(), { siwe_params: { uri: TEST_ORIGIN } });
    expect(rows()).toBe(5);
    p.advance(10 * MINUTE);
    await challengeFor(ethWallet(), { siwe_params: { uri: TEST_ORIGIN } });
    expect(rows()).toBe(1);
  });

  it('limits starts per client: 429 with Retry-After past 60 a minute, other clients still served', async () => {
    const from = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });
    const startFrom = async (ip: string) => {
      const response = await p.app.request(
        '/sdk/v1/crypto_wallets/authenticate/start/primary',
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Basic ${Buffer.from(`${p.publicToken}:${p.publicToken}`).toString('base64')}`,
          },
          body: JSON.stringify({ crypto_wallet_address: ethWallet().address, crypto_wallet_type: 'ethereum', siwe_params: { uri: TEST_ORIGIN } }),
        },
        from(ip),
      );
      return { status: response.status, retryAfter: response.headers.get('retry-after'), json: await response.json() };
    };
    for (let i = 0; i < 60; i++) expect((await startFrom('203.0.113.9')).status).toBe(200);
    const refused = await startFrom('203.0.113.9');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('60');
    expect(refused.json).toMatchObject({
      status_code: 429,
      error_type: 'too_many_requests',
      error_message: 'Too many sign-in attempts were started. Try again in 60 seconds.',
      request_id: expect.any(String),
      error_url: expect.any(String),
    });
    expect((await startFrom('198.51.100.4')).status).toBe(200);
    expect(rows()).toBe(61);
    p.advance(MINUTE);
    expect((await startFrom('203.0.113.9')).status).toBe(200);
  });
});

describe('malformed requests get the JSON error body', () => {
  it.each([
    [{ crypto_wallet_type: 'ethereum' }, 400, 'bad_request'],
    [{ crypto_wallet_address: '0x00', crypto_wallet_type: 'bitcoin' }, 400, 'invalid_crypto_wallet_type'],
    [{ crypto_wallet_address: '0x1234', crypto_wallet_type: 'ethereum' }, 400, 'invalid_crypto_wallet_address'],
    [{ crypto_wallet_address: ['0x'], crypto_wallet_type: 'ethereum' }, 400, 'bad_request'],
  ])('start %o', async (body, status, type) => {
    expect(error(await p.post('/crypto_wallets/authenticate/start/primary', body))).toEqual([status, type]);
  });

  it('authenticate without a signature, or with a broken body', async () => {
    expect(
      error(await p.post('/crypto_wallets/authenticate', { crypto_wallet_address: ethWallet().address, crypto_wallet_type: 'ethereum' })),
    ).toEqual([400, 'bad_request']);
    const raw = await p.call('POST', '/sdk/v1/crypto_wallets/authenticate', { raw: '{"signature":' });
    expect(error(raw)).toEqual([400, 'invalid_json']);
  });
});

describe('storage', () => {
  it('keeps a live challenge across a restart of a file database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'latch-crypto-'));
    try {
      const file = join(dir, 'latch.sqlite');
      const wallet = ethWallet();
      p = await makeTestProvider({ store: await openStore(file) });
      const challenge = await challengeFor(wallet);
      await p.deps.store.db.close();
      p = await makeTestProvider({ store: await openStore(file) });
      expect((await authenticate(wallet.address, 'ethereum', await wallet.signMessage({ message: challenge }))).status).toBe(200);
      await p.deps.store.db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('adds the joining-user column to a table written before it existed', async () => {
    const store = await openStore();
    store.db.run(`CREATE TABLE crypto_challenges (wallet_type TEXT NOT NULL, address TEXT NOT NULL, message TEXT NOT NULL, nonce TEXT NOT NULL,
      siwe_domain TEXT, expires_at TEXT NOT NULL, PRIMARY KEY (wallet_type, address))`);
    p = await makeTestProvider({ store });
    expect((await signIn(ethWallet())).status).toBe(200);
  });
});

describe('robustness', () => {
  const PATHS = ['/crypto_wallets/authenticate/start/primary', '/crypto_wallets/authenticate/start/secondary', '/crypto_wallets/authenticate'];
  const FIELDS = ['crypto_wallet_address', 'crypto_wallet_type', 'signature', 'siwe_params', 'session_duration_minutes'];
  const VALUES: unknown[] = [
    null,
    0,
    true,
    '',
    'x'.repeat(20_000),
    '\u0000\ud800',
    [],
    ['a'],
    {},
    { uri: 5 },
    { uri: 'javascript:alert(1)' },
    { resources: [1] },
  ];

  it('answers every wrong-typed field with the JSON error body, never a 5xx', async () => {
    const session = (await p.signUp('fuzz@example.com')).session_token as string;
    const valid = { crypto_wallet_address: ethWallet().address, crypto_wallet_type: 'ethereum', signature: `0x${'11'.repeat(65)}` };
    for (const path of PATHS) {
      for (const field of FIELDS) {
        for (const value of VALUES) {
          for (const secret of [undefined, session]) {
            const result = await p.post(path, { ...valid, [field]: value }, secret);
            const label = `${path} {${field}: ${JSON.stringify(value)?.slice(0, 30)}}`;
            expect(result.status, label).toBeLessThan(500);
            if (result.status >= 400)
              expect(result.json, label).toMatchObject({
                status_code: result.status,
                error_type: expect.any(String),
                error_message: expect.any(String),
              });
          }
        }
      }
    }
  });
});
