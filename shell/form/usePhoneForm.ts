import { useEffect, useState } from 'react';
import { loadPhoneLib } from './phoneLoader.js';

export type PhoneForm = typeof import('./phoneForm.js');

let arrived: PhoneForm | undefined;
let pending: Promise<PhoneForm> | undefined;

/**
 * The phone field's part (./phoneForm.ts), by its one literal import; a failed download is said once on the console and
 * forgotten, so a form asks again.
 */
export function loadPhoneForm(): Promise<PhoneForm> {
  pending ??= import('./phoneForm.js').then(
    (part) => (arrived = part),
    (error: unknown) => {
      console.error('latch: the phone field could not be loaded', error);
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/**
 * The phone field's part where it is `wanted`, and whether it could not be fetched: at once when it has arrived
 * already (a widget that adopts a drawn phone field draws it in its first render), else once it comes. The phone
 * library is asked for beside it, not after it, so that a number formats from its first digit whichever tab shows.
 */
export function usePhoneForm(wanted: boolean): [PhoneForm | undefined, boolean] {
  const [part, setPart] = useState(() => arrived);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadPhoneLib().catch(() => undefined);
    loadPhoneForm().then(
      (loaded) => {
        if (live) setPart(loaded);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return [part, failed];
}
