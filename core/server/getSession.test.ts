// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieHeader, latchServerFixture, type LatchServerFixture } from '../../test/support/latchServer.js';
import type { LatchSession, SessionResult } from './types.js';

let f: LatchServerFixture;
beforeEach(async () => {
  f = await latchServerFixture();
});
afterEach(() => {
  vi.useRealTimers();
});

const refusal = (result: SessionResult) => (result.session ? 'a session' : result.reason);

/** What each handler below answers: the user id, or a 401 with no session. */
const answer = (session: LatchSession | null) =>
  session ? Response.json({ userId: session.userId }) : Response.json({ error: 'signed_out' }, { status: 401 });

async function read(response: Response) {
  return { status: response.status, body: await response.json() };
}

describe('getSession, the one helper for Fetch, Hono and Node (Express) handlers', () => {
  it('a Fetch handler (Request in, Response out), with the JWT checked locally or the provider asked', async () => {
    const auth = await f.signUp();
    const local = async (request: Request) => answer(await f.latch.getSession(request));
    const strict = async (request: Request) => answer(await f.latch.getSession(request, { authenticate: true }));
    const signedIn = () => new Request('http://host.test/api/me', { headers: { cookie: cookieHeader(auth) } });
    expect(await read(await local(signedIn()))).toEqual({ status: 200, body: { userId: auth.user_id } });
    expect(await read(await strict(signedIn()))).toEqual({ status: 200, body: { userId: auth.user_id } });
    expect(await read(await local(new Request('http://host.test/api/me')))).toEqual({ status: 401, body: { error: 'signed_out' } });

    await f.provider.post('/sessions/revoke', undefined, auth.session_token);
    expect((await strict(signedIn())).status).toBe(401);
    expect((await local(signedIn())).status).toBe(200);
  });

  it('asks the provider only for a genuine JWT that aged out (a visitor back after closing the page), never for a forged one', async () => {
    const [kept, revoked] = [await f.signUp(), await f.signUp()];
    await f.provider.post('/sessions/revoke', undefined, revoked.session_token);
    const sessionCalls = () => f.calls.filter((c) => c.path === '/sdk/v1/sessions/authenticate').length;
    f.advance(10 * 60_000);
    expect(refusal(await f.latch.verifySession(cookieHeader(kept)))).toBe('expired');
    expect((await f.latch.getSession(new Request('http://host.test/', { headers: { cookie: cookieHeader(kept) } })))?.userId).toBe(kept.user_id);
    expect(await f.latch.getSession(cookieHeader(revoked))).toBeNull();
    expect(sessionCalls()).toBe(2);
    const forged = `stytch_session=${kept.session_token}; stytch_session_jwt=${kept.session_jwt.slice(0, -4)}AAAA`;
    expect(await f.latch.getSession(new Request('http://host.test/', { headers: { cookie: forged } }))).toBeNull();
    expect(sessionCalls()).toBe(2);
  });

  it('Hono, given c.req or c.req.raw', async () => {
    const auth = await f.signUp();
    const app = new Hono()
      .get('/me', async (c) => answer(await f.latch.getSession(c.req)))
      .get('/raw', async (c) => answer(await f.latch.getSession(c.req.raw)));
    for (const path of ['/me', '/raw']) {
      expect(await read(await app.request(path, { headers: { cookie: cookieHeader(auth) } }))).toEqual({
        status: 200,
        body: { userId: auth.user_id },
      });
      expect((await app.request(path, { headers: { cookie: 'stytch_session_jwt=forged' } })).status).toBe(401);
    }
  });

  it("Node's IncomingMessage, which Express hands its handlers as req", async () => {
    const auth = await f.signUp();
    const server = createServer(async (req, res) => {
      const session = await f.latch.getSession(req);
      res.writeHead(session ? 200 : 401, { 'content-type': 'application/json' }).end(JSON.stringify(session ? { userId: session.userId } : {}));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const signedIn = await fetch(url, { headers: { cookie: cookieHeader(auth) } });
      expect(await read(signedIn)).toEqual({ status: 200, body: { userId: auth.user_id } });
      expect((await fetch(url)).status).toBe(401);
    } finally {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    }
  });
});
