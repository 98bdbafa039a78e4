import { createApp } from './app';
import type { AppOptions } from './app';
import type { InboxMessage } from './inbox/messages';

/** Test-only helpers: a provider app with a hand-driven clock, and a terse way to call it over HTTP. */

export const TEST_ORIGIN = 'http://localhost:4100';
export const STRONG_PASSWORD = 'lantern-quarry-57-orbit';

export interface CallOptions {
  body?: unknown;
  /** Raw text sent as the body instead of JSON. */
  raw?: string;
  /** The Basic-auth secret: a session token; defaults to the public token (no session). */
  secret?: string;
  /** Send no Authorization header at all. */
  noAuth?: boolean;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  // Tests read deep into responses; a loose type keeps them short.
  json: any;
}

export async function makeTestProvider(options: Omit<AppOptions, 'now' | 'quiet' | 'origin'> = {}) {
  let clock = new Date('2030-01-01T00:00:00.000Z');
  const { app, deps } = await createApp({
    scryptCost: 16,
    ...options,
    quiet: true,
    now: () => clock,
    origin: () => TEST_ORIGIN,
  });
  const publicToken = deps.config.publicTokens[0] ?? '';

  async function call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
    if (!options.noAuth) {
      headers.Authorization = `Basic ${Buffer.from(`${publicToken}:${options.secret ?? publicToken}`).toString('base64')}`;
    }
    const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const response = await app.request(path, { method, headers, body });
    const text = await response.text();
    let json: unknown = text;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // Non-JSON bodies (pages, scripts) stay as text.
    }
    return { status: response.status, headers: response.headers, json };
  }

  const post = (path: string, body?: unknown, secret?: string) => call('POST', `/sdk/v1${path}`, { body, secret });
  const messages = async (): Promise<InboxMessage[]> => (await call('GET', '/_dev/messages')).json;
  const lastMessage = async () => {
    const [message] = await messages();
    if (!message) throw new Error('the inbox is empty');
    return message;
  };

  return {
    app,
    deps,
    publicToken,
    call,
    post,
    messages,
    lastMessage,
    now: () => clock,
    advance: (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    },
    /** Signs a user up with a password; returns the AuthResponse data. */
    signUp: async (email: string, password = STRONG_PASSWORD) => {
      const result = await post('/passwords', { email, password, session_duration_minutes: 30 });
      if (result.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(result.json)}`);
      return result.json.data;
    },
  };
}

export type TestProvider = Awaited<ReturnType<typeof makeTestProvider>>;

export const MINUTE = 60_000;

/** The token query parameter of a link from the inbox. */
export const tokenOf = (link: string | null) => new URL(link ?? 'http://invalid/').searchParams.get('token') ?? '';
