import { definePlugin } from 'latch/plugin';
import { messages } from './messages.js';
import { DEFAULT_WAVES, MAX_WAVES } from './options.js';
import { wandSlice } from './slice.js';
import { WandButton } from './WandButton.js';
import { WandSpellScreen } from './WandSpellScreen.js';
import { WandSuccessScreen } from './WandSuccessScreen.js';

export type { MagicWandOptions } from './options.js';
export type { WandMessages } from './messages.js';
export type { WandActions, WandState } from './slice.js';

/**
 * "Sign in with a magic wand": a product written outside the widget's repository, against the public
 * `latch` package only. A host loads it with `plugins: { magicWand: () => import('…') }` and lists
 * 'magicWand' in `config.products`.
 */
export default definePlugin({
  id: 'magicWand',
  messages,
  // Its translations, fetched only for a mount that shows one of them (any other locale leaves the wand English).
  locales: () => import('./locales/index.js'),
  // Checked before the first render: a wrong option shows this text instead of the form.
  validate(config, { t }) {
    // A page's config is plain JSON that no compiler saw: test the value, not its declared type.
    const waves: unknown = config.magicWandOptions?.waves ?? DEFAULT_WAVES;
    const usable = typeof waves === 'number' && Number.isInteger(waves) && waves >= 1 && waves <= MAX_WAVES;
    return usable ? undefined : t('wand.config.waves', { max: MAX_WAVES });
  },
  slice: wandSlice,
  screens: { WandSpell: WandSpellScreen, WandSuccess: WandSuccessScreen },
  mainSection: { component: WandButton, group: 'buttons' },
});
