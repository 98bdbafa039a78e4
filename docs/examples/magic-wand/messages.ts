import type { MessageTexts } from 'latch';

/** This plugin's texts: each key with the parameters its text takes (`undefined` for none). */
export interface WandMessages {
  'wand.main.button': undefined;
  'wand.title': undefined;
  'wand.spell.label': undefined;
  'wand.wave': undefined;
  'wand.progress': { waves: number; needed: number };
  'wand.wrongSpell': undefined;
  'wand.success.title': undefined;
  'wand.success.text': { waves: number };
  'wand.config.waves': { max: number };
}

// Makes `t('wand.progress', { waves, needed })` checked everywhere, and lets hosts override the texts with `strings`.
declare module 'latch' {
  interface Messages extends WandMessages {}
}

/** The English texts; `MessageTexts` refuses a missing or an unknown key. */
export const messages: MessageTexts<WandMessages> = {
  'wand.main.button': 'Sign in with a magic wand',
  'wand.title': 'Cast your spell',
  'wand.spell.label': 'Spell word',
  'wand.wave': 'Wave the wand',
  'wand.progress': 'Waves: {waves} of {needed}',
  'wand.wrongSpell': 'That is not the spell. The charm is broken: start again.',
  'wand.success.title': 'The wand worked',
  'wand.success.text': 'The spell held for {waves} waves.',
  'wand.config.waves': 'Error: magicWandOptions.waves must be a whole number from 1 to {max}.',
};
