import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../errors.js';
import { searchMember } from './members.js';
import { fakeCoreClient } from '../../test/support/coreApi.js';

const BASE = 'http://localhost:4100';
const TOKEN = 'public-token-test-members';

const none = { request_id: 'r', status_code: 200, member: null };

const seen: { method: string; path: string; body: unknown; auth: string | null }[] = [];
let reply: Record<string, unknown> = none;
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
  reply = none;
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

describe('organizations.members.search', () => {
  it('posts email_address and organization_id and returns the member, or null', async () => {
    const member = { member_id: 'member-1', organization_id: 'org-1', email_address: 'ada@example.com', status: 'active', name: 'Ada' };
    reply = { request_id: 'r', status_code: 200, member };
    const { client } = signedOut();
    await expect(searchMember(client, { email_address: 'ada@example.com', organization_id: 'org-1' })).resolves.toEqual({ member });
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/b2b/organizations/members/search',
        body: { email_address: 'ada@example.com', organization_id: 'org-1' },
        auth: basic(TOKEN),
      },
    ]);
    reply = { request_id: 'r', status_code: 200, member: null };
    await expect(searchMember(client, { email_address: 'nobody@example.com', organization_id: 'org-1' })).resolves.toEqual({ member: null });
  });

  it('checks both fields first', async () => {
    const { client } = signedOut();
    await usage(
      searchMember(client, { email_address: 'a@b.co' } as { email_address: string; organization_id: string }),
      'Invalid call to organizations.members.search: organization_id must be a string.',
    );
    await usage(
      searchMember(client, { email_address: null as unknown as string, organization_id: 'org-1' }),
      'Invalid call to organizations.members.search: email_address must be a string.',
    );
  });
});
