import { LatchError } from './errors.js';

/**
 * The refusal of an authenticate call that this browser never started (./pkceStore.ts, `verifierFor`): a lazy module
 * of its own, fetched only when a visitor opens a link in another browser, so no page downloads its text before.
 */

// SPEC §8 fixes only 'complete the flow on the same device'; the rest is for the visitor who opened the link elsewhere.
export const MISSING_PKCE =
  'This link only works in the browser where it was requested. Please complete the flow on the same device on which it was started.';
export const missingPkceError = () => new LatchError('MissingPKCEError', MISSING_PKCE);
