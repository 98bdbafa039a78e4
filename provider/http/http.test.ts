// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { makeTestProvider, TEST_ORIGIN } from '../testkit';
import type { TestProvider } from '../testkit';

let p: TestProvider;
beforeEach(async () => {
  p = await makeTestProvider({ config: { allowedOrigins: ['http://localhost:5173'] } });
});

const expectError = (result: { status: number; json: any; headers: Headers }, status: number, errorType: string) => {
  expect(result.status).toBe(status);
  expect(result.headers.get('content-type')).toContain('application/json');
  expect(result.json).toEqual({
    status_code: status,
    error_type: errorType,
    error_message: expect.any(String),
    error_url: expect.stringContaining(errorType),
    request_id: expect.stringMatching(/^request-id-test-/),
  });
};

describe('envelope and errors', () => {
  it('wraps success in data with request_id and status_code', async () => {
    const result = await p.post('/users/search', { email: 'nobody@example.com' });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({
      data: { userType: 'new', request_id: expect.stringMatching(/^request-id-test-/), status_code: 200 },
    });
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const result = await p.call('POST', '/sdk/v1/users/search', { raw: '{"email": ' });
    expectError(result, 400, 'invalid_json');
  });

  it('answers a non-object body with 400 bad_request', async () => {
    expectError(await p.call('POST', '/sdk/v1/users/search', { raw: '["a"]' }), 400, 'bad_request');
  });

  it('names the field of the wrong type', async () => {
    const result = await p.post('/passwords/authenticate', { email: 'a@example.com', password: 12345678 });
    expectError(result, 400, 'bad_request');
    expect(result.json.error_message).toBe('password must be a string.');
    const minutes = await p.post('/passwords/authenticate', { email: 'a@example.com', password: 'x', session_duration_minutes: '30' });
    expect(minutes.json.error_message).toBe('session_duration_minutes must be an integer.');
  });

  it('reports a missing required field', async () => {
    const result = await p.post('/users/search', {});
    expectError(result, 400, 'bad_request');
    expect(result.json.error_message).toBe('email is required.');
  });

  it('refuses a missing or malformed Authorization header', async () => {
    expectError(
      await p.call('POST', '/sdk/v1/users/search', { body: { email: 'a@example.com' }, noAuth: true }),
      401,
      'invalid_authorization_header',
    );
    const garbled = await p.call('POST', '/sdk/v1/users/search', {
      body: { email: 'a@example.com' },
      noAuth: true,
      headers: { Authorization: 'Bearer abc' },
    });
    expectError(garbled, 401, 'invalid_authorization_header');
  });

  it('refuses an unknown public token', async () => {
    const result = await p.call('POST', '/sdk/v1/users/search', {
      body: { email: 'a@example.com' },
      noAuth: true,
      headers: { Authorization: `Basic ${Buffer.from('public-token-test-unknown:x').toString('base64')}` },
    });
    expectError(result, 401, 'invalid_public_token');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    expectError(await p.post('/no/such/route', {}), 404, 'route_not_found');
    expectError(await p.call('GET', '/_dev/nothing'), 404, 'route_not_found');
  });

  it('refuses bodies over 1 MB with a JSON 413', async () => {
    const result = await p.call('POST', '/sdk/v1/users/search', { raw: JSON.stringify({ email: 'a'.repeat(1_100_000) }) });
    expectError(result, 413, 'request_too_large');
  });
});

describe('events', () => {
  it('accepts a batch without Authorization', async () => {
    const result = await p.call('POST', '/sdk/v1/events', { noAuth: true, body: [{ event: { event_name: 'sdk_instantiated' } }] });
    expect(result.status).toBe(200);
    expect(result.json.data.status_code).toBe(200);
  });

  it('never fails, even on garbage', async () => {
    expect((await p.call('POST', '/sdk/v1/events', { noAuth: true, raw: 'not json' })).status).toBe(200);
  });
});

describe('CORS (CONTRACT §2)', () => {
  const preflight = (origin: string) =>
    p.app.request('/sdk/v1/passwords/authenticate', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,x-sdk-client,x-sdk-parent-host',
      },
    });

  it('answers the preflight of an allowed origin by echoing it', async () => {
    for (const origin of [TEST_ORIGIN, 'http://localhost:5173']) {
      const response = await preflight(origin);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE');
      expect(response.headers.get('access-control-allow-headers')).toBe('authorization, content-type, x-sdk-client, x-sdk-parent-host');
    }
  });

  it('gives other origins no CORS headers', async () => {
    const response = await preflight('http://evil.example');
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const actual = await p.call('POST', '/sdk/v1/users/search', { body: { email: 'a@example.com' }, headers: { Origin: 'http://evil.example' } });
    expect(actual.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('adds the CORS headers to answers and errors alike', async () => {
    const ok = await p.call('POST', '/sdk/v1/users/search', { body: { email: 'a@example.com' }, headers: { Origin: TEST_ORIGIN } });
    expect(ok.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    const failed = await p.call('GET', '/sdk/v1/users/me', { headers: { Origin: TEST_ORIGIN } });
    expect(failed.status).toBe(401);
    expect(failed.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    expect(failed.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('preflights events too', async () => {
    const response = await p.app.request('/sdk/v1/events', {
      method: 'OPTIONS',
      headers: { Origin: TEST_ORIGIN, 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
  });
});
