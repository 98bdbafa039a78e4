import { ApiError } from '../http/errors';

/** How long a start call's challenge can be answered. */
export const CHALLENGE_MINUTES = 5;
/**
 * Unauthenticated start calls must not grow memory without bound: past this, new starts are refused until the
 * oldest challenge expires. None is dropped early, or a flood of starts would cancel other people's ceremonies.
 */
export const MAX_PENDING = 10_000;

export type Ceremony = 'registration' | 'authentication';

export interface PendingChallenge {
  challenge: string;
  ceremony: Ceremony;
  /** The RP ID the options named; verification expects exactly it. */
  rpId: string;
  userVerification: 'required' | 'preferred';
  expiresAt: Date;
  /** Set when the start call carried a session: only that session may answer. */
  sessionId?: string;
  userId?: string;
  /** Registration only: what the new registration records. */
  registration?: {
    userHandle: string;
    authenticatorType?: string;
    userAgent: string;
    isPasskey: boolean;
    /** The session was proven within the challenge window: a password manager's silent upgrade may answer (routes/webauthn.ts). */
    afterLogin: boolean;
  };
}

/**
 * The challenges handed out by the start calls, kept in memory (a restart only ends ceremonies in progress).
 * Each one is answered at most once: taking it removes it, whether or not the answer then verifies.
 */
export class WebauthnChallenges {
  private readonly pending = new Map<string, PendingChallenge>();

  constructor(private readonly now: () => Date) {}

  /** Keeps the challenge; throws 429 with Retry-After (until the oldest expires) when MAX_PENDING are live. */
  add(challenge: PendingChallenge): void {
    const now = this.now();
    // Every challenge lives as long, so insertion order is expiry order: only the oldest can have expired.
    for (const [key, entry] of this.pending) {
      if (entry.expiresAt > now) break;
      this.pending.delete(key);
    }
    if (this.pending.size >= MAX_PENDING) {
      const oldest = this.pending.values().next().value as PendingChallenge;
      const retryAfter = Math.max(1, Math.ceil((oldest.expiresAt.getTime() - now.getTime()) / 1000));
      throw new ApiError(429, 'too_many_requests', `Too many sign-ins are in progress. Try again in ${retryAfter} seconds.`, {
        'Retry-After': String(retryAfter),
      });
    }
    this.pending.set(challenge.challenge, challenge);
  }

  /**
   * The live challenge of this ceremony, removed so it cannot be answered again; undefined when it is unknown,
   * expired, already answered, or bound to a session other than `sessionId` (then it stays for its own session).
   */
  take(challenge: string, ceremony: Ceremony, sessionId: string | undefined): PendingChallenge | undefined {
    const entry = this.pending.get(challenge);
    if (!entry || entry.ceremony !== ceremony) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.pending.delete(challenge);
      return undefined;
    }
    if (entry.sessionId !== undefined && entry.sessionId !== sessionId) return undefined;
    this.pending.delete(challenge);
    return entry;
  }
}
