import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { SaveError } from '../store/db';
import type { Db } from '../store/db';
import { ApiError } from './errors';

/**
 * A request that changed the database is answered only once the change is on disk, so a crash cannot take back
 * what was answered 200; requests that changed nothing (reads) never wait. A failed write answers 500 instead.
 */
export function answerWhenSaved(db: Db): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    try {
      await db.durably(next);
    } catch (error) {
      if (!(error instanceof SaveError)) throw error;
      throw new ApiError(500, 'internal_server_error', 'The provider could not save the change to its database. Try again.');
    }
  };
}
