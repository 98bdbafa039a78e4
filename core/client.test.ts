import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCoreClient } from './client.js';
import { createHeadlessClient } from './headless.js';

const TOKEN = 'public-token-test-client';

interface Call {
  url: string;
  init: RequestInit;
}

function recordingFetch(reply: (url: string) => unknown = () => ({})) {
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return new Response(JSON.stringify({ data: reply(String(input)) }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { calls, fetch: fetchFn as unknown as typeof fetch };
}

describe('createCoreClient', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('points the transport at the given baseUrl and logs sdk_instantiated to /events after 800 ms', async () => {
    vi.useFakeTimers();
    const f = recordingFetch();
    const client = createCoreClient(TOKEN, { baseUrl: 'http://localhost:4100/', fetch: f.fetch });
    expect(client.publicToken).toBe(TOKEN);
    expect(client.transport.base).toBe('http://localhost:4100');
    await vi.advanceTimersByTimeAsync(799);
    expect(f.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.calls.map((c) => c.url)).toEqual(['http://localhost:4100/sdk/v1/events']);
    const batch = JSON.parse(f.calls[0]!.init.body as string) as { event: Record<string, unknown> }[];
    expect(batch.map((e) => e.event)).toEqual([{ public_token: TOKEN, event_name: 'sdk_instantiated', details: {} }]);
    client.dispose();
  });

  it('without a session cookie: Authorization repeats the public token', async () => {
    const f = recordingFetch();
    const client = createCoreClient(TOKEN, { baseUrl: 'http://localhost:4100', fetch: f.fetch });
    await client.transport.request({ method: 'GET', path: '/users/me' });
    const auth = (f.calls.at(-1)!.init.headers as Record<string, string>).Authorization!;
    expect(atob(auth.replace('Basic ', ''))).toBe(`${TOKEN}:${TOKEN}`);
    client.dispose();
  });

  it('with a session cookie: the session token is the Basic secret', async () => {
    document.cookie = 'stytch_session=sess-tok-from-cookie; path=/';
    const f = recordingFetch();
    const client = createCoreClient(TOKEN, { baseUrl: 'http://localhost:4100', fetch: f.fetch });
    await client.transport.request({ method: 'GET', path: '/users/me' });
    const me = f.calls.find((c) => c.url.endsWith('/users/me'))!;
    expect(atob((me.init.headers as Record<string, string>).Authorization!.replace('Basic ', ''))).toBe(`${TOKEN}:sess-tok-from-cookie`);
    client.dispose();
  });

  it('warns about a bad public token and defaults to the live base', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const f = recordingFetch();
    const client = createCoreClient('pk_live_whatever', { fetch: f.fetch });
    expect(warn).toHaveBeenCalledWith('latch: the public token should start with "public-token-"; got "pk_live_whatever...".');
    expect(client.transport.base).toBe('https://api.stytch.com');
    client.dispose();
  });

  it('dispose flushes queued events at once', async () => {
    const f = recordingFetch();
    const client = createCoreClient(TOKEN, { baseUrl: 'http://localhost:4100', fetch: f.fetch });
    client.events.log({ name: 'render_login_screen' });
    client.dispose();
    await vi.waitFor(() => expect(f.calls.some((c) => c.url.endsWith('/events'))).toBe(true));
    const batch = JSON.parse(f.calls.find((c) => c.url.endsWith('/events'))!.init.body as string) as { event: { event_name: string } }[];
    expect(batch.map((e) => e.event.event_name)).toEqual(['sdk_instantiated', 'render_login_screen']);
  });
});

describe('createHeadlessClient', () => {
  it('exposes the product calls on one object, wired to the core client', async () => {
    const f = recordingFetch((url) => (url.includes('bootstrap') ? {} : { request_id: 'r', status_code: 200 }));
    const client = createHeadlessClient(TOKEN, { baseUrl: 'http://localhost:4100', fetch: f.fetch });
    await client.magicLinks.email.loginOrCreate('a@example.com');
    expect(f.calls.map((c) => `${c.init.method} ${c.url}`)).toContain('POST http://localhost:4100/sdk/v1/magic_links/email/login_or_create');
    expect(typeof client.user.deleteEmail).toBe('function');
    expect(client.session.getSync()).toBeNull();
    client.dispose();
  });
});
