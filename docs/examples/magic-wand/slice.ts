import type { LoginConfig, PluginSlice } from 'latch';
import { DEFAULT_SPELL, DEFAULT_WAVES } from './options.js';

export interface WandState {
  /** What is in the spell field; kept here so the screen needs no React state of its own. */
  spell: string;
  /** Waves with the right word since the screen opened or the charm broke. */
  waves: number;
}

export interface WandActions {
  /** Opens the spell screen with a fresh charm. */
  open(): void;
  type(spell: string): void;
  /**
   * One wave: with the right word it counts, and the last one needed completes the login; with a wrong
   * word it throws the text to show and the count starts over.
   */
  wave(): Promise<void>;
}

declare module 'latch' {
  interface ProductRegistry {
    magicWand: { state: WandState; actions: WandActions };
  }
  interface ScreenRegistry {
    WandSpell: undefined;
    WandSuccess: { waves: number };
  }
}

export const wavesNeeded = (config: LoginConfig) => config.magicWandOptions?.waves ?? DEFAULT_WAVES;

const normalize = (word: string) => word.trim().toLowerCase();

export const wandSlice: PluginSlice<'magicWand'> = {
  initial: { spell: '', waves: 0 },
  actions(set, get, ctx) {
    return {
      open() {
        set((s) => {
          s.spell = '';
          s.waves = 0;
        });
        ctx.navigate('WandSpell');
      },
      type(spell) {
        set((s) => {
          s.spell = spell;
        });
      },
      // Async like a real sign-in call, so the screen runs it through useSingleFlight. A real product would send
      // the word to its provider with ctx.client here; the local provider has no such endpoint, so this toy checks it.
      async wave() {
        const right = normalize(ctx.config.magicWandOptions?.spell ?? DEFAULT_SPELL);
        if (normalize(get().spell) !== right) {
          set((s) => {
            s.waves = 0;
          });
          throw new Error(ctx.t('wand.wrongSpell'));
        }
        set((s) => {
          s.waves += 1;
        });
        const { waves } = get();
        const needed = wavesNeeded(ctx.config);
        ctx.emit({ type: 'MAGIC_WAND_WAVE', data: { waves, needed } });
        if (waves >= needed) ctx.loginComplete('WandSuccess', { waves });
      },
    };
  },
};
