// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startProvider } from '../app';
import { STRONG_PASSWORD } from '../testkit';

const basic = (publicToken: string, secret: string) => `Basic ${Buffer.from(`${publicToken}:${secret}`).toString('base64')}`;

async function post(url: string, path: string, publicToken: string, body: unknown, secret = publicToken) {
  const response = await fetch(`${url}/sdk/v1${path}`, {
    method: 'POST',
    headers: { Authorization: basic(publicToken, secret), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

describe('persistence', () => {
  it('keeps users, passwords, sessions and the JWT key across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'latch-provider-'));
    const first = await startProvider({ port: 0, dataDir, quiet: true, scryptCost: 1024 });
    expect(first.url).toBe(`http://localhost:${first.port}`);
    const created = await post(first.url, '/passwords', first.publicToken, { email: 'keep@example.com', password: STRONG_PASSWORD });
    expect(created.status).toBe(200);
    const jwksBefore = await (await fetch(`${first.url}/.well-known/jwks.json`)).json();
    await first.close();
    expect(existsSync(join(dataDir, 'latch.sqlite'))).toBe(true);
    expect(readdirSync(dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    const second = await startProvider({ port: 0, dataDir, quiet: true, scryptCost: 1024 });
    try {
      const session = await post(second.url, '/sessions/authenticate', second.publicToken, {}, created.json.data.session_token);
      expect(session.status).toBe(200);
      expect(session.json.data.user.emails[0].email).toBe('keep@example.com');
      const login = await post(second.url, '/passwords/authenticate', second.publicToken, {
        email: 'keep@example.com',
        password: STRONG_PASSWORD,
      });
      expect(login.status).toBe(200);
      expect(login.json.data.user_id).toBe(created.json.data.user_id);
      expect(await (await fetch(`${second.url}/.well-known/jwks.json`)).json()).toEqual(jwksBefore);
    } finally {
      await second.close();
    }
  });

  it('keeps the wrong-password count across a restart: the sixth guess after it answers 429', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'latch-provider-'));
    const first = await startProvider({ port: 0, dataDir, quiet: true, scryptCost: 1024 });
    await post(first.url, '/passwords', first.publicToken, { email: 'guarded@example.com', password: STRONG_PASSWORD });
    for (let i = 0; i < 5; i++) {
      const guess = await post(first.url, '/passwords/authenticate', first.publicToken, { email: 'guarded@example.com', password: `guess-${i}` });
      expect(guess.status).toBe(401);
    }
    await first.close();

    const second = await startProvider({ port: 0, dataDir, quiet: true, scryptCost: 1024 });
    try {
      const after = await post(second.url, '/passwords/authenticate', second.publicToken, {
        email: 'guarded@example.com',
        password: STRONG_PASSWORD,
      });
      expect(after.status).toBe(429);
      expect(after.json.error_type).toBe('too_many_requests');
    } finally {
      await second.close();
    }
  });

  it('writes nothing in memory mode', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'latch-provider-'));
    const provider = await startProvider({ port: 0, dataDir, memory: true, quiet: true, scryptCost: 1024 });
    await post(provider.url, '/passwords', provider.publicToken, { email: 'gone@example.com', password: STRONG_PASSWORD });
    await provider.close();
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
