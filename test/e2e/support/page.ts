import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';

const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d+)/;

/**
 * One line per problem the page reports. Chromium logs every non-2xx response as a console error;
 * those become `HTTP <status> <path>` so a test lists the provider answers it caused on purpose
 * (a wrong code's 404, say) and any other failure still fails it.
 */
function describeConsoleError(msg: ConsoleMessage): string {
  const failed = FAILED_RESOURCE.exec(msg.text());
  const url = msg.location().url;
  if (failed && url) return `HTTP ${failed[1]} ${new URL(url).pathname}`;
  return msg.text();
}

/** Opens a page that records console errors, failed requests, page errors and CSP violations. */
export async function openPage(
  context: BrowserContext,
  url: string,
  /** `beforeGoto` (an init script, a route) is awaited: registered only half-way, it could miss the navigation. */
  options: { beforeGoto?(page: Page): unknown } = {},
): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  await options.beforeGoto?.(page);
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || /Content Security Policy|Refused to/.test(msg.text())) problems.push(describeConsoleError(msg));
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(url);
  return { page, problems };
}

/**
 * Resolves once the widget has taken over the form drawn before React (its field carries React's instance): from then
 * on the widget's chunks are in the page, so a test may take the network away without stopping the widget loading.
 */
export async function widgetTookOver(page: Page, field = 'input[name=email], input[name=phone]'): Promise<void> {
  await page.waitForFunction((selector) => {
    const el = document.querySelector(selector);
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactFiber'));
  }, field);
}

/**
 * A page a server rendered, once hydrated (its email field carries React's instance), with the warnings it logged
 * besides the `problems`: React reports a hydration mismatch as a warning.
 */
export async function openHydrated(context: BrowserContext, url: string): Promise<{ page: Page; problems: string[]; warnings: string[] }> {
  const warnings: string[] = [];
  const opened = await openPage(context, url, {
    beforeGoto: (page) => page.on('console', (msg) => void (msg.type() === 'warning' && warnings.push(msg.text()))),
  });
  await widgetTookOver(opened.page, 'input[name=email]');
  return { ...opened, warnings };
}
