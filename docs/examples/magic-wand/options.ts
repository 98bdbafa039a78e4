/** `magicWandOptions` in the login config: what a host may set for this product. */
export interface MagicWandOptions {
  /** The word that makes the wand work; compared ignoring case and surrounding spaces. @default 'abracadabra' */
  spell?: string;
  /** How many waves with the right word finish the sign-in, a whole number from 1 to MAX_WAVES. @default 3 */
  waves?: number;
}

export const DEFAULT_SPELL = 'abracadabra';
export const DEFAULT_WAVES = 3;
/** More dots than this do not fit on one row of the card. */
export const MAX_WAVES = 9;

// Hosts get the block in their one typed config, and the onEvent union gains this product's event.
declare module 'latch' {
  interface LoginConfig {
    magicWandOptions?: MagicWandOptions;
  }
  interface EventRegistry {
    /** A wave with the right word: how many so far, of how many needed. */
    MAGIC_WAND_WAVE: { waves: number; needed: number };
  }
}
