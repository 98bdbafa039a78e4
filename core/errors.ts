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

export interface SchemaIssue {
  dataPath: string;
  message: string;
}

/** A request the provider refused on its schema: each issue names the field path. */
export class SchemaError extends LatchError {
  readonly issues: SchemaIssue[];
  constructor(issues: SchemaIssue[]) {
    super('SchemaError', `Request does not match expected schema\n${issues.map((i) => `${i.dataPath}: ${i.message}`).join('\n')}`);
    this.issues = issues;
  }
}

export const UNREACHABLE = 'Unable to contact our servers.';
export const INVALID_JSON = 'Invalid JSON response from our servers.';
export const INVALID_RESPONSE = 'Invalid response from our servers.';
export const ABORTED = 'The request was cancelled.';
export const NO_SESSION = 'There is no session currently available. Make sure the user is authenticated with a valid session.';
/** Not SPEC's: SPEC §8 names no text for a captcha or fingerprinting script that cannot load, and 'Unable to contact
 * our servers.' sent visitors with a blocker looking for a network fault. The widget shows its catalogue's
 * `error.securityCheckUnavailable`, which hosts can override. */
// SPEC §8 fixes only 'complete the flow on the same device'; the rest is for the visitor who opened the link elsewhere.
export const MISSING_PKCE =
  'This link only works in the browser where it was requested. Please complete the flow on the same device on which it was started.';

export const unreachableError = () => new LatchError('UnreachableError', UNREACHABLE);
export const invalidJsonError = () => new LatchError('InvalidJsonError', INVALID_JSON);
export const invalidResponseError = () => new LatchError('InvalidResponseError', INVALID_RESPONSE);
export const abortError = () => new LatchError('AbortError', ABORTED);
/** True for a request its caller cancelled: nothing went wrong, so nothing is shown. */
export const isAbortError = (error: unknown): boolean => error instanceof LatchError && error.name === 'AbortError';
export const noSessionError = () => new LatchError('NoCurrentSessionError', NO_SESSION);
export const missingPkceError = () => new LatchError('MissingPKCEError', MISSING_PKCE);
export const internalError = (cause: unknown) =>
  new LatchError('InternalError', `An internal error occurred: ${cause instanceof Error ? cause.message : String(cause)}`);

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
