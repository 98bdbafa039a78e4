import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ABORTED, ApiError, INVALID_RESPONSE, isAbortError, LatchError, UNREACHABLE } from './errors.js';
import { INVALID_JSON, SchemaError } from './requestErrors.js';
import { SDK_IDENTIFIER, SDK_VERSION, type TelemetryPayload } from './telemetry.js';
import { DEFAULT_BOOTSTRAP } from './bootstrap.js';
import { createGuard } from './protection.js';
import { createTransport, type Protection, type TransportOptions } from './transport.js';

const BASE = 'http://localhost:4100';
const TOKEN = 'public-token-test-0a1b2c';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Standard base64 → UTF-8 text, done independently of the code under test. */
const fromBase64 = (value: string) => Buffer.from(value, 'base64').toString('utf8');
const decodeClientHeader = (value: string | null | undefined): TelemetryPayload => JSON.parse(fromBase64(value ?? '')) as TelemetryPayload;

interface Seen {
  method: string;
  url: string;
  headers: Headers;
  credentials: RequestCredentials;
  body: string;
}

const seen: Seen[] = [];
/** Answers handed out in order, one per request the transport makes. */
let replies: (() => Response)[] = [];

const server = setupServer(
  http.all(`${BASE}/sdk/v1/*`, async ({ request }) => {
    seen.push({ method: request.method, url: request.url, headers: request.headers, credentials: request.credentials, body: await request.text() });
    const next = replies.shift();
    if (!next) throw new Error(`unexpected extra request to ${request.url}`);
    return next();
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  replies = [];
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function transport(extra: Partial<TransportOptions> = {}) {
  return createTransport({ publicToken: TOKEN, base: BASE, secret: () => undefined, ids: () => ({}), ...extra });
}

const json =
  (status: number, body: unknown, contentType = 'application/json') =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': contentType } });
const text = (status: number, body: string) => () => new Response(body, { status, headers: { 'Content-Type': 'text/html' } });

/** A project with nothing turned on in bootstrap: the host's hook is all the retry has. */
const hostGuard = (host: Protection) => createGuard({ publicToken: TOKEN, base: BASE, bootstrap: async () => DEFAULT_BOOTSTRAP, host, inPage: true });

const protection = (): Protection & { captchaToken: ReturnType<typeof vi.fn>; telemetryId: ReturnType<typeof vi.fn> } => ({
  captchaToken: vi.fn(async () => 'captcha-tok-1'),
  telemetryId: vi.fn(async () => 'dfp-id-1'),
});

type Outcome = { data: unknown } | { error: { name: string; message: string; fields?: Record<string, unknown> } };

interface Row {
  name: string;
  replies: (() => Response)[];
  /** How many requests must have reached the server. */
  calls: number;
  outcome: Outcome;
  withProtection?: boolean;
}

const apiBody = {
  status_code: 401,
  error_type: 'unauthorized_credentials',
  error_message: 'Unauthorized credentials.',
  error_url: 'https://stytch.com/docs/api/errors/401#unauthorized_credentials',
  request_id: 'request-id-test-1',
};

/** SPEC §8 "Transport" and CONTRACT §3, one row per entry of the catalogue. */
const table: Row[] = [
  {
    name: '200 with {data} returns data',
    replies: [json(200, { data: { a: 1, request_id: 'r' } })],
    calls: 1,
    outcome: { data: { a: 1, request_id: 'r' } },
  },
  { name: '201 with {data} returns data', replies: [json(201, { data: { created: true } })], calls: 1, outcome: { data: { created: true } } },
  { name: '299 with {data} returns data', replies: [json(299, { data: ['x'] })], calls: 1, outcome: { data: ['x'] } },
  {
    name: 'success body that is not JSON',
    replies: [text(200, '<html>oops</html>')],
    calls: 1,
    outcome: { error: { name: 'InvalidJsonError', message: INVALID_JSON } },
  },
  {
    name: 'success body that is truncated JSON',
    replies: [() => new Response('{"data": {', { status: 200, headers: { 'Content-Type': 'application/json' } })],
    calls: 1,
    outcome: { error: { name: 'InvalidJsonError', message: INVALID_JSON } },
  },
  {
    name: 'network failure',
    replies: [() => HttpResponse.error()],
    calls: 1,
    outcome: { error: { name: 'UnreachableError', message: UNREACHABLE } },
  },
  {
    name: '400 JSON with a body key is a schema error',
    replies: [
      json(400, {
        body: [
          { dataPath: '.email', message: 'should be string' },
          { dataPath: '.session_duration_minutes', message: 'should be number' },
        ],
      }),
    ],
    calls: 1,
    outcome: {
      error: {
        name: 'SchemaError',
        message: 'Request does not match expected schema\n.email: should be string\n.session_duration_minutes: should be number',
        fields: {
          issues: [
            { dataPath: '.email', message: 'should be string' },
            { dataPath: '.session_duration_minutes', message: 'should be number' },
          ],
        },
      },
    },
  },
  {
    name: '400 JSON with params and query keys is a schema error',
    replies: [
      json(
        400,
        { params: [{ dataPath: '.id', message: 'bad id' }], query: [{ dataPath: '.q', message: 'bad q' }] },
        'application/json; charset=utf-8',
      ),
    ],
    calls: 1,
    outcome: {
      error: {
        name: 'SchemaError',
        message: 'Request does not match expected schema\n.id: bad id\n.q: bad q',
        fields: {
          issues: [
            { dataPath: '.id', message: 'bad id' },
            { dataPath: '.q', message: 'bad q' },
          ],
        },
      },
    },
  },
  {
    name: '401 JSON error body is an ApiError with every field',
    replies: [json(401, apiBody)],
    calls: 1,
    outcome: {
      error: {
        name: 'ApiError',
        message:
          '[401] unauthorized_credentials\nUnauthorized credentials.\nSee https://stytch.com/docs/api/errors/401#unauthorized_credentials for more information.',
        fields: apiBody,
      },
    },
  },
  {
    name: '500 JSON error body without status_code takes the HTTP status',
    replies: [json(500, { error_type: 'internal_server_error', error_message: 'Oops.', request_id: 'rid-2' })],
    calls: 1,
    outcome: {
      error: {
        name: 'ApiError',
        message: '[500] internal_server_error\nOops.',
        fields: { status_code: 500, error_type: 'internal_server_error', error_message: 'Oops.', error_url: '', request_id: 'rid-2' },
      },
    },
  },
  {
    name: "429 with Retry-After: the seconds to wait, for the widget's countdown",
    replies: [
      () =>
        HttpResponse.json(
          { status_code: 429, error_type: 'too_many_requests', error_message: 'Slow down.' },
          { status: 429, headers: { 'Retry-After': '54' } },
        ),
    ],
    calls: 1,
    outcome: {
      error: {
        name: 'ApiError',
        message: '[429] too_many_requests\nSlow down.',
        fields: { status_code: 429, error_type: 'too_many_requests', retry_after: 54 },
      },
    },
  },
  {
    name: 'JSON error body of an unknown shape',
    replies: [json(400, { nope: true })],
    calls: 1,
    outcome: { error: { name: 'InvalidResponseError', message: INVALID_RESPONSE } },
  },
  {
    name: 'error labelled JSON that does not parse',
    replies: [() => new Response('{not json', { status: 502, headers: { 'Content-Type': 'application/json' } })],
    calls: 1,
    outcome: { error: { name: 'InvalidResponseError', message: INVALID_RESPONSE } },
  },
  {
    name: 'non-JSON error text',
    replies: [text(502, '<html>Bad gateway</html>')],
    calls: 1,
    outcome: { error: { name: 'InvalidResponseError', message: INVALID_RESPONSE } },
  },
  {
    name: 'error JSON without a JSON content type counts as non-JSON',
    replies: [json(401, apiBody, 'text/plain')],
    calls: 1,
    outcome: { error: { name: 'InvalidResponseError', message: INVALID_RESPONSE } },
  },
  {
    name: "'Captcha required' then success is retried once",
    replies: [text(403, 'Error: Captcha required for this request'), json(200, { data: { ok: 1 } })],
    calls: 2,
    withProtection: true,
    outcome: { data: { ok: 1 } },
  },
  {
    name: "'Captcha required' twice gives up after one retry",
    replies: [text(403, 'Captcha required'), text(403, 'Captcha required')],
    calls: 2,
    withProtection: true,
    outcome: { error: { name: 'InvalidResponseError', message: INVALID_RESPONSE } },
  },
  {
    name: "'Captcha required' without protection is not retried",
    replies: [text(403, 'Captcha required')],
    calls: 1,
    outcome: { error: { name: 'InvalidResponseError', message: INVALID_RESPONSE } },
  },
];

describe('transport error catalogue', () => {
  it.each(table)('$name', async (row) => {
    replies = [...row.replies];
    const t = transport(row.withProtection ? { guard: hostGuard(protection()) } : {});
    const result = t.request({ method: 'POST', path: '/magic_links/authenticate', body: { token: 't-1' } });
    if ('data' in row.outcome) {
      await expect(result).resolves.toEqual(row.outcome.data);
    } else {
      const error = await result.then(
        () => expect.fail('expected the call to fail'),
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(LatchError);
      expect(error).toMatchObject({ name: row.outcome.error.name, message: row.outcome.error.message, ...row.outcome.error.fields });
      if (row.outcome.error.name === 'ApiError') expect(error).toBeInstanceOf(ApiError);
      if (row.outcome.error.name === 'SchemaError') expect(error).toBeInstanceOf(SchemaError);
    }
    expect(seen).toHaveLength(row.calls);
    expect(replies).toHaveLength(0);
  });

  it('an unknown thrown error becomes an InternalError carrying its message', async () => {
    const t = transport({
      secret: () => {
        throw new Error('boom');
      },
    });
    await expect(t.request({ method: 'GET', path: '/users/me' })).rejects.toMatchObject({
      name: 'InternalError',
      message: 'An internal error occurred: boom',
    });
    expect(seen).toHaveLength(0);
  });

  it('a fetch that resolves to something other than a Response is an InternalError', async () => {
    const t = transport({ fetch: (async () => ({ status: 200 })) as unknown as typeof fetch });
    const error = (await t.request({ method: 'GET', path: '/users/me' }).catch((e: unknown) => e)) as LatchError;
    expect(error).toBeInstanceOf(LatchError);
    expect(error.name).toBe('InternalError');
    expect(error.message.startsWith('An internal error occurred: ')).toBe(true);
  });

  it('a failing captcha provider surfaces as an InternalError, with no retry sent', async () => {
    replies = [text(403, 'Captcha required')];
    const p = protection();
    p.captchaToken.mockRejectedValueOnce(new Error('recaptcha not loaded'));
    await expect(transport({ guard: hostGuard(p) }).request({ method: 'POST', path: '/x', body: {} })).rejects.toMatchObject({
      name: 'InternalError',
      message: 'An internal error occurred: recaptcha not loaded',
    });
    expect(seen).toHaveLength(1);
  });

  it('the captcha retry carries the token, the DFP id, the original fields and a fresh telemetry header', async () => {
    replies = [text(403, 'Captcha required'), json(200, { data: { ok: true } })];
    const p = protection();
    const t = transport({ guard: hostGuard(p) });
    await expect(t.request({ method: 'POST', path: '/magic_links/email/login_or_create', body: { email: 'a@example.com' } })).resolves.toEqual({
      ok: true,
    });

    expect(p.captchaToken).toHaveBeenCalledTimes(1);
    expect(p.telemetryId).toHaveBeenCalledTimes(1);
    const [first, second] = seen as [Seen, Seen];
    expect(JSON.parse(first.body)).toEqual({ email: 'a@example.com' });
    expect(JSON.parse(second.body)).toEqual({ email: 'a@example.com', captcha_token: 'captcha-tok-1', dfp_telemetry_id: 'dfp-id-1' });
    expect(second.url).toBe(first.url);
    expect(second.method).toBe('POST');
    const h1 = decodeClientHeader(first.headers.get('x-sdk-client'));
    const h2 = decodeClientHeader(second.headers.get('x-sdk-client'));
    expect(h2.event_id).not.toBe(h1.event_id);
    expect(h2.event_id).toMatch(new RegExp(`^event-id-${UUID}$`));
  });

  it("a GET answered 'Captcha required' is not retried with a body fetch would refuse: invalid response, one call", async () => {
    replies = [text(403, 'Captcha required')];
    const p = protection();
    await expect(transport({ guard: hostGuard(p) }).request({ method: 'GET', path: '/users/me' })).rejects.toMatchObject({
      name: 'InvalidResponseError',
      message: INVALID_RESPONSE,
    });
    expect(seen).toHaveLength(1);
    expect(p.captchaToken).not.toHaveBeenCalled();
  });

  it('a bodiless POST (sessions/revoke) is retried with a body holding only the captcha fields', async () => {
    replies = [text(403, 'Captcha required'), json(200, { data: { request_id: 'r', status_code: 200 } })];
    await transport({ guard: hostGuard(protection()) }).request({ method: 'POST', path: '/sessions/revoke' });
    expect(seen.map((s) => s.body)).toEqual(['', '{"captcha_token":"captcha-tok-1","dfp_telemetry_id":"dfp-id-1"}']);
  });

  it('a retry whose DFP id is undefined leaves dfp_telemetry_id out of the JSON', async () => {
    replies = [text(403, 'Captcha required'), json(200, { data: {} })];
    const p = protection();
    p.telemetryId.mockResolvedValueOnce(undefined);
    await transport({ guard: hostGuard(p) }).request({ method: 'POST', path: '/x', body: { a: 1 } });
    expect(seen[1]?.body).toBe('{"a":1,"captcha_token":"captcha-tok-1"}');
  });
});

describe('transport request shape', () => {
  /** Records exactly what the transport hands to fetch. */
  function capturing(response: () => Response = () => new Response(JSON.stringify({ data: { ok: true } }), { status: 200 })) {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init: init ?? {} });
      return response();
    });
    return { calls, fetch: fetchFn as unknown as typeof fetch };
  }
  const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

  it('sends to {base}/sdk/v1{path} with method, JSON body, cookies included and the fixed headers', async () => {
    const cap = capturing();
    const t = createTransport({ publicToken: TOKEN, base: BASE, secret: () => undefined, ids: () => ({}), fetch: cap.fetch });
    expect(t.base).toBe(BASE);
    expect(t.publicToken).toBe(TOKEN);
    await t.request({ method: 'PUT', path: '/users/me', body: { untrusted_metadata: { a: 1 } } });
    expect(cap.calls).toHaveLength(1);
    const { url, init } = cap.calls[0]!;
    expect(url).toBe('http://localhost:4100/sdk/v1/users/me');
    expect(init.method).toBe('PUT');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"untrusted_metadata":{"a":1}}');
    expect(header(init, 'Content-Type')).toBe('application/json');
    expect(header(init, 'X-SDK-Parent-Host')).toBe(location.origin);
    expect(location.origin).toBe('http://localhost:3000');
  });

  it('Authorization is Basic base64(public_token:session token) when a session token is held', async () => {
    const cap = capturing();
    await createTransport({ publicToken: TOKEN, base: BASE, secret: () => 'sess-tok-xyz', ids: () => ({}), fetch: cap.fetch }).request({
      method: 'GET',
      path: '/users/me',
    });
    const auth = header(cap.calls[0]!.init, 'Authorization')!;
    expect(auth).toBe(`Basic ${Buffer.from(`${TOKEN}:sess-tok-xyz`).toString('base64')}`);
    expect(fromBase64(auth.slice('Basic '.length))).toBe('public-token-test-0a1b2c:sess-tok-xyz');
  });

  it('Authorization repeats the public token when there is no session, and the secret is read per call', async () => {
    const cap = capturing();
    let secret: string | undefined;
    const t = createTransport({ publicToken: TOKEN, base: BASE, secret: () => secret, ids: () => ({}), fetch: cap.fetch });
    await t.request({ method: 'GET', path: '/users/me' });
    secret = 'later-token';
    await t.request({ method: 'GET', path: '/users/me' });
    expect(fromBase64(header(cap.calls[0]!.init, 'Authorization')!.replace('Basic ', ''))).toBe(`${TOKEN}:${TOKEN}`);
    expect(fromBase64(header(cap.calls[1]!.init, 'Authorization')!.replace('Basic ', ''))).toBe(`${TOKEN}:later-token`);
  });

  it('X-SDK-Client decodes to the CONTRACT §2 fields', async () => {
    const cap = capturing();
    const before = Date.now();
    await createTransport({ publicToken: TOKEN, base: BASE, secret: () => undefined, ids: () => ({}), fetch: cap.fetch }).request({
      method: 'GET',
      path: '/users/me',
    });
    const after = Date.now();
    const raw = header(cap.calls[0]!.init, 'X-SDK-Client')!;
    expect(raw).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const payload = decodeClientHeader(raw);
    expect(Object.keys(payload).sort()).toEqual(['app', 'app_session_id', 'client_sent_at', 'event_id', 'persistent_id', 'sdk', 'timezone']);
    expect(payload.event_id).toMatch(new RegExp(`^event-id-${UUID}$`));
    expect(payload.app_session_id).toMatch(new RegExp(`^app-session-id-${UUID}$`));
    expect(payload.persistent_id).toMatch(new RegExp(`^persistent-id-${UUID}$`));
    expect(new Date(payload.client_sent_at).toISOString()).toBe(payload.client_sent_at);
    const sentAt = Date.parse(payload.client_sent_at);
    expect(sentAt).toBeGreaterThanOrEqual(before);
    expect(sentAt).toBeLessThanOrEqual(after);
    expect(payload.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(payload.app).toEqual({ identifier: 'localhost' });
    expect(payload.sdk).toEqual({ identifier: 'Stytch.js Javascript SDK', version: '5.24.0' });
    expect(SDK_IDENTIFIER).toBe('Stytch.js Javascript SDK');
    expect(SDK_VERSION).toBe('5.24.0');
  });

  it('X-SDK-Client carries stytch_user_id and stytch_session_id when ids are known', async () => {
    const cap = capturing();
    await createTransport({
      publicToken: TOKEN,
      base: BASE,
      secret: () => 'tok',
      ids: () => ({ userId: 'user-test-1', sessionId: 'session-test-1' }),
      fetch: cap.fetch,
    }).request({ method: 'GET', path: '/users/me' });
    const payload = decodeClientHeader(header(cap.calls[0]!.init, 'X-SDK-Client'));
    expect(payload.stytch_user_id).toBe('user-test-1');
    expect(payload.stytch_session_id).toBe('session-test-1');
  });

  it('generates fresh ids for every call', async () => {
    const cap = capturing();
    const t = createTransport({ publicToken: TOKEN, base: BASE, secret: () => undefined, ids: () => ({}), fetch: cap.fetch });
    await t.request({ method: 'GET', path: '/a' });
    await t.request({ method: 'GET', path: '/b' });
    const [a, b] = cap.calls.map((c) => decodeClientHeader(header(c.init, 'X-SDK-Client')));
    expect(b!.event_id).not.toBe(a!.event_id);
    expect(b!.app_session_id).not.toBe(a!.app_session_id);
    expect(b!.persistent_id).not.toBe(a!.persistent_id);
  });

  it('omits undefined body fields from the JSON and sends no body without one', async () => {
    const cap = capturing();
    const t = createTransport({ publicToken: TOKEN, base: BASE, secret: () => undefined, ids: () => ({}), fetch: cap.fetch });
    await t.request({
      method: 'POST',
      path: '/magic_links/email/login_or_create',
      body: { email: 'a@b.co', captcha_token: undefined, dfp_telemetry_id: undefined, code_challenge: undefined },
    });
    await t.request({ method: 'GET', path: '/users/me' });
    expect(cap.calls[0]!.init.body).toBe('{"email":"a@b.co"}');
    expect('body' in cap.calls[1]!.init).toBe(false);
    expect(cap.calls[1]!.init.method).toBe('GET');
  });

  it('passes the abort signal through; a request aborted before it starts fails with an AbortError', async () => {
    const controller = new AbortController();
    const cap = capturing();
    const t = createTransport({ publicToken: TOKEN, base: BASE, secret: () => undefined, ids: () => ({}), fetch: cap.fetch });
    await t.request({ method: 'POST', path: '/x', body: {}, signal: controller.signal });
    expect(cap.calls[0]!.init.signal).toBe(controller.signal);

    replies = [json(200, { data: {} })];
    controller.abort();
    const error = await transport()
      .request({ method: 'POST', path: '/x', body: {}, signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LatchError);
    expect(error).toMatchObject({ name: 'AbortError', message: ABORTED });
    expect(isAbortError(error)).toBe(true);
  });

  it('aborting a request in flight fails it with an AbortError, not the network error', async () => {
    const controller = new AbortController();
    let started!: () => void;
    const reached = new Promise<void>((resolve) => (started = resolve));
    server.use(
      http.post(`${BASE}/sdk/v1/slow`, async () => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 1000));
        return HttpResponse.json({ data: { late: true } });
      }),
    );
    const pending = transport()
      .request({ method: 'POST', path: '/slow', body: {}, signal: controller.signal })
      .catch((e: unknown) => e);
    await reached;
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError', message: ABORTED });
  });

  it('a lost connection without an abort is still the network error', async () => {
    replies = [() => HttpResponse.error()];
    const error = await transport()
      .request({ method: 'POST', path: '/x', body: {}, signal: new AbortController().signal })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'UnreachableError', message: UNREACHABLE });
    expect(isAbortError(error)).toBe(false);
  });

  it('sends /events as a JSON array with only Content-Type and credentials omitted', async () => {
    const cap = capturing(() => new Response('', { status: 200 }));
    const t = createTransport({ publicToken: TOKEN, base: BASE, secret: () => 'sess-tok', ids: () => ({ userId: 'user-1' }), fetch: cap.fetch });
    await t.sendEvents([{ event: { event_name: 'a' } }, { event: { event_name: 'b' } }]);
    const { url, init } = cap.calls[0]!;
    expect(url).toBe('http://localhost:4100/sdk/v1/events');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('omit');
    const headers = init.headers as Record<string, string>;
    expect(headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual([{ event: { event_name: 'a' } }, { event: { event_name: 'b' } }]);
  });

  // Chromium ends a request only once its body is read: an unread answer keeps the connection, and a test waiting for
  // the network to go quiet waits for ever.
  it('reads the answer to /events to its end', async () => {
    const answer = new Response(JSON.stringify({ status_code: 200 }), { status: 200 });
    const cap = capturing(() => answer);
    const t = createTransport({ publicToken: TOKEN, base: BASE, secret: () => undefined, ids: () => ({}), fetch: cap.fetch });
    await t.sendEvents([{ event: { event_name: 'a' } }]);
    expect(answer.bodyUsed).toBe(true);
  });

  it('a real round trip: /events arrives without Authorization or cookies; other calls carry both', async () => {
    replies = [() => new Response(null, { status: 200 }), json(200, { data: { ok: 1 } })];
    const t = transport({ secret: () => 'sess' });
    await t.sendEvents([]);
    await t.request({ method: 'GET', path: '/users/me' });
    const [events, me] = seen as [Seen, Seen];
    expect(events.url).toBe(`${BASE}/sdk/v1/events`);
    expect(events.headers.has('authorization')).toBe(false);
    expect(events.credentials).toBe('omit');
    expect(events.body).toBe('[]');
    expect(me.url).toBe(`${BASE}/sdk/v1/users/me`);
    expect(me.method).toBe('GET');
    expect(me.headers.get('authorization')).toBe(`Basic ${btoa(`${TOKEN}:sess`)}`);
    expect(me.credentials).toBe('include');
    expect(me.headers.get('x-sdk-parent-host')).toBe('http://localhost:3000');
  });
});
