import type { BrowserContext, Page } from 'playwright-core';

/** Opens a page that records console errors and CSP violations, which the tests assert are absent. */
export async function openPage(context: BrowserContext, url: string): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || /Content Security Policy|Refused to/.test(msg.text())) problems.push(msg.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(url);
  return { page, problems };
}
