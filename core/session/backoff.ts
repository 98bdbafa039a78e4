/** SPEC §9 retry constants for a failed background refresh. */
export const BACKOFF_BASE_MS = 2000;
export const BACKOFF_MAX_ATTEMPT = 7;
export const BACKOFF_JITTER_MS = 175;

/**
 * Wait before retry number `attempt` (0 for the first retry): 2000 ms × 2^min(attempt, 7), moved by up
 * to ±175 ms so that many clients failing together do not retry in lockstep.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(0, Math.floor(attempt)), BACKOFF_MAX_ATTEMPT);
  const jitter = (random() * 2 - 1) * BACKOFF_JITTER_MS;
  return BACKOFF_BASE_MS * 2 ** exponent + jitter;
}
