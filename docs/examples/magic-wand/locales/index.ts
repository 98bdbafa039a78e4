import type { LocaleTable } from 'latch';
import type { WandMessages } from '../messages.js';

/**
 * The wand's translations, by tag. Each is a literal `import()`, so a bundler makes each its own file and a mount
 * downloads only the one of the locale it shows; `satisfies` checks that every file translates every key.
 */
export default {
  fr: () => import('./fr.js'),
  ar: () => import('./ar.js'),
} satisfies LocaleTable<WandMessages>;
