import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { ApiError, errorUrl } from './errors';

export const newRequestId = () => `request-id-test-${randomUUID()}`;

/** Success envelope: the client returns `body.data`, which also carries request_id and status_code. */
export function ok(c: Context<AppEnv>, data: Record<string, unknown> = {}) {
  return c.json({ data: { ...data, request_id: c.get('requestId'), status_code: 200 } }, 200);
}

export function errorResponse(c: Context<AppEnv>, error: ApiError) {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(
    {
      status_code: error.status,
      error_type: error.errorType,
      error_message: error.message,
      error_url: errorUrl(error.errorType),
      request_id: c.get('requestId') ?? newRequestId(),
    },
    error.status as 400,
  );
}
