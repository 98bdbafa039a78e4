import type { BrowserContext, Page } from 'playwright-core';
import { openPage } from './page.js';

/**
 * What a context saw while the local provider served its pages under the strict policy (the provider's `strictCsp`
 * start option, provider/http/strictCsp.ts).
 */
export interface StrictRecord {
  /** Every securitypolicyviolation of the context's pages, as `<page URL>: <directive> <blocked URI> <sample>`. */
  violations: string[];
  /** Every document response, as `<method> <path> <status>`. */
  documents: string[];
  /** The documents that rendered (not redirects) without the strict nonce policy. */
  unprotected: string[];
}

/**
 * Watches a context: each securitypolicyviolation event of any of its pages goes to Node at once (through a
 * binding, so one fired just before a navigation is not lost) and to `window.__violations`; each document response
 * is listed with whether it carried the strict policy.
 */
export async function watchStrict(context: BrowserContext): Promise<StrictRecord> {
  const record: StrictRecord = { violations: [], documents: [], unprotected: [] };
  await context.exposeBinding('__latchReportViolation', ({ page }, line: string) => void record.violations.push(`${page.url()}: ${line}`));
  await context.addInitScript(`window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      const line = e.violatedDirective + ' ' + e.blockedURI + ' ' + (e.sample || '');
      window.__violations.push(line);
      window.__latchReportViolation(line);
    });`);
  context.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'document') return;
    const line = `${request.method()} ${new URL(response.url()).pathname} ${response.status()}`;
    record.documents.push(line);
    const strict = /^script-src 'self' 'nonce-[^']+' 'strict-dynamic';.* require-trusted-types-for 'script'$/.test(
      response.headers()['content-security-policy'] ?? '',
    );
    if (!strict && (response.status() < 300 || response.status() >= 400)) record.unprotected.push(line);
  });
  return record;
}

/** Whether the page's document refuses what the policy refuses (markup through innerHTML); reports one violation itself. */
export const refusesInnerHtml = (page: Page) =>
  page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<b>x</b>';
      return false;
    } catch {
      return true;
    }
  });

/** Opens `url` in a watched context; `violations()` lists what any page of the context reported so far. */
export async function openStrict(
  context: BrowserContext,
  url: string,
): Promise<{ page: Page; problems: string[]; violations: () => Promise<string[]>; record: StrictRecord }> {
  const record = await watchStrict(context);
  const { page, problems } = await openPage(context, url);
  return { page, problems, violations: async () => [...record.violations], record };
}
