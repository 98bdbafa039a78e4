import { ceremonyFailure, NOT_FOUND } from '../../core/api/webauthn.js';
import { ApiError, LatchError } from '../../core/errors.js';
import type { PluginContext } from '../../shell/plugin-api.js';

/** A failed registration in the spec's words: `otherwise`, unless the authenticator holds one of the user's passkeys already. */
export function registerError(ctx: PluginContext, error: unknown, otherwise: 'passkey.error.notCreated' | 'passkey.upgrade.failed'): Error {
  const failure = ceremonyFailure(error);
  const duplicate = failure === 'alreadyRegistered' || (error instanceof ApiError && error.error_type === 'duplicate_webauthn_registration');
  const text = ctx.t(duplicate ? 'passkey.error.alreadyRegistered' : otherwise);
  return error instanceof ApiError ? new ApiError({ ...error, error_message: text }) : new Error(text);
}

/** A failed login in the spec's words: its text for the provider's errors, the client's own message for its own. */
export function loginError(ctx: PluginContext, error: unknown): Error {
  if (error instanceof ApiError)
    return new ApiError({ ...error, error_message: ctx.t(error.error_type === NOT_FOUND ? 'passkey.error.notFound' : 'passkey.error.unknown') });
  return error instanceof LatchError ? error : new Error(ctx.t('passkey.error.unknown'));
}
