import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { ApiError } from '../http/errors';
import type { Db } from '../store/db';

/**
 * Wrong passwords, TOTP or recovery codes one account may take within the window, from all clients together; also
 * the wrong OTP codes one destination may take, over every code sent to it.
 */
export const ACCOUNT_ATTEMPT_LIMIT = 5;
/** Wrong attempts one client (IP address) may make within the window, over every account it tries. */
export const CLIENT_ATTEMPT_LIMIT = 20;
export const ATTEMPT_WINDOW_MS = 15 * 60_000;

/** What a guess is counted against: the account it targets and the client that makes it. */
export interface AttemptKeys {
  account: string;
  client: string;
}

/** The client's IP address as the socket saw it (never a forwarded header, which the caller writes itself). */
export function attemptKeys(c: Context<AppEnv>, account: string): AttemptKeys {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return { account, client: `client:${incoming?.socket?.remoteAddress ?? 'unknown'}` };
}

/** One attempt taken from both allowances before its answer was known; `at` finds the client's entry again. */
export interface Reservation {
  keys: AttemptKeys;
  at: number;
}

/**
 * Throttles guessing, like the OTP send limits: once an account or a client has used up its wrong attempts within
 * the window, every attempt (the right one too, or the limit would still confirm a guess) answers 429 with
 * Retry-After until the oldest failure leaves the window. The failures live in the database, so a durable provider's
 * restart forgives no guesses (unlike the send limits, whose flood a restart may forgive harmlessly).
 *
 * Why is an attempt counted as wrong before it is judged? Because judging a password awaits a slow hash: a count
 * taken before it and a failure written after it let a burst of guesses all pass the check together. `reserve`
 * checks and records in one synchronous step, so no more than the limit are ever judged, however many arrive at once.
 */
export class AttemptLimiter {
  constructor(private readonly db: Db) {
    // Its own table, created on first use, so the limiter adds no line to the shared schema.
    db.run('CREATE TABLE IF NOT EXISTS failed_attempts (key TEXT NOT NULL, at INTEGER NOT NULL)');
    db.run('CREATE INDEX IF NOT EXISTS failed_attempts_key ON failed_attempts (key, at)');
  }

  /**
   * Throws the 429 when either key is out of attempts; otherwise records the attempt as a failure, which it stays
   * unless `succeed` is called with the reservation.
   */
  reserve(keys: AttemptKeys, now: Date): Reservation {
    const t = now.getTime();
    for (const [key, limit] of [
      [keys.account, ACCOUNT_ATTEMPT_LIMIT],
      [keys.client, CLIENT_ATTEMPT_LIMIT],
    ] as const) {
      const recent = this.recent(key, t);
      if (recent.length < limit) continue;
      const retryAfter = Math.max(1, Math.ceil(((recent[recent.length - limit] ?? t) + ATTEMPT_WINDOW_MS - t) / 1000));
      throw new ApiError(429, 'too_many_requests', `Too many wrong attempts. Try again in ${retryAfter} seconds.`, {
        'Retry-After': String(retryAfter),
      });
    }
    // Failures that left the window count for nothing; dropping them keeps guesses at made-up accounts from piling up.
    this.db.run('DELETE FROM failed_attempts WHERE at <= ?', [t - ATTEMPT_WINDOW_MS]);
    for (const key of [keys.account, keys.client]) this.db.run('INSERT INTO failed_attempts (key, at) VALUES (?, ?)', [key, t]);
    return { keys, at: t };
  }

  /**
   * A right answer clears the account's count and gives the client back its reserved attempt; the client's earlier
   * failures stay, so mixing in a known account resets nothing.
   */
  succeed({ keys, at }: Reservation): void {
    this.db.run('DELETE FROM failed_attempts WHERE key = ?', [keys.account]);
    this.db.run('DELETE FROM failed_attempts WHERE rowid = (SELECT rowid FROM failed_attempts WHERE key = ? AND at = ? LIMIT 1)', [keys.client, at]);
  }

  /** The key's failures within the window, oldest first. */
  private recent(key: string, t: number): number[] {
    return this.db
      .all<{ at: number }>('SELECT at FROM failed_attempts WHERE key = ? AND at > ? ORDER BY at', [key, t - ATTEMPT_WINDOW_MS])
      .map((row) => row.at);
  }
}
