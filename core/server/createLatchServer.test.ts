// @vitest-environment node
import { base64url } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { UsageError } from '../errors.js';
import { createLatchServer } from './createLatchServer.js';
import type { LatchServerOptions } from './types.js';

/** The first URL the server fetches (its key set), with nothing answered. */
async function keySetUrl(options: Omit<LatchServerOptions, 'projectId' | 'fetch'>): Promise<string> {
  const fetchSpy = vi.fn<typeof fetch>(async () => new Response('', { status: 503 }));
  const latch = createLatchServer({ projectId: 'project-test-1', fetch: fetchSpy, ...options });
  const part = (value: object) => base64url.encode(JSON.stringify(value));
  expect((await latch.verifySession(`${part({ alg: 'ES256', kid: 'k' })}.${part({})}.AAAA`)).reason).toBe('provider_unavailable');
  return String(fetchSpy.mock.calls[0]![0]);
}

describe('createLatchServer', () => {
  it('reaches the provider the browser client would with the same token and options (core/baseUrl.ts)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await keySetUrl({ publicToken: 'public-token-test-1' })).toBe('https://test.stytch.com/v1/sessions/jwks/project-test-1');
    expect(await keySetUrl({ publicToken: 'public-token-live-1' })).toBe('https://api.stytch.com/v1/sessions/jwks/project-test-1');
    expect(await keySetUrl({ publicToken: 'public-token-test-1', apiDomain: 'login.example.com' })).toBe(
      'https://login.example.com/v1/sessions/jwks/project-test-1',
    );
    expect(await keySetUrl({ publicToken: 'public-token-test-1', baseUrl: 'http://localhost:4100/', apiDomain: 'login.example.com' })).toBe(
      'http://localhost:4100/v1/sessions/jwks/project-test-1',
    );
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("throws on the host's own mistakes, at start, naming the option", () => {
    const make = (options: unknown) => () => createLatchServer(options as LatchServerOptions);
    expect(make(undefined)).toThrow(UsageError);
    expect(make({ publicToken: 'public-token-test-1' })).toThrow('Invalid call to createLatchServer: projectId must be a string.');
    expect(make({ projectId: 'p', publicToken: 'public-token-test-1', maxTokenAgeSeconds: -1 })).toThrow('maxTokenAgeSeconds must not be negative.');
    expect(make({ projectId: 'p', publicToken: 'public-token-test-1', clockToleranceSeconds: '5' })).toThrow(
      'clockToleranceSeconds must be an optional number.',
    );
  });
});
