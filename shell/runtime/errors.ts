import { ApiError, LatchError } from '../../core/errors.js';
import type { ErrorLike } from '../pluginTypes.js';
import type { PlainMessageKey, Translate } from '../strings.js';

/** Client errors whose text is the widget's, so hosts can word them through `strings`. */
const CATALOGUED: Record<string, PlainMessageKey> = { SecurityCheckUnavailableError: 'error.securityCheckUnavailable' };

/**
 * Provider errors show their error_message (SPEC §8 Widget), or the catalogue's text for their type where the shown
 * locale (or the host's `strings`) has one (`server.<error_type>`, shell/serverErrors); catalogued client errors their
 * text; anything else its own message.
 */
export function toErrorLike(error: unknown, t: Translate, catalogue: Readonly<Record<string, string>> = {}): ErrorLike {
  if (error instanceof ApiError) {
    const own = catalogue[`server.${error.error_type}`];
    // A plugin that rewords a provider error (a wrong code, a used link) words it with a text of the catalogue: that stays.
    const reworded = own && Object.values(catalogue).includes(error.error_message);
    return { message: own && !reworded ? own : error.error_message || error.message, type: error.error_type };
  }
  if (error instanceof LatchError && Object.hasOwn(CATALOGUED, error.name)) return { message: t(CATALOGUED[error.name]!) };
  if (typeof error === 'string') return { message: error };
  // An error a plugin words itself may keep the provider's type for the host (a lock-out that says when to try again).
  if (error instanceof Error || (typeof error === 'object' && error !== null && typeof (error as ErrorLike).message === 'string')) {
    const { message, type } = error as ErrorLike;
    return { message, ...(typeof type === 'string' && { type }) };
  }
  return { message: 'Something went wrong. Please try again.' };
}
