export type PhoneLib = typeof import('./phone/phoneLib.js');

let pending: Promise<PhoneLib> | undefined;

/** The one literal import of the phone chunk; a failed download is forgotten so the next caller retries. */
export function loadPhoneLib(): Promise<PhoneLib> {
  pending ??= import('./phone/phoneLib.js').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** Resolves to undefined when `promise` fails or takes longer than `ms`. */
export function settleWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
}
