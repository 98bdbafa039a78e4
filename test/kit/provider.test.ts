// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProvider, type LatchProviderHandle } from './provider.js';

let provider: LatchProviderHandle;
// Starting the provider loads its database engine and libraries: a few seconds on a busy 2-core machine, past the
// 10 s a hook gets by default once the whole suite runs beside it.
beforeAll(async () => {
  provider = await startProvider({ config: { projectName: 'Kit test' }, scryptCost: 1024 });
}, 60_000);
afterAll(() => provider?.stop());

const sendCode = (email: string) =>
  fetch(`${provider.url}/sdk/v1/otps/email/login_or_create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Basic ${btoa(`${provider.publicToken}:${provider.publicToken}`)}` },
    body: JSON.stringify({ email }),
  });

describe('startProvider (latch/testing)', () => {
  it('starts the provider in memory on a free port, with its config, its inbox and its project id', async () => {
    expect(provider.url).toMatch(/^http:\/\/localhost:\d+$/);
    expect(provider.url).not.toBe('http://localhost:4100');
    expect(provider.projectId).toBe('project-test-5a1d0c4e-latch-local-dev');
    const bootstrap = await (await fetch(`${provider.url}/sdk/v1/projects/bootstrap/${provider.publicToken}`)).json();
    expect(bootstrap.data.project_name).toBe('Kit test');

    expect((await sendCode('ada@example.com')).status).toBe(200);
    const message = await provider.inbox.waitFor('ada@example.com');
    expect(message.code).toMatch(/^\d{6}$/);
    expect((await provider.inbox.messages()).map((m) => m.to)).toEqual(['ada@example.com']);
    await provider.inbox.clear();
    expect(await provider.inbox.messages()).toEqual([]);
  });

  it('fails the next calls to a path, then answers for real', async () => {
    const fault = provider.failNext('/otps/email/login_or_create', { status: 503, errorType: 'service_unavailable', times: 2 });
    expect(fault).toMatchObject({ path: '/sdk/v1/otps/email/login_or_create', remaining: 2 });
    for (const _ of [1, 2]) {
      const failed = await sendCode('grace@example.com');
      expect(failed.status).toBe(503);
      expect(await failed.json()).toMatchObject({ error_type: 'service_unavailable', status_code: 503 });
    }
    expect(provider.faults()).toEqual([]);
    expect((await sendCode('grace@example.com')).status).toBe(200);
  });

  it('answers late, and forgets the faults it is told to', async () => {
    provider.delayNext('/otps/email/login_or_create', 200);
    const started = performance.now();
    expect((await sendCode('linus@example.com')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(195);

    provider.failNext('/otps/email/login_or_create', { status: 500, errorType: 'internal_server_error' });
    provider.clearFaults();
    expect((await sendCode('linus@example.com')).status).toBe(200);
  });

  it('refuses a path the provider does not serve, saying so', () => {
    expect(() => provider.failNext('/otp/email/login_or_create', { status: 503, errorType: 'service_unavailable' })).toThrow(
      'there is no route /sdk/v1/otp/email/login_or_create on this provider',
    );
  });
});
