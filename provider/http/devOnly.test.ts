// @vitest-environment node
import { request } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { startProvider } from '../app';
import { makeTestProvider, TEST_ORIGIN } from '../testkit';
import type { TestProvider } from '../testkit';

let p: TestProvider;
beforeEach(async () => {
  p = await makeTestProvider();
  await p.signUp('dev@example.com');
});

const DEV_CALLS = [
  ['GET', '/_dev/messages', undefined],
  ['GET', '/_dev/inbox', undefined],
  ['GET', '/_dev/assets/inbox.js', undefined],
  ['DELETE', '/_dev/messages', undefined],
  ['POST', '/_dev/impersonation', { email: 'dev@example.com' }],
  ['POST', '/_dev/users/require_password_reset', { email: 'dev@example.com' }],
] as const;

/** The Host a request names is the host part of the URL the server sees. */
const call = (method: string, path: string, body: unknown, headers: Record<string, string> = {}, host = 'localhost:4100') =>
  p.call(method, `http://${host}${path}`, { headers, ...(body !== undefined && { body }) });

describe('development routes (finding 7)', () => {
  it('answer only on the provider’s own host names: a DNS-rebinding page gets 403', async () => {
    for (const [method, path, body] of DEV_CALLS) {
      for (const host of ['evil.example', 'evil.example:4100', 'localhost.evil.example:4100', '127.0.0.1.nip.io:4100']) {
        const refused = await call(method, path, body, {}, host);
        expect(refused.status, `${method} ${path} Host ${host}`).toBe(403);
        expect(refused.json).toMatchObject({ status_code: 403, error_type: 'forbidden_host' });
      }
      for (const host of ['localhost:4100', '127.0.0.1:4100', 'localhost:8080', 'LOCALHOST:4100']) {
        expect((await call(method, path, body, {}, host)).status, `${method} ${path} Host ${host}`).toBeLessThan(300);
      }
    }
  });

  it('take changes only from the provider’s own pages: a cross-site POST or DELETE gets 403', async () => {
    for (const [method, path, body] of DEV_CALLS.filter(([method]) => method !== 'GET')) {
      for (const headers of [
        { Origin: 'http://evil.example' } as Record<string, string>,
        { Origin: 'null' },
        { 'Sec-Fetch-Site': 'cross-site' },
        { 'Sec-Fetch-Site': 'same-site', Origin: 'http://localhost:5173' },
      ]) {
        const refused = await call(method, path, body, headers);
        expect(refused.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(refused.json.error_type).toBe('cross_site_request');
      }
      for (const headers of [{ Origin: TEST_ORIGIN, 'Sec-Fetch-Site': 'same-origin' }, { Origin: TEST_ORIGIN }, {}] as Record<string, string>[]) {
        expect((await call(method, path, body, headers)).status, `${method} ${path} ${JSON.stringify(headers)}`).toBeLessThan(300);
      }
    }
    const login = await p.post('/passwords/authenticate', { email: 'dev@example.com', password: 'lantern-quarry-57-orbit' });
    expect(login.json.error_type).toBe('reset_password');
  });

  it('count the developer’s own apps (allowedOrigins) as the provider’s pages', async () => {
    p = await makeTestProvider({ config: { allowedOrigins: ['http://localhost:5173'] } });
    const headers = { Origin: 'http://localhost:5173', 'Sec-Fetch-Site': 'same-site' };
    expect((await call('DELETE', '/_dev/messages', undefined, headers)).status).toBe(204);
    expect((await call('DELETE', '/_dev/messages', undefined, { ...headers, Origin: 'http://localhost:5174' })).status).toBe(403);
  });

  it('reads the Host header a real server receives', async () => {
    const provider = await startProvider({ port: 0, memory: true, quiet: true });
    const status = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: provider.port, path: '/_dev/messages', headers: { Host: host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });
    try {
      expect(await status('rebound.evil.example')).toBe(403);
      expect(await status(`localhost:${provider.port}`)).toBe(200);
      expect(await status(`127.0.0.1:${provider.port}`)).toBe(200);
    } finally {
      await provider.close();
    }
  });

  it('leaves the API and the demo pages alone', async () => {
    expect((await p.call('POST', 'http://app.example/sdk/v1/users/search', { body: { email: 'a@example.com' } })).status).toBe(200);
    expect((await p.call('GET', 'http://app.example/')).status).toBe(200);
  });
});
