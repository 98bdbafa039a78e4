// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import shellFr from './locales/fr.js';
import { createLatchClient, LatchLogin, LatchResetPassword } from './react.js';

/**
 * A server rendering a page with the widget: no window or document here, as on a server. Creating the client and
 * rendering must send nothing and start nothing, and the first form must be in the markup.
 */
const TOKEN = 'public-token-test-server';

function recordingFetch() {
  const urls: string[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(JSON.stringify({ status_code: 200, request_id: 'r' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { urls, fetch: fetchFn as unknown as typeof fetch };
}

describe('rendering on a server', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has no window or document (the premise of these tests)', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('creating the client sends no telemetry, no bootstrap and starts no refresh timer', async () => {
    vi.useFakeTimers();
    const f = recordingFetch();
    createLatchClient(TOKEN, { baseUrl: 'http://localhost:4100', fetch: f.fetch });
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(200_000);
    expect(f.urls).toEqual([]);
  });

  it('a call the server makes itself still goes out', async () => {
    const f = recordingFetch();
    const client = createLatchClient(TOKEN, { baseUrl: 'http://localhost:4100', fetch: f.fetch });
    await client.user.search('ada@example.com').catch(() => undefined);
    expect(f.urls).toEqual(['http://localhost:4100/sdk/v1/users/search']);
  });

  it('renders the first form (header, labelled email field, submit) and sends nothing', async () => {
    vi.useFakeTimers();
    const f = recordingFetch();
    const client = createLatchClient(TOKEN, { baseUrl: 'http://localhost:4100', fetch: f.fetch });
    const html = renderToString(<LatchLogin client={client} config={{ products: ['emailMagicLinks'] }} />);
    expect(html).toContain('>Sign up or log in</h1>');
    const id = /<label[^>]* for="([^"]+)">Email<\/label>/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toMatch(new RegExp(`<input type="email"[^>]* id="${id}"[^>]* name="email"`));
    expect(html).toMatch(/<button type="submit"[^>]*>Continue with email<\/button>/);
    expect(html).not.toContain('aria-busy');
    await vi.advanceTimersByTimeAsync(200_000);
    expect(f.urls).toEqual([]);
  });

  it('an entry that does not open on the login form renders the loading pass, still sending nothing', async () => {
    const f = recordingFetch();
    const client = createLatchClient(TOKEN, { baseUrl: 'http://localhost:4100', fetch: f.fetch });
    const html = renderToString(<LatchResetPassword client={client} config={{ products: ['passwords'] }} />);
    expect(html).toContain('aria-busy="true"');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(f.urls).toEqual([]);
  });

  describe('in a locale', () => {
    /** What a server that streams (Next.js's App Router) sends once everything is in. */
    async function streamed(element: React.ReactNode): Promise<string> {
      const { prelude } = await prerenderToNodeStream(element);
      let html = '';
      for await (const chunk of prelude) html += String(chunk);
      return html;
    }

    it('a streaming server sends the first form in the locale, with its language on the root, and sends nothing', async () => {
      const f = recordingFetch();
      const client = createLatchClient(TOKEN, { baseUrl: 'http://localhost:4100', fetch: f.fetch });
      const html = await streamed(<LatchLogin client={client} config={{ products: ['emailMagicLinks'], locale: 'fr' }} />);
      expect(html).toContain(`>${shellFr['main.header']}</h1>`);
      expect(html).toMatch(new RegExp(`<label[^>]*>${shellFr['form.email.label']}</label>`));
      expect(html).toMatch(new RegExp(`<button type="submit"[^>]*>${shellFr['form.submit.email']}</button>`));
      expect(html).toMatch(/<div[^>]* lang="fr"/);
      expect(html).not.toContain('Continue with email');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(f.urls).toEqual([]);
    });

    it("with 'auto', which only the visitor's browser can tell, sends no form", async () => {
      const client = createLatchClient(TOKEN, { baseUrl: 'http://localhost:4100', fetch: recordingFetch().fetch });
      const html = await streamed(<LatchLogin client={client} config={{ products: ['emailMagicLinks'], locale: 'auto' }} />);
      expect(html).not.toContain('<form');
    });
  });
});
