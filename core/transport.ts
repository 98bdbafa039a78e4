import { abortError, ApiError, LatchError, invalidResponseError, unreachableError } from './errors.js';
import type { SchemaIssue } from './requestErrors.js';
import { base64Utf8 } from './encoding.js';
import type { Guard, ProtectedKind } from './protection.js';
import { encodeHeader, telemetryPayload, type TelemetryIds } from './telemetry.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestInit {
  method: Method;
  /** Path below `/sdk/v1`, starting with a slash. */
  path: string;
  body?: Record<string, unknown>;
  /** Aborting rejects the call with an `AbortError`, which callers that cancel on purpose ignore. */
  signal?: AbortSignal;
  /** A call the provider may guard against bots: it carries the captcha token and telemetry id the project asks for. */
  protect?: ProtectedKind;
  /** The Basic-auth secret for this call only, e.g. a session token a host hands over; the held session's otherwise. */
  secret?: string;
}

export type { Protection } from './protection.js';

export interface TransportOptions {
  publicToken: string;
  base: string;
  /** The session token when one is held; the public token is sent again otherwise. */
  secret(): string | undefined;
  ids(): TelemetryIds;
  /** Bot protection: the fields of protected calls, and the one retry after 'Captcha required'. */
  guard?: Guard;
  fetch?: typeof fetch;
}

export interface Transport {
  request<T>(init: RequestInit): Promise<T>;
  /** `/events` goes out without credentials or Authorization (CONTRACT §5). */
  sendEvents(batch: unknown[]): Promise<void>;
  readonly base: string;
  readonly publicToken: string;
  /** The headers every API call carries (CONTRACT §2), for a call that is not a fetch: the consent screen's form post. */
  headers(): { Authorization: string; 'X-SDK-Client': string; 'X-SDK-Parent-Host': string };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Retry-After in seconds; its HTTP-date form is not used by the provider. */
const seconds = (header: string | null) => (header !== null && /^\d+$/.test(header.trim()) ? Number(header) : undefined);

/** The errors a provider that works as the contract says never causes (./requestErrors.ts): fetched when one happens. */
const requestErrors = () => import('./requestErrors.js');

async function errorFromBody(status: number, body: unknown, retryAfter: string | null = null): Promise<LatchError> {
  if (!isRecord(body)) return invalidResponseError();
  if ('body' in body || 'params' in body || 'query' in body) {
    const issues = [body.body, body.params, body.query].flatMap((part) => (Array.isArray(part) ? part : [])) as SchemaIssue[];
    return new (await requestErrors()).SchemaError(issues.map((i) => ({ dataPath: String(i?.dataPath ?? ''), message: String(i?.message ?? '') })));
  }
  if (typeof body.error_type === 'string') {
    return new ApiError({
      status_code: typeof body.status_code === 'number' ? body.status_code : status,
      error_type: body.error_type,
      error_message: typeof body.error_message === 'string' ? body.error_message : '',
      error_url: typeof body.error_url === 'string' ? body.error_url : '',
      request_id: typeof body.request_id === 'string' ? body.request_id : '',
      retry_after: seconds(retryAfter),
    });
  }
  return invalidResponseError();
}

export function createTransport(opts: TransportOptions): Transport {
  const doFetch = opts.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const url = (path: string) => `${opts.base}/sdk/v1${path}`;
  const parentHost = () => (typeof location === 'undefined' ? '' : location.origin);

  const headers = (secret?: string) => ({
    Authorization: `Basic ${base64Utf8(`${opts.publicToken}:${secret ?? opts.secret() ?? opts.publicToken}`)}`,
    'X-SDK-Client': encodeHeader(telemetryPayload(opts.ids())),
    'X-SDK-Parent-Host': parentHost(),
  });

  async function send(init: RequestInit, body: Record<string, unknown> | undefined): Promise<Response> {
    const sent = { ...headers(init.secret), 'Content-Type': 'application/json' };
    try {
      return await doFetch(url(init.path), {
        method: init.method,
        headers: sent,
        credentials: 'include',
        ...(body !== undefined && { body: JSON.stringify(body) }),
        ...(init.signal && { signal: init.signal }),
      });
    } catch {
      throw init.signal?.aborted ? abortError() : unreachableError();
    }
  }

  async function attempt<T>(init: RequestInit, body: Record<string, unknown> | undefined, retried: boolean): Promise<T> {
    const response = await send(init, body);
    const text = await response.text().catch(() => {
      throw init.signal?.aborted ? abortError() : unreachableError();
    });
    if (response.status <= 299) {
      try {
        return (JSON.parse(text) as { data: T }).data;
      } catch {
        throw (await requestErrors()).invalidJsonError();
      }
    }
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw invalidResponseError();
      }
      throw await errorFromBody(response.status, parsed, response.headers.get('retry-after'));
    }
    // A GET cannot carry the captcha token (fetch refuses a GET body), so only calls with a body are retried.
    if (text.includes('Captcha required') && !retried && init.method !== 'GET') {
      const fresh = await opts.guard?.retry();
      if (fresh) return await attempt<T>(init, { ...body, ...fresh }, true);
    }
    throw invalidResponseError();
  }

  async function request<T>(init: RequestInit): Promise<T> {
    try {
      const guarded = init.protect && opts.guard ? await opts.guard.fields(init.protect) : undefined;
      return await attempt<T>(init, guarded ? { ...init.body, ...guarded } : init.body, false);
    } catch (error) {
      throw error instanceof LatchError ? error : (await requestErrors()).internalError(error);
    }
  }

  return {
    base: opts.base,
    publicToken: opts.publicToken,
    request,
    headers: () => headers(),
    async sendEvents(batch) {
      // Read to its end, so the browser ends the request and can reuse the connection; nothing in it is used.
      const answer = await doFetch(url('/events'), {
        method: 'POST',
        // The telemetry rides in each event's body; the published client sends no X-SDK-* headers here (CONTRACT §2).
        headers: { 'Content-Type': 'application/json' },
        credentials: 'omit',
        body: JSON.stringify(batch),
      });
      await answer.arrayBuffer();
    },
  };
}
