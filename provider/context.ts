import type { AttemptLimiter } from './auth/attempts';
import type { SigningKey } from './auth/jwt';
import type { SendLimiter } from './auth/sendLimiter';
import type { ProjectConfig } from './config';
import type { InboxMessage } from './inbox/messages';
import type { Store } from './store';

/** What every route factory receives; passing it explicitly keeps the app free of module singletons. */
export interface Deps {
  config: ProjectConfig;
  store: Store;
  now: () => Date;
  /** `http://localhost:PORT`, known only once the server listens. */
  origin: () => string;
  signingKey: SigningKey;
  limiter: SendLimiter;
  /** Wrong passwords and TOTP or recovery codes, per account and per client. */
  attempts: AttemptLimiter;
  scryptCost: number;
  /** Called for each message "sent", so the terminal can show codes and links. */
  onMessage: (message: InboxMessage) => void;
  /** Optional line logger for requests; never given secrets. */
  log: (line: string) => void;
}

export interface BasicAuth {
  publicToken: string;
  secret: string;
}

export type AppEnv = { Variables: { requestId: string; auth: BasicAuth } };
