import type { LocaleTable } from '../../../../shell/plugin-api.js';
import type { OAuthAccountMessages } from '../messages.js';

/** Each locale's texts, by tag: only the file of the locale a mount shows is loaded (shell/locale/load.ts). */
export default {
  ar: () => import('./ar.js'),
  he: () => import('./he.js'),
  ja: () => import('./ja.js'),
  'zh-CN': () => import('./zh-CN.js'),
  ko: () => import('./ko.js'),
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  it: () => import('./it.js'),
  nl: () => import('./nl.js'),
  pl: () => import('./pl.js'),
} satisfies LocaleTable<OAuthAccountMessages>;
