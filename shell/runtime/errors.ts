import { ApiError } from '../../core/errors.js';
import type { ErrorLike } from '../plugin-api.js';

/** Provider errors show their error_message; anything else its own message (SPEC §8 Widget). */
export function toErrorLike(error: unknown): ErrorLike {
  if (error instanceof ApiError) return { message: error.error_message || error.message, type: error.error_type };
  if (typeof error === 'string') return { message: error };
  if (error instanceof Error) return { message: error.message };
  if (typeof error === 'object' && error !== null && typeof (error as ErrorLike).message === 'string') {
    const { message, type } = error as ErrorLike;
    return { message, ...(typeof type === 'string' && { type }) };
  }
  return { message: 'Something went wrong. Please try again.' };
}
