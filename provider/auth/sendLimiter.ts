import { ApiError } from '../http/errors';

/** More than this many codes or links to one destination within the window answers 429. */
export const SEND_LIMIT = 5;
export const SEND_WINDOW_MS = 60_000;

/** Kept in memory on purpose: a restart forgiving a flood is harmless for a development server. */
export class SendLimiter {
  private readonly sends = new Map<string, number[]>();

  take(destination: string, now: Date): void {
    const t = now.getTime();
    const recent = (this.sends.get(destination) ?? []).filter((sentAt) => sentAt > t - SEND_WINDOW_MS);
    if (recent.length >= SEND_LIMIT) {
      const oldest = recent[0] ?? t;
      const retryAfter = Math.max(1, Math.ceil((oldest + SEND_WINDOW_MS - t) / 1000));
      this.sends.set(destination, recent);
      throw new ApiError(429, 'too_many_requests', `Too many messages were sent to this destination. Try again in ${retryAfter} seconds.`, {
        'Retry-After': String(retryAfter),
      });
    }
    recent.push(t);
    this.sends.set(destination, recent);
  }
}
