import type { WidgetStyles } from '../config.js';

/**
 * The host's logo address, when it is a web address. A `javascript:` or `data:` URL (say, from a host that passes
 * user input through) never becomes an image source: the logo is left out instead.
 */
export function logoUrl(styles: WidgetStyles): string | undefined {
  const raw = styles.logo?.logoImageUrl;
  if (!raw) return undefined;
  try {
    const { protocol } = new URL(raw, document.baseURI);
    return protocol === 'https:' || protocol === 'http:' ? raw : undefined;
  } catch {
    return undefined;
  }
}
