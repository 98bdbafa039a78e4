// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { makeTestProvider, type TestProvider } from '../testkit';

let p: TestProvider;
beforeEach(async () => {
  p = await makeTestProvider({ config: { allowedOrigins: ['http://localhost:5173'] } });
});

const inject = (body: Record<string, unknown>) => p.call('POST', '/_dev/faults', { body, noAuth: true });
const sendOtp = () => p.post('/otps/email/login_or_create', { email: 'ada@example.com' });

describe('injected failures (/_dev/faults)', () => {
  it('answers the next call to the path with the status and error_type, in the provider’s error body, then the real thing', async () => {
    const added = await inject({
      path: '/otps/email/login_or_create',
      status: 503,
      error_type: 'service_unavailable',
      error_message: 'Down for a test.',
    });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ path: '/sdk/v1/otps/email/login_or_create', method: null, times: 1, remaining: 1, delay_ms: 0 });

    const failed = await sendOtp();
    expect(failed.status).toBe(503);
    expect(failed.json).toMatchObject({ status_code: 503, error_type: 'service_unavailable', error_message: 'Down for a test.' });
    expect(failed.json.request_id).toMatch(/^request-id-test-/);
    expect(await p.messages()).toEqual([]);

    expect((await sendOtp()).status).toBe(200);
    expect((await p.call('GET', '/_dev/faults')).json).toEqual([]);
  });

  it('fails the next N calls, counts them down, and leaves other paths and methods alone', async () => {
    await inject({ path: '/otps/email/login_or_create', method: 'post', status: 429, error_type: 'too_many_requests', times: 2 });
    expect((await p.post('/users/search', { email: 'ada@example.com' })).status).toBe(200);
    expect((await sendOtp()).status).toBe(429);
    const [left] = (await p.call('GET', '/_dev/faults')).json;
    expect(left).toMatchObject({ method: 'POST', remaining: 1, error_message: 'The local provider was told to fail this call (too_many_requests).' });
    expect((await sendOtp()).status).toBe(429);
    expect((await sendOtp()).status).toBe(200);
  });

  it('takes `:name` segments and full paths outside /sdk/v1', async () => {
    await inject({ path: '/projects/bootstrap/:token', status: 500, error_type: 'internal_server_error' });
    expect((await p.call('GET', `/sdk/v1/projects/bootstrap/${p.publicToken}`)).status).toBe(500);
    await inject({ path: '/.well-known/openid-configuration', status: 502, error_type: 'bad_gateway' });
    expect((await p.call('GET', '/.well-known/openid-configuration')).status).toBe(502);
    expect((await p.call('GET', '/.well-known/openid-configuration')).status).toBe(200);
  });

  it('answers late: the real answer after delay_ms, or the failure after it', async () => {
    await inject({ path: '/users/search', delay_ms: 150 });
    let started = performance.now();
    const slow = await p.post('/users/search', { email: 'ada@example.com' });
    expect(slow.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);

    await inject({ path: '/users/search', delay_ms: 100, status: 504, error_type: 'gateway_timeout' });
    started = performance.now();
    expect((await p.post('/users/search', { email: 'ada@example.com' })).status).toBe(504);
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
  });

  it('lets a browser on an allowed origin read the injected answer (CORS headers on it)', async () => {
    await inject({ path: '/otps/email/login_or_create', status: 503, error_type: 'service_unavailable' });
    const failed = await p.call('POST', '/sdk/v1/otps/email/login_or_create', {
      body: { email: 'ada@example.com' },
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('removes one fault by id, or all of them', async () => {
    const first = (await inject({ path: '/otps/email/login_or_create', status: 503, error_type: 'service_unavailable' })).json;
    await inject({ path: '/users/search', status: 503, error_type: 'service_unavailable' });
    expect((await p.call('DELETE', `/_dev/faults/${first.id}`)).status).toBe(204);
    expect((await p.call('DELETE', `/_dev/faults/${first.id}`)).json.error_type).toBe('fault_not_found');
    expect((await sendOtp()).status).toBe(200);
    expect((await p.call('DELETE', '/_dev/faults')).status).toBe(204);
    expect((await p.post('/users/search', { email: 'ada@example.com' })).status).toBe(200);
  });

  it.each([
    [{ path: '/otps/email/login_or_creat', status: 503, error_type: 'x' }, 'there is no route /sdk/v1/otps/email/login_or_creat on this provider'],
    [{ path: '/users/search', method: 'GET', status: 503, error_type: 'x' }, '/sdk/v1/users/search is served for POST, not GET.'],
    [{ path: 'users/search', status: 503, error_type: 'x' }, 'path must be a path starting with "/"'],
    [{ path: '/_dev/messages', status: 503, error_type: 'x' }, 'the dev API itself cannot be made to fail.'],
    [{ path: '/users/search', status: 503 }, 'status and error_type go together'],
    [{ path: '/users/search' }, 'give status and error_type (a failure), delay_ms (a slow answer), or both.'],
    [{ path: '/users/search', status: 503, error_type: 'Service Unavailable' }, 'error_type must be 1 to 100 lower-case letters'],
    [{ path: '/users/search', method: 'PATCH', status: 503, error_type: 'x' }, 'method must be one of GET, POST, PUT, DELETE'],
  ])('refuses %j with a message that says why', async (body, message) => {
    const refused = await inject(body);
    expect(refused.status).toBe(400);
    expect(refused.json.error_type).toBe('invalid_fault');
    expect(refused.json.error_message).toContain(message);
    expect((await p.call('GET', '/_dev/faults')).json).toEqual([]);
  });

  it('checks the numbers as fields', async () => {
    const refused = await inject({ path: '/users/search', status: 200, error_type: 'ok' });
    expect(refused.json).toMatchObject({ error_type: 'bad_request', error_message: 'status must be between 400 and 599.' });
    expect((await inject({ path: '/users/search', delay_ms: 60_001 })).json.error_message).toBe('delay_ms must be between 0 and 60000.');
    expect((await inject({ path: '/users/search', delay_ms: 5, times: 0 })).json.error_message).toBe('times must be between 1 and 1000.');
  });
});
