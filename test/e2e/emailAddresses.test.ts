import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness.js';
import { waitForMessage } from './support/inbox.js';
import { openPage } from './support/page.js';

const e2e = useE2E();

const widget = (page: Page) => page.locator('[data-latch]');

/** Types `typed` into the widget's email field, as the visitor would, and submits it. */
async function submitEmail(page: Page, typed: string) {
  const input = widget(page).getByLabel('Email', { exact: true });
  await input.fill(typed);
  await widget(page).getByRole('button', { name: 'Continue with email' }).click();
}

describe('internationalised email addresses, in Chromium against the local provider', () => {
  // Chromium's email input hands over the domain in its ASCII form; an address whose local part is not ASCII it
  // keeps as typed. Either way the widget sends what the input holds, and the provider takes it.
  it.each([
    { typed: 'ada@пример.рф', sent: 'ada@xn--e1afmkfd.xn--p1ai' },
    { typed: 'ada@bücher.de', sent: 'ada@xn--bcher-kva.de' },
    { typed: '用户@例子.广告', sent: '用户@例子.广告' },
  ])('$typed is sent as $sent and the link is delivered', async ({ typed, sent }) => {
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}/`);
    const sends: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/sdk/v1/magic_links/email/login_or_create')) sends.push(request.postDataJSON());
    });
    await submitEmail(page, typed);
    await widget(page).getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(await widget(page).getByRole('alert').count()).toBe(0);
    expect(sends).toEqual([expect.objectContaining({ email: sent })]);
    expect((await waitForMessage(e2e.provider.url, sent)).link).toMatch(/stytch_token_type=magic_links/);
    expect(problems).toEqual([]);
  });
});
