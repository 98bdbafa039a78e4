import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { ApiError } from './errors';

/**
 * Whether the client hung up before its request had arrived in full (a cancelled upload, a closed tab). Reading
 * the body then fails, in a route or in the body-size check; that is the client's doing, not a provider fault.
 */
export function clientAborted(c: Context): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming !== undefined && !incoming.complete && (incoming.destroyed || incoming.readableAborted);
}

/** Nobody reads this answer (the connection is gone); it keeps the request log honest: a 400, not a 500. */
export const requestAborted = () => new ApiError(400, 'request_aborted', 'The client closed the connection before its request arrived in full.');
