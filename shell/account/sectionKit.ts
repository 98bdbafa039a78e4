import { createContext, useContext } from 'react';
import type { AccountKit } from '../accountTypes.js';

/** The kit of the section being drawn, for the kit's own controls (the list, the recent sign-in) inside it. */
export const SectionKit = createContext<AccountKit | null>(null);

export function useSectionKit(): AccountKit {
  const kit = useContext(SectionKit);
  if (!kit) throw new Error('latch: an account control was drawn outside an account section.');
  return kit;
}
