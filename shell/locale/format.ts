/**
 * How a locale's texts are filled in: `{name}` as in English (shell/translate.ts), numbers in the locale's digits
 * (Intl.NumberFormat), and a count's plural forms chosen by Intl.PluralRules, in the ICU message format's words:
 * `{count, plural, one {# character} few {# characters} other {# characters}}` (`=2 {…}` for an exact number; `#` is
 * the count). English texts are SPEC's own and need none of it, so it comes with a locale, not with the widget.
 */
export type Fill = (template: string, params?: object) => string;

/** The end of the `{…}` group that opens at `open`, counting nested braces. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
}

/** The options of a plural group's body, `one {…} other {…}`, by selector. */
function options(body: string): Map<string, string> {
  const found = new Map<string, string>();
  for (let at = 0; at < body.length;) {
    const open = body.indexOf('{', at);
    if (open < 0) break;
    const end = closing(body, open);
    found.set(body.slice(at, open).trim(), body.slice(open + 1, end));
    at = end + 1;
  }
  return found;
}

export function localeFill(locale: string): Fill {
  const numbers = new Intl.NumberFormat(locale);
  const plurals = new Intl.PluralRules(locale);
  const show = (value: unknown) => (typeof value === 'number' ? numbers.format(value) : String(value));
  const fill = (template: string, values: Record<string, unknown>, count?: number): string => {
    let out = '';
    for (let at = 0; at < template.length;) {
      const open = template.indexOf('{', at);
      const hash = count === undefined ? -1 : template.indexOf('#', at);
      if (hash >= 0 && (open < 0 || hash < open)) {
        out += template.slice(at, hash) + show(count);
        at = hash + 1;
        continue;
      }
      if (open < 0) return out + template.slice(at);
      const end = closing(template, open);
      const [name = '', kind, ...rest] = template.slice(open + 1, end).split(',');
      const key = name.trim();
      out += template.slice(at, open);
      if (kind?.trim() === 'plural' && typeof values[key] === 'number') {
        const n = values[key];
        const forms = options(rest.join(','));
        out += fill(forms.get(`=${n}`) ?? forms.get(plurals.select(n)) ?? forms.get('other') ?? '', values, n);
      } else {
        // A missing value leaves the placeholder visible, as the English fill does.
        out += key in values ? show(values[key]) : template.slice(open, end + 1);
      }
      at = end + 1;
    }
    return out;
  };
  return (template, params = {}) => fill(template, params as Record<string, unknown>);
}
