import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { Fault, FaultControl, FaultSpec } from '../hostTypes';
import { ApiError } from './errors';
import { errorResponse } from './respond';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
const MAX_DELAY_MS = 60_000;
const MAX_TIMES = 1000;

/** A Hono route path (`/sdk/v1/projects/bootstrap/:publicToken`, `/widget/*`) as a whole-path pattern. */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      // `:name` and `:name{regex}` match one segment; the custom regexes are not needed to tell routes apart.
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/** A `:name` segment of a fault's path stands for any value: one sample value must reach a route. */
const sampleOf = (path: string) => path.replace(/\/:[^/]+/g, '/x');

export interface Route {
  method: string;
  path: string;
}

/**
 * Failures a host's tests ask for: the next call (or the next N) to a path answers a given status and `error_type`,
 * or answers late. Kept in memory, in the order added; a call takes the first fault that matches it. The dev API
 * (`/_dev/faults`) and `startProvider`'s handle both add here. `routes` are the app's, read when a fault is added, so
 * a path the provider does not serve is refused instead of waiting for a call that never comes.
 */
export class FaultInjector implements FaultControl {
  private faults: (Fault & { pattern: RegExp })[] = [];
  private routes: { method: string; pattern: RegExp }[] = [];

  /** Called once the app has all its routes: middleware entries (method ALL) are not routes. */
  knowRoutes(routes: readonly Route[]): void {
    this.routes = routes.filter((r) => r.method !== 'ALL').map((r) => ({ method: r.method, pattern: patternOf(r.path) }));
  }

  add(spec: FaultSpec): Fault {
    const given = checkPath(spec.path);
    // A path the provider serves as written (`/v1/oauth2/token`) is taken as written; any other is an API path.
    const path = this.routes.some((r) => r.pattern.test(sampleOf(given))) ? given : `/sdk/v1${given}`;
    const method = spec.method ?? null;
    if (method !== null && !METHODS.includes(method)) throw fault(`method must be one of ${METHODS.join(', ')}, not ${JSON.stringify(method)}.`);
    if (path.startsWith('/_dev/')) throw fault('the dev API itself cannot be made to fail.');
    const served = this.routes.filter((r) => r.pattern.test(sampleOf(path)));
    if (served.length === 0) throw fault(`there is no route ${path} on this provider, so no call would ever meet this fault.`);
    if (method && !served.some((r) => r.method === method)) {
      throw fault(`${path} is served for ${[...new Set(served.map((r) => r.method))].join(', ')}, not ${method}.`);
    }
    const status = spec.status ?? null;
    const errorType = spec.errorType ?? null;
    if (status !== null && (!Number.isInteger(status) || status < 400 || status > 599)) throw fault('status must be an integer from 400 to 599.');
    if ((status === null) !== (errorType === null)) throw fault('status and error_type go together: give both, or neither for a slow answer.');
    if (errorType !== null && !/^[a-z0-9_]{1,100}$/.test(errorType))
      throw fault('error_type must be 1 to 100 lower-case letters, digits or underscores.');
    const delayMs = spec.delayMs ?? 0;
    if (!Number.isInteger(delayMs) || delayMs < 0 || delayMs > MAX_DELAY_MS) throw fault(`delay_ms must be an integer from 0 to ${MAX_DELAY_MS}.`);
    if (status === null && delayMs === 0) throw fault('give status and error_type (a failure), delay_ms (a slow answer), or both.');
    const times = spec.times ?? 1;
    if (!Number.isInteger(times) || times < 1 || times > MAX_TIMES) throw fault(`times must be an integer from 1 to ${MAX_TIMES}.`);
    if (spec.errorMessage !== undefined && typeof spec.errorMessage !== 'string') throw fault('error_message must be a string.');
    const errorMessage = errorType === null ? null : (spec.errorMessage ?? `The local provider was told to fail this call (${errorType}).`);
    const added = { id: `fault-${randomUUID()}`, path, method, status, errorType, errorMessage, delayMs, times, remaining: times };
    this.faults.push({ ...added, pattern: patternOf(path) });
    return { ...added };
  }

  list(): Fault[] {
    return this.faults.map(({ pattern: _, ...fault }) => fault);
  }

  clear(): void {
    this.faults = [];
  }

  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((f) => f.id !== id);
    return this.faults.length < before;
  }

  /** Takes one use of the first fault that matches the call, if any. */
  private take(method: string, path: string): Fault | undefined {
    const found = this.faults.find((f) => (f.method === null || f.method === method) && f.pattern.test(path));
    if (!found) return undefined;
    found.remaining -= 1;
    if (found.remaining === 0) this.faults = this.faults.filter((f) => f !== found);
    return found;
  }

  /** Placed after CORS, so a browser can read the injected answer. Preflights and the dev API are never touched. */
  middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const found = c.req.method === 'OPTIONS' || c.req.path.startsWith('/_dev/') ? undefined : this.take(c.req.method, c.req.path);
      if (!found) return next();
      if (found.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, found.delayMs));
      if (found.status === null) return next();
      return errorResponse(c, new ApiError(found.status, found.errorType!, found.errorMessage!));
    };
  }
}

const fault = (message: string) => new ApiError(400, 'invalid_fault', `Cannot inject this failure: ${message}`);

function checkPath(path: unknown): string {
  if (typeof path !== 'string' || !path.startsWith('/')) throw fault('path must be a path starting with "/", e.g. "/otps/email/login_or_create".');
  return path.split('?')[0]!;
}
