import type { Deps } from '../context';
import { ApiError } from '../http/errors';
import { checkStrength } from './strength';

/** The strength check of the project's policy, with the email (and its local part) as words to avoid. */
export function strengthFor(deps: Deps, password: string, email?: string) {
  const inputs = email ? [email, email.split('@')[0] ?? ''] : [];
  return checkStrength(password, deps.config.passwordPolicy, deps.config.breachDetectionOnCreate, inputs);
}

/** Refuses a new password the strength check calls invalid. */
export function assertAcceptablePassword(deps: Deps, password: string, email?: string): void {
  const result = strengthFor(deps, password, email);
  if (result.valid_password) return;
  const { luds_requirements: luds, warning } = result.feedback;
  const reason =
    result.breached_password && result.breach_detection_on_create
      ? 'it appears in a list of breached passwords'
      : result.strength_policy === 'luds'
        ? `it needs ${luds.missing_characters} more characters and ${luds.missing_complexity} more character types`
        : warning || 'it is too easy to guess';
  throw new ApiError(400, 'weak_password', `The password does not meet the strength requirements: ${reason}.`);
}
