import { Hono } from 'hono';
import type { AppEnv } from '../context';
import type { Fault } from '../hostTypes';
import { ApiError } from '../http/errors';
import type { FaultInjector } from '../http/faults';
import { optInt, optStr, readBody, str } from '../http/validate';

/** The dev API's spelling of a fault, snake_case as the rest of the provider's JSON. */
const wire = (f: Fault) => ({
  id: f.id,
  path: f.path,
  method: f.method,
  status: f.status,
  error_type: f.errorType,
  error_message: f.errorMessage,
  delay_ms: f.delayMs,
  times: f.times,
  remaining: f.remaining,
});

/**
 * `/_dev/faults`: a host's tests make the next call (or the next N) to a path fail or answer late, to see their own
 * error and loading states against the real provider (http/faults.ts). Dev-only like every `/_dev/*` route.
 */
export function devFaultRoutes(faults: FaultInjector) {
  return new Hono<AppEnv>()
    .post('/_dev/faults', async (c) => {
      const body = await readBody(c, {
        path: str,
        method: optStr,
        status: optInt(400, 599),
        error_type: optStr,
        error_message: optStr,
        delay_ms: optInt(0, 60_000),
        times: optInt(1, 1000),
      });
      const added = faults.add({
        path: body.path,
        ...(body.method !== undefined && { method: body.method.toUpperCase() as 'GET' }),
        ...(body.status !== undefined && { status: body.status }),
        ...(body.error_type !== undefined && { errorType: body.error_type }),
        ...(body.error_message !== undefined && { errorMessage: body.error_message }),
        ...(body.delay_ms !== undefined && { delayMs: body.delay_ms }),
        ...(body.times !== undefined && { times: body.times }),
      });
      return c.json(wire(added), 201);
    })
    .get('/_dev/faults', (c) => c.json(faults.list().map(wire)))
    .delete('/_dev/faults', (c) => {
      faults.clear();
      return c.body(null, 204);
    })
    .delete('/_dev/faults/:id', (c) => {
      if (!faults.remove(c.req.param('id'))) throw new ApiError(404, 'fault_not_found', 'No fault has that id (a used-up fault is removed).');
      return c.body(null, 204);
    });
}
