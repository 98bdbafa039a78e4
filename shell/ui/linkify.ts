export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_LIKE = /https?:\/\/[^\s<>"']+/g;

/**
 * Splits server text into plain text and links. Only well-formed https URLs become links;
 * everything else, http included, stays text. Nothing is ever interpreted as markup.
 */
export function linkify(message: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of message.matchAll(URL_LIKE)) {
    const raw = match[0].replace(/[.,;:!?)]+$/, '');
    let href: string | undefined;
    try {
      const url = new URL(raw);
      if (url.protocol === 'https:') href = url.href;
    } catch {
      href = undefined;
    }
    if (!href) continue;
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: message.slice(last, start) });
    parts.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < message.length) parts.push({ kind: 'text', text: message.slice(last) });
  return parts;
}
