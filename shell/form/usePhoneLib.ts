import { useEffect, useState } from 'react';
import { loadPhoneLib, type PhoneLib } from './phoneLoader.js';

/** SPEC §9: display formatting waits at most 10 s for the phone library; after that the input stays raw. */
export const FORMAT_TIMEOUT_MS = 10_000;

export interface PhoneLibState {
  lib: PhoneLib | undefined;
  /** False when the library came too late (or never): typed text is then kept as typed. */
  formatting: boolean;
}

/** Starts downloading the phone chunk as soon as a form with a phone method shows, whichever tab is open. */
export function usePhoneLib(wanted: boolean): PhoneLibState {
  const [state, setState] = useState<PhoneLibState>({ lib: undefined, formatting: true });
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      if (live) setState((s) => (s.lib ? s : { lib: undefined, formatting: false }));
    }, FORMAT_TIMEOUT_MS);
    loadPhoneLib().then(
      (lib) => {
        clearTimeout(timer);
        if (live) setState({ lib, formatting: !late });
      },
      // Without the library the number is sent as typed after the dialling code (phoneTarget); nothing to show.
      () => clearTimeout(timer),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [wanted]);
  return state;
}
