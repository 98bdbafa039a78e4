import { readOAuthReturn, withoutOAuthReturn, type OAuthReturn } from '../../core/api/oauth.js';

export type FoundReturn = NonNullable<OAuthReturn>;

/**
 * The return in the address belongs to the page, not to one mount: it is read and taken out of the address bar once,
 * then held for the first mount that lives to act on it. React's StrictMode builds a mount and tears it down at once
 * before building the one that stays; the first gives the return back (`giveBack`) so the second still finishes it.
 */
let held: FoundReturn | undefined;

export function takePageReturn(): FoundReturn | undefined {
  const found = readOAuthReturn(location.href);
  if (found) {
    history.replaceState(history.state, '', withoutOAuthReturn(location.href));
    held = found;
  }
  const taken = held;
  held = undefined;
  return taken;
}

export function giveBack(found: FoundReturn): void {
  held ??= found;
}
