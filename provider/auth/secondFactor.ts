import type { Deps } from '../context';
import { ApiError } from '../http/errors';
import type { SessionRecord } from '../store/sessions';

/** Entries of a session's authentication_factors that prove the second factor. */
const SECOND_FACTOR_TYPES = new Set(['totp', 'recovery_code']);

/**
 * A user with a verified TOTP has a second factor. Calls that would read or remove what protects it (the recovery
 * codes, deleting any factor) then need a session that proved it, with a code or a recovery code; otherwise a
 * password alone could read a recovery code, redeem it and delete the TOTP.
 */
export function requireSecondFactor(deps: Deps, session: SessionRecord): void {
  const hasSecondFactor = deps.store.factors.forUser(session.user_id, 'totp').some((factor) => factor.verified);
  if (!hasSecondFactor || session.factors.some((factor) => SECOND_FACTOR_TYPES.has(factor.type))) return;
  throw new ApiError(
    403,
    'insufficient_factors',
    'This user has a second factor: the session must authenticate with a TOTP code or a recovery code before this call.',
  );
}
