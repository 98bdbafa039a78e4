import type { Translate } from './registries.js';

/**
 * How a text is filled in. A module of its own, apart from the catalogue (shell/strings.ts), because the vanilla
 * entry's first paint needs these two functions and only the form's texts (shell/formTexts.ts), not the whole
 * catalogue, which comes with the widget.
 */

/** Fills `{name}` placeholders; a missing value leaves the placeholder visible rather than "undefined". */
export function format(template: string, params: object = {}): string {
  const values = params as Record<string, unknown>;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** `fill` is a locale's (shell/locale/format.ts: its digits and plural forms) when one is shown. */
export function createTranslate(
  catalogue: Readonly<Record<string, string>>,
  fill: (template: string, params?: object) => string = format,
): Translate {
  return ((key: string, params?: object) => fill(catalogue[key] ?? key, params)) as Translate;
}
