import { ApiError, LatchError } from '../../core/errors.js';

/** The provider's answers that mean an emailed link will never work, however often it is tried. */
const DEAD_LINK_TYPES: ReadonlySet<string> = new Set(['magic_link_not_found', 'unable_to_auth_magic_link']);

/** The link is used, expired or unknown, or the PKCE verifier it needs is on another device: only a new email helps. */
export const isDeadLink = (error: unknown): boolean =>
  (error instanceof ApiError && DEAD_LINK_TYPES.has(error.error_type)) || (error instanceof LatchError && error.name === 'MissingPKCEError');

/**
 * A provider error as the visitor should read it. The provider's messages are written for developers ("Send another
 * magic link to this user."); the copy keeps the type and request id, so the host's onError can still tell why.
 */
export const reworded = (error: unknown, message: string): unknown =>
  error instanceof ApiError ? new ApiError({ ...error, error_message: message }) : error;
