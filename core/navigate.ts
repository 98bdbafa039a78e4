import { LatchError } from './errors.js';

export const UNSAFE_ADDRESS = 'The address to continue to is not a web address (http or https), so it was not opened.';

/**
 * Whether an address is one the widget may open: http(s) only. Why not trust the provider's answer? Because a
 * `javascript:` address handed to `location.assign` runs in the host page, so one bad or hostile answer would be
 * script on the host.
 */
export function isWebAddress(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** Every page change the widget and the headless client make goes through here; anything else is refused. */
export function navigateTo(url: string): void {
  if (!isWebAddress(url)) throw new LatchError('UnsafeAddressError', UNSAFE_ADDRESS);
  window.location.assign(url);
}
