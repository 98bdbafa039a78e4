/** Every error the client raises; hosts can switch on `name` without importing classes. */
export class LatchError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

/** An error answered by the provider: the top-level JSON error body of CONTRACT §3. */
export class ApiError extends LatchError {
  readonly status_code: number;
  readonly error_type: string;
  readonly error_message: string;
  readonly error_url: string;
  readonly request_id: string;
  /** Seconds to wait before asking again, from the answer's Retry-After header (a rate limit), when it gave them. */
  readonly retry_after?: number;

  constructor(body: {
    status_code: number;
    error_type: string;
    error_message: string;
    error_url?: string;
    request_id?: string;
    retry_after?: number | undefined;
  }) {
    super(
      'ApiError',
      `[${body.status_code}] ${body.error_type}\n${body.error_message}${body.error_url ? `\nSee ${body.error_url} for more information.` : ''}`,
    );
    this.status_code = body.status_code;
    this.error_type = body.error_type;
    this.error_message = body.error_message;
    this.error_url = body.error_url ?? '';
    this.request_id = body.request_id ?? '';
    if (body.retry_after !== undefined) this.retry_after = body.retry_after;
  }
}

export const UNREACHABLE = 'Unable to contact our servers.';
export const INVALID_RESPONSE = 'Invalid response from our servers.';
export const ABORTED = 'The request was cancelled.';
export const NO_SESSION = 'There is no session currently available. Make sure the user is authenticated with a valid session.';

export const unreachableError = () => new LatchError('UnreachableError', UNREACHABLE);
export const invalidResponseError = () => new LatchError('InvalidResponseError', INVALID_RESPONSE);
export const abortError = () => new LatchError('AbortError', ABORTED);
/** True for a request its caller cancelled: nothing went wrong, so nothing is shown. */
export const isAbortError = (error: unknown): boolean => error instanceof LatchError && error.name === 'AbortError';
export const noSessionError = () => new LatchError('NoCurrentSessionError', NO_SESSION);

/** A host called a client method with a bad argument; the message names the call and the field. */
export class UsageError extends LatchError {
  constructor(call: string, message: string) {
    super('UsageError', `Invalid call to ${call}: ${message}`);
  }
}

/** Types that mean the session secret is dead: the session must be cleared, not retried. */
export const UNRECOVERABLE_ERROR_TYPES: ReadonlySet<string> = new Set([
  'unauthorized_credentials',
  'user_unauthenticated',
  'invalid_secret_authentication',
  'session_not_found',
]);

export const isUnrecoverable = (error: unknown): boolean => error instanceof ApiError && UNRECOVERABLE_ERROR_TYPES.has(error.error_type);
