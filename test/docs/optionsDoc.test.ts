// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateOptionsDoc, optionsDocPath, root } from './optionsDoc.js';

describe('docs/options.md', () => {
  // One compiler run for both checks; it type-checks the entries and every plugin, so it takes a while on a busy machine.
  const generated = generateOptionsDoc();

  it('is what the generator writes from the types now (run `npm run docs:options` after changing an option)', () => {
    expect(readFileSync(optionsDocPath, 'utf8')).toBe(generated.markdown);
  });

  it('has a doc comment or a default for every option', () => {
    expect(generated.undocumented).toEqual([]);
  });

  it('docs/events-and-errors.md lists every host event type, and no other', () => {
    const doc = readFileSync(path.join(root, 'docs/events-and-errors.md'), 'utf8');
    const listed = [...doc.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...generated.events].sort());
  });

  it('lists the options of the shell, of each product and of the styles', () => {
    for (const option of [
      '`baseUrl`',
      '`element`',
      '`products`',
      '`otpOptions.methods`',
      '`oauthOptions.providers[].type`',
      '`colorScheme`',
      '`buttons.primary.textColor`',
    ]) {
      expect(generated.markdown).toContain(`| ${option} |`);
    }
  });
}, 120_000);
