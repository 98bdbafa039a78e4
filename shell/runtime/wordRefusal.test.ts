import { describe, expect, it } from 'vitest';
import { loadLocale } from '../locale/load.js';
import shellFr from '../locales/fr.js';
import { shellMessages } from '../strings.js';
import { wordRefusal } from './wordRefusal.js';

describe('wordRefusal', () => {
  it('words a refusal in English from the texts it fetches, with its params', async () => {
    await expect(wordRefusal(['config.alone', { product: 'Passkeys' }], shellMessages)).resolves.toBe(
      'Error: Cannot use Passkeys by itself, please add another product to the config.',
    );
    await expect(wordRefusal(['config.wrongPlugin', { product: 'otp', id: 'sms' }], shellMessages)).resolves.toBe(
      'Error: The plugin loaded for "otp" has the id "sms".',
    );
    await expect(wordRefusal(['config.notLogin', { product: 'account' }], shellMessages)).resolves.toBe(
      'Error: The account product is not a way to log in; mount it with its own entry point.',
    );
    await expect(wordRefusal(['config.unknownProduct', { product: 'fax' }], shellMessages)).resolves.toBe(
      'Error: Unknown product "fax" in the config.',
    );
  });

  it('takes the host’s text over the English', async () => {
    const texts = { ...shellMessages, 'config.unknownProduct': 'No such product: {product}' };
    await expect(wordRefusal(['config.unknownProduct', { product: 'fax' }], texts)).resolves.toBe('No such product: fax');
  });

  it('words the chunks that did not arrive from the catalogue itself', async () => {
    await expect(wordRefusal(['config.loadFailed', { product: 'otp' }], shellMessages)).resolves.toBe(
      'Error: The otp product could not be loaded. Check your connection and try again.',
    );
  });

  it('words a refusal in the locale shown, en-XA’s made from the English', async () => {
    const fr = await loadLocale('fr');
    await expect(wordRefusal(['config.notBuilt', { product: 'crypto' }], fr.catalogue(shellMessages), fr)).resolves.toBe(
      shellFr['config.notBuilt'].replace('{product}', 'crypto'),
    );
    const pseudo = await loadLocale('en-XA');
    const worded = await wordRefusal(['config.noEntryProduct', { entry: 'login' }], pseudo.catalogue(shellMessages), pseudo);
    expect(worded).not.toBe('Error: No product in this build opens the login entry point.');
    expect(worded).toContain('login');
    expect(worded).toMatch(/[À-ž]/);
  });
});
