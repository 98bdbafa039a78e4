// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { WebauthnChallenges, type PendingChallenge } from './webauthnChallenges';

const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 0, minutes));
const challenge = (id: string, extra: Partial<PendingChallenge> = {}): PendingChallenge => ({
  challenge: id,
  ceremony: 'authentication',
  rpId: 'localhost',
  userVerification: 'required',
  expiresAt: at(5),
  ...extra,
});

describe('WebauthnChallenges', () => {
  it('gives a challenge once, for its own ceremony only', () => {
    const store = new WebauthnChallenges(() => at(0));
    store.add(challenge('a'));
    expect(store.take('a', 'registration', undefined)).toBeUndefined();
    expect(store.take('a', 'authentication', undefined)?.challenge).toBe('a');
    expect(store.take('a', 'authentication', undefined)).toBeUndefined();
  });

  it('keeps a session-bound challenge for its session when another one asks', () => {
    const store = new WebauthnChallenges(() => at(0));
    store.add(challenge('b', { sessionId: 'session-1' }));
    expect(store.take('b', 'authentication', 'session-2')).toBeUndefined();
    expect(store.take('b', 'authentication', undefined)).toBeUndefined();
    expect(store.take('b', 'authentication', 'session-1')?.challenge).toBe('b');
  });

  it('refuses an expired challenge, and drops expired ones when new ones arrive', () => {
    let now = at(0);
    const store = new WebauthnChallenges(() => now);
    store.add(challenge('old'));
    now = at(5);
    expect(store.take('old', 'authentication', undefined)).toBeUndefined();
    store.add(challenge('stale', { expiresAt: at(6) }));
    now = at(7);
    store.add(challenge('fresh', { expiresAt: at(12) }));
    now = at(5);
    // 'stale' was dropped when 'fresh' arrived after its expiry, even though the clock now reads earlier.
    expect(store.take('stale', 'authentication', undefined)).toBeUndefined();
  });

  it('holds at most 10,000 challenges: a full store refuses new ones and drops no live one', () => {
    let now = at(0);
    const store = new WebauthnChallenges(() => now);
    for (let i = 0; i < 10_000; i++) store.add(challenge(`c${i}`));
    now = at(1);
    let refusal: unknown;
    try {
      store.add(challenge('c10000', { expiresAt: at(6) }));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ status: 429, errorType: 'too_many_requests', headers: { 'Retry-After': String(4 * 60) } });
    expect(store.take('c10000', 'authentication', undefined)).toBeUndefined();
    expect(store.take('c0', 'authentication', undefined)?.challenge).toBe('c0');
    expect(store.take('c9999', 'authentication', undefined)?.challenge).toBe('c9999');
    // Room again once challenges leave: here, two were answered.
    store.add(challenge('c10001', { expiresAt: at(6) }));
    expect(store.take('c10001', 'authentication', undefined)?.challenge).toBe('c10001');
  });

  it('makes room as soon as the oldest challenges expire', () => {
    let now = at(0);
    const store = new WebauthnChallenges(() => now);
    for (let i = 0; i < 10_000; i++) store.add(challenge(`c${i}`));
    now = at(5);
    store.add(challenge('late', { expiresAt: at(10) }));
    expect(store.take('late', 'authentication', undefined)?.challenge).toBe('late');
  });
});
