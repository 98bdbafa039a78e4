// @vitest-environment node
import { RequestCookies } from 'next/dist/compiled/@edge-runtime/cookies/index.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieHeader, latchServerFixture, PROVIDER_BASE, type LatchServerFixture } from '../../test/support/latchServer.js';
import { createLatchNext } from './createLatchNext.js';

/**
 * `next/headers` answers from Next.js's request scope, which only a running app has; here it hands the class the real
 * `cookies()` returns (Next.js's own RequestCookies) over the Cookie header a test sets.
 */
const request = vi.hoisted(() => ({ cookie: '' }));
vi.mock('next/headers', () => ({ cookies: async () => new RequestCookies(new Headers(request.cookie ? { cookie: request.cookie } : {})) }));

let f: LatchServerFixture;
beforeEach(async () => {
  f = await latchServerFixture();
  request.cookie = '';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const FIVE_MINUTES = 5 * 60 * 1000;

describe('getSession, from the cookies of the request being rendered', () => {
  it("gives the signed-in visitor's session, and null with no cookie, a forged one or a tampered one", async () => {
    const { getSession } = createLatchNext(f.latch);
    const auth = await f.signUp();
    request.cookie = cookieHeader(auth);
    expect(await getSession()).toMatchObject({ userId: auth.user_id, sessionId: auth.session.session_id });

    for (const cookie of ['', 'theme=dark', 'stytch_session_jwt=forged', `stytch_session_jwt=${auth.session_jwt.slice(0, -4)}AAAA`]) {
      request.cookie = cookie;
      expect(await getSession(), cookie).toBeNull();
    }
  });

  it('asks the provider about a JWT too old to trust, so a visitor back after a break is still in, until the session ends', async () => {
    const { getSession } = createLatchNext(f.latch);
    const auth = await f.signUp();
    request.cookie = cookieHeader(auth);
    f.advance(FIVE_MINUTES + 10_000);
    expect((await f.latch.verifySession(request.cookie)).reason).toBe('expired');
    expect(await getSession()).toMatchObject({ userId: auth.user_id });

    await f.provider.post('/sessions/revoke', undefined, auth.session_token);
    expect(await getSession()).toBeNull();
  });

  it('with authenticate: true, refuses a session revoked a moment ago, which the JWT alone still shows', async () => {
    const { getSession } = createLatchNext(f.latch);
    const auth = await f.signUp();
    request.cookie = cookieHeader(auth);
    await f.provider.post('/sessions/revoke', undefined, auth.session_token);
    expect(await getSession()).toMatchObject({ userId: auth.user_id });
    expect(await getSession({ authenticate: true })).toBeNull();
  });
});

describe('latchMiddleware', () => {
  const at = (path: string, cookie = '') => new Request(`http://host.test${path}`, { headers: cookie ? { cookie } : {} });

  it('sends a signed-out visitor to the sign-in page with the path asked for, and lets a signed-in one through', async () => {
    const guard = createLatchNext(f.latch).latchMiddleware({ signInUrl: '/sign-in' });
    const answer = await guard(at('/account/settings?tab=email'));
    expect(answer?.status).toBe(307);
    expect(answer?.headers.get('location')).toBe('http://host.test/sign-in?redirect_url=%2Faccount%2Fsettings%3Ftab%3Demail');

    const auth = await f.signUp();
    expect(await guard(at('/account/settings', cookieHeader(auth)))).toBeUndefined();
  });

  it('never guards the sign-in page itself; takes a full address and another parameter name', async () => {
    const guard = createLatchNext(f.latch).latchMiddleware({ signInUrl: '/sign-in' });
    expect(await guard(at('/sign-in?redirect_url=%2Faccount'))).toBeUndefined();

    const elsewhere = createLatchNext(f.latch).latchMiddleware({ signInUrl: 'https://login.example.com/', returnParam: 'next' });
    expect((await elsewhere(at('/account')))?.headers.get('location')).toBe('https://login.example.com/?next=%2Faccount');
  });

  it('with authenticate: true, turns away a revoked session at once', async () => {
    const auth = await f.signUp();
    await f.provider.post('/sessions/revoke', undefined, auth.session_token);
    const { latchMiddleware } = createLatchNext(f.latch);
    expect(await latchMiddleware({ signInUrl: '/sign-in' })(at('/account', cookieHeader(auth)))).toBeUndefined();
    expect((await latchMiddleware({ signInUrl: '/sign-in', authenticate: true })(at('/account', cookieHeader(auth))))?.status).toBe(307);
  });

  it('refuses a missing sign-in address when it is made', () => {
    expect(() => createLatchNext(f.latch).latchMiddleware({ signInUrl: '' })).toThrow('Invalid call to latchMiddleware: signInUrl must be a path');
  });
});

describe("latch/next's own helpers, configured from the environment", () => {
  it('read LATCH_PROJECT_ID, LATCH_PUBLIC_TOKEN and LATCH_BASE_URL at the first request, and say which are missing', async () => {
    const { getSession } = await import('./index.js');
    await expect(getSession()).rejects.toThrow('Invalid call to latch/next: set LATCH_PROJECT_ID and LATCH_PUBLIC_TOKEN in the environment');

    vi.stubEnv('LATCH_PROJECT_ID', f.projectId);
    vi.stubEnv('LATCH_PUBLIC_TOKEN', f.provider.publicToken);
    vi.stubEnv('LATCH_BASE_URL', PROVIDER_BASE);
    const asked: string[] = [];
    // The provider's own routes answer the key set request, wherever LATCH_BASE_URL points.
    vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      asked.push(url.origin);
      return f.provider.app.request(`${url.pathname}${url.search}`, init);
    });
    const auth = await f.signUp();
    request.cookie = cookieHeader(auth);
    expect(await getSession()).toMatchObject({ userId: auth.user_id });
    expect(asked).toEqual([PROVIDER_BASE]);
  });
});
