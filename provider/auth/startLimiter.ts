import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { attemptKeys } from './attempts';

/**
 * Challenges one client (the socket's IP address) may have issued within the window, per family of start calls.
 * A person signing in needs a handful (passkey autofill tries 5 times); a flood needs thousands.
 */
export const START_LIMIT = 60;
export const START_WINDOW_MS = 60_000;

/**
 * Throttles the unauthenticated calls that make the provider keep a challenge (passkey and wallet starts), so that
 * no one client can fill the challenge stores. Kept in memory, like the send limits: a restart forgiving a flood is
 * harmless, since the challenges that flood made expire on their own.
 */
export class StartLimiter {
  private readonly starts = new Map<string, number[]>();
  private lastSweep = 0;

  /** Counts one start for the request's client; throws 429 with Retry-After when it has used up the window. */
  take(c: Context<AppEnv>, now: Date): void {
    const client = attemptKeys(c, 'start').client;
    const t = now.getTime();
    this.sweep(t);
    const recent = (this.starts.get(client) ?? []).filter((at) => at > t - START_WINDOW_MS);
    this.starts.set(client, recent);
    if (recent.length >= START_LIMIT) {
      const retryAfter = Math.max(1, Math.ceil(((recent[0] ?? t) + START_WINDOW_MS - t) / 1000));
      throw new ApiError(429, 'too_many_requests', `Too many sign-in attempts were started. Try again in ${retryAfter} seconds.`, {
        'Retry-After': String(retryAfter),
      });
    }
    recent.push(t);
  }

  /** Once a window, forgets clients that started nothing within it, so many addresses do not pile up. */
  private sweep(t: number): void {
    if (t - this.lastSweep < START_WINDOW_MS) return;
    this.lastSweep = t;
    for (const [client, times] of this.starts) {
      if ((times.at(-1) ?? 0) <= t - START_WINDOW_MS) this.starts.delete(client);
    }
  }
}
