import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.js';

describe('linkify', () => {
  it('turns https URLs into links and keeps the rest as text', () => {
    expect(linkify('See https://stytch.com/docs/api/errors/400. Then retry.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://stytch.com/docs/api/errors/400', href: 'https://stytch.com/docs/api/errors/400' },
      { kind: 'text', text: '. Then retry.' },
    ]);
  });

  it('never links http, javascript or other schemes', () => {
    for (const message of ['go to http://evil.test now', 'javascript:alert(1)', 'data:text/html,<b>x</b>', '<img src=x onerror=alert(1)>']) {
      expect(linkify(message).every((p) => p.kind === 'text')).toBe(true);
    }
  });

  it('returns an empty list for an empty message', () => {
    expect(linkify('')).toEqual([]);
  });
});
