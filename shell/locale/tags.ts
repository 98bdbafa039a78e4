/**
 * The locales the widget ships, as `config.locale` names them. Every built-in message source has a file for each
 * beside its English texts (`locales/<tag>.ts`), except the pseudo-locale en-XA, which the widget makes from the
 * English texts as it loads them (./pseudo.ts). shell/locale/completeness.test.ts checks the folders against this list.
 */
export const LOCALES = ['ar', 'he', 'ja', 'zh-CN', 'ko', 'es', 'fr', 'de', 'pt-BR', 'it', 'nl', 'pl', 'en-XA'] as const;

export type ShippedLocale = (typeof LOCALES)[number];

/** What `config.locale` takes: a BCP 47 language tag, shipped or not (it falls back along the tag), or 'auto'. */
export type LocaleSetting = 'auto' | ShippedLocale | (string & {});

/** The pseudo-locale: English, accented and about 40 % longer, to find text outside the catalogue and layouts that clip. */
export const PSEUDO_LOCALE = 'en-XA';
