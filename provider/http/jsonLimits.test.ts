// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { makeTestProvider } from '../testkit';
import type { TestProvider } from '../testkit';
import { MAX_JSON_DEPTH, MAX_STORED_JSON_BYTES } from './jsonLimits';

let p: TestProvider;
let secret: string;
beforeEach(async () => {
  p = await makeTestProvider();
  secret = (await p.signUp('meta@example.com')).session_token;
});

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const put = (raw: string) => p.call('PUT', '/sdk/v1/users/me', { secret, raw });
const me = () => p.call('GET', '/sdk/v1/users/me', { secret });

const expectBadRequest = (result: { status: number; json: any }, message: RegExp) => {
  expect(result.status).toBe(400);
  expect(result.json).toMatchObject({ status_code: 400, error_type: 'bad_request', error_message: expect.stringMatching(message) });
};

describe('stored JSON is bounded in depth and size (finding 6)', () => {
  it('answers deep untrusted_metadata with 400, whatever the depth, and keeps users/me working', async () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 4_100, 5_000, 100_000]) {
      expectBadRequest(await put(`{"untrusted_metadata":${nested(depth)}}`), /untrusted_metadata|nested deeper/);
      expectBadRequest(await put(`{"__user":{"untrusted_metadata":${nested(depth)}}}`), /untrusted_metadata|nested deeper/);
      expect((await me()).status).toBe(200);
    }
    expect((await me()).json.data.untrusted_metadata).toEqual({});
  });

  it(`stores metadata up to ${MAX_JSON_DEPTH} levels deep`, async () => {
    const stored = await put(`{"untrusted_metadata":${nested(MAX_JSON_DEPTH)}}`);
    expect(stored.status).toBe(200);
    expect(JSON.stringify((await me()).json.data.untrusted_metadata)).toBe(nested(MAX_JSON_DEPTH));
  });

  it(`refuses metadata that would grow past ${MAX_STORED_JSON_BYTES / 1024} KB, merged keys included`, async () => {
    const half = 'x'.repeat(MAX_STORED_JSON_BYTES / 2);
    expect((await put(JSON.stringify({ untrusted_metadata: { a: half } }))).status).toBe(200);
    expectBadRequest(await put(JSON.stringify({ untrusted_metadata: { b: half } })), /larger than/);
    expect(Object.keys((await me()).json.data.untrusted_metadata)).toEqual(['a']);
    expectBadRequest(await put(JSON.stringify({ untrusted_metadata: { big: 'y'.repeat(MAX_STORED_JSON_BYTES) } })), /larger than/);
  });

  it('answers any request body nested past the limit with 400, not a 500', async () => {
    const deep = await p.call('POST', '/sdk/v1/users/search', { raw: `{"email":"a@example.com","x":${nested(50_000)}}` });
    expect(deep.status).toBe(400);
    expect(deep.json.error_type).toBe('bad_request');
  });
});
