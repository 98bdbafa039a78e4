import { DEFAULT_REGION } from './region.js';

export type PhoneLib = typeof import('./phone/phoneLib.js');

let pending: Promise<PhoneLib> | undefined;

/**
 * The one literal import of the phone chunk; a failed download is forgotten so the next caller retries. It resolves
 * once the default region's metadata is in as well (the first wave preloads both), so the first digits format; when
 * only that metadata fails, the library still comes and asks for it again on the next keystroke.
 */
export function loadPhoneLib(): Promise<PhoneLib> {
  pending ??= import('./phone/phoneLib.js').then(
    async (lib) => {
      await lib.prepare('', DEFAULT_REGION.code).catch(() => undefined);
      return lib;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}
