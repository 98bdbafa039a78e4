// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { makeTestProvider, type TestProvider } from '../testkit';
import { word, wordedLocale, WORDED_LOCALES } from './wording';

describe("the local provider's messages in a send's locale", () => {
  it("words English and each of the widget's shipped locales", () => {
    expect(WORDED_LOCALES.sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'he', 'it', 'ja', 'ko', 'nl', 'pl', 'pt-BR', 'zh-CN']);
  });

  it.each([
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['zh', 'zh-CN'],
    ['pt-PT', 'pt-BR'],
    ['en-XA', 'en'],
    ['sv', 'en'],
    ['not a tag', 'en'],
    [undefined, 'en'],
  ])('%s is worded in %s', (asked, worded) => {
    expect(wordedLocale(asked)).toBe(worded);
  });

  it('puts the code, the link and the minutes in, the minutes in their plural form', () => {
    expect(word(undefined, 'otpBody', { project: 'Acme', code: '123456', minutes: 5 })).toBe(
      'Your Acme verification code is 123456. It expires in 5 minutes.',
    );
    expect(word('en', 'otpBody', { project: 'Acme', code: '123456', minutes: 1 })).toContain('in 1 minute.');
    expect(word('pl', 'loginLinkBody', { project: 'Acme', link: 'https://x.test/?t=1', minutes: 2 })).toBe(
      'Kliknij, aby się zalogować: https://x.test/?t=1\nLink wygaśnie za 2 minuty.',
    );
    expect(word('pl', 'resetBody', { project: 'Acme', link: 'https://x.test/', minutes: 30 })).toContain('za 30 minut.');
    expect(word('ar', 'otpBody', { project: 'Acme', code: '123456', minutes: 5 })).toContain('بعد 5 دقائق');
  });
});

describe('the sends', () => {
  let p: TestProvider;
  beforeEach(async () => {
    p = await makeTestProvider();
  });

  it('word the code, the magic link and the reset email in the locale sent, English without one', async () => {
    await p.post('/otps/email/login_or_create', { email: 'ada@example.com', expiration_minutes: 5, locale: 'de' });
    expect(await p.lastMessage()).toMatchObject({
      subject: expect.stringMatching(/^Ihr Bestätigungscode für /),
      body: expect.stringContaining('5 Minuten'),
    });
    await p.post('/otps/sms/login_or_create', { phone_number: '+15555550123', locale: 'ja' });
    expect((await p.lastMessage()).body).toMatch(/の確認コードは \d{6} です。/);
    await p.post('/magic_links/email/login_or_create', { email: 'ada@example.com', locale: 'fr' });
    // Ada has not signed in yet: her account is still being created.
    expect((await p.lastMessage()).body).toMatch(/^Cliquez pour terminer votre inscription : http/);
    await p.post('/passwords/email/reset/start', { email: 'ada@example.com', locale: 'es' });
    expect((await p.lastMessage()).subject).toMatch(/^Restablece tu contraseña de /);
    await p.post('/magic_links/email/login_or_create', { email: 'grace@example.com' });
    expect((await p.lastMessage()).subject).toMatch(/^Finish creating your .* account$/);
  });
});
