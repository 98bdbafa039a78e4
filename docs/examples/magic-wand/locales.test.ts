import { describe, expect, it } from 'vitest';
import { problems } from '../../../test/support/localeCheck.js';
import { localeFill } from '../../../shell/locale/format.js';
import { messages } from './messages.js';
import table from './locales/index.js';

// What a team outside the repo would check of its own translations: every key, each placeholder as in English.
describe("the wand's locales", () => {
  it.each(Object.keys(table))('%s is complete', async (tag) => {
    const { default: texts } = await table[tag as keyof typeof table]();
    expect(problems(messages, texts)).toEqual([]);
  });

  it('words a count in the plural form of the locale', async () => {
    const { default: ar } = await table.ar();
    const fill = localeFill('ar');
    expect(fill(ar['wand.success.text'], { waves: 2 })).toBe('صمدت التعويذة تلويحتين.');
    expect(fill(ar['wand.success.text'], { waves: 5 })).toContain('تلويحات');
  });
});
