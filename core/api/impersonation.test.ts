import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../errors.js';
import { fakeUser } from '../../test/support/session.js';
import type { Session } from '../types.js';
import { impersonationAuthenticate } from './impersonation.js';
import { fakeCoreClient } from '../../test/support/coreApi.js';

const BASE = 'http://localhost:4100';
const TOKEN = 'public-token-test-impersonation';

const session = { session_id: 'session-1', user_id: 'user-1' } as Session;
const auth = { request_id: 'r', status_code: 200, user_id: 'user-1', user: fakeUser(), session, session_token: 'tok', session_jwt: 'jwt' };

const seen: { method: string; path: string; body: unknown; auth: string | null }[] = [];
const reply: Record<string, unknown> = auth;
const server = setupServer(
  http.post(`${BASE}/sdk/v1/*`, async ({ request }) => {
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname.replace('/sdk/v1', ''),
      body: await request.json(),
      auth: request.headers.get('authorization'),
    });
    return HttpResponse.json({ data: reply });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const signedOut = () => fakeCoreClient({ base: BASE, token: TOKEN });
const basic = (secret: string) => `Basic ${Buffer.from(`${TOKEN}:${secret}`).toString('base64')}`;

async function usage(call: Promise<unknown>, message: string) {
  const error = await call.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UsageError);
  expect((error as Error).message).toBe(message);
  expect(seen).toHaveLength(0);
}

describe('impersonation.authenticate', () => {
  it('sends the token alone and stores the session', async () => {
    const { client, session: fake } = signedOut();
    await expect(impersonationAuthenticate(client, { impersonation_token: 'imp-1' })).resolves.toEqual(auth);
    expect(seen).toEqual([{ method: 'POST', path: '/impersonation/authenticate', body: { impersonation_token: 'imp-1' }, auth: basic(TOKEN) }]);
    expect(fake.storeAuthResponse).toHaveBeenCalledWith(auth);
  });

  it('checks impersonation_token first', async () => {
    await usage(
      impersonationAuthenticate(signedOut().client, { impersonation_token: 7 as unknown as string }),
      'Invalid call to impersonation.authenticate: impersonation_token must be a string.',
    );
  });
});
