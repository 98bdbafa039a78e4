import { describe, expect, it } from 'vitest';
import { shellMessages } from '../strings.js';
import { placeholders } from '../../test/support/localeCheck.js';
import { pseudoLocalize } from './pseudo.js';

describe('en-XA', () => {
  it('accents every letter, keeps digits and punctuation, and brackets the text', () => {
    expect(pseudoLocalize('Continue with email')).toMatch(/^\[Çöñţîñûé ŵîţĥ éɱáîĺ[^a-z]*\]$/);
    expect(pseudoLocalize('A 6-digit passcode.')).toMatch(/^\[Á 6-đîĝîţ þáššçöđé\.[^a-z]*\]$/);
  });

  it('keeps each placeholder as the code fills it', () => {
    const text = pseudoLocalize('Digit {n} of {count}, sent to {destination}');
    expect(placeholders(text)).toEqual(['count', 'destination', 'n']);
    expect(text).toContain('{destination}');
  });

  it('makes the catalogue about 40 % longer, so a layout that clips shows it', () => {
    const english = Object.values(shellMessages);
    const ratio = english.map(pseudoLocalize).join('').length / english.join('').length;
    expect(ratio).toBeGreaterThan(1.35);
    expect(ratio).toBeLessThan(1.5);
  });
});
