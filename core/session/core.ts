import type { isUnrecoverable, unreachableError } from '../errors.js';
import type { AuthResponse } from '../types.js';
import type { SessionCookies } from './cookies.js';
import type { EntryEnvironment, SessionEnvironment } from './environment.js';
import type { SessionManagerOptions } from './options.js';
import type { RefreshRecord, fingerprint } from './record.js';
import type { SessionState } from './state.js';

/** What the lazily loaded refresher (`refresher.ts`) reads and calls of the manager, helpers it shares with it included. */
export interface SessionCore {
  readonly options: SessionManagerOptions;
  readonly env: EntryEnvironment & Partial<SessionEnvironment>;
  readonly cookies: SessionCookies;
  readonly keys: { state: string; refresh: string };
  readonly period: number;
  /** Aborted by `dispose()`. */
  readonly signal: AbortSignal;
  readonly active: boolean;
  readonly disposed: boolean;
  readonly generation: number;
  /** When `start()` ran (this page's load), or undefined before it: a refresh older than that is not reused at start. */
  readonly startedAt: number | undefined;
  readStored(): SessionState;
  readRecord(): RefreshRecord | null;
  fingerprint: typeof fingerprint;
  isUnrecoverable: typeof isUnrecoverable;
  unreachableError: typeof unreachableError;
  adoptStored(): void;
  schedule(delay: number): void;
  writeRecord(record: RefreshRecord): void;
  applyAuthResponse(data: AuthResponse): void;
  clearSession(): void;
  dropState(): void;
}
