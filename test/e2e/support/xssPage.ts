import type { BrowserContext, Page } from 'playwright-core';

/**
 * Opens a provider page with its Content-Security-Policy header taken off, so an injected handler or script
 * would really run: under the demo's CSP it would be blocked and an XSS test could never fail. `hostScript`
 * (plain JavaScript) replaces demo.js when given. Dialogs are recorded: a payload might try alert().
 */
export async function openWithoutCsp(context: BrowserContext, url: string, hostScript?: string): Promise<{ page: Page; dialogs: string[] }> {
  await context.route('**/*', async (route) => {
    const request = route.request();
    if (hostScript !== undefined && new URL(request.url()).pathname === '/demo/assets/demo.js') {
      return route.fulfill({ contentType: 'text/javascript', body: hostScript });
    }
    if (request.resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    return route.fulfill({ response, headers });
  });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(url);
  return { page, dialogs };
}

export interface XssFindings {
  ran: unknown;
  handlerAttributes: string[];
  unsafeLinks: string[];
  unsafeSources: string[];
  markupElements: string[];
}

/** What the widgets under `selector` show that a payload could have put there, and whether any payload ran. */
export function xssFindings(page: Page, selector: string): Promise<XssFindings> {
  // Plain JavaScript text: the test runner's transforms must not touch code that runs in the page.
  return page.evaluate(`(() => {
    const roots = [...document.querySelectorAll(${JSON.stringify(selector)})];
    const all = roots.flatMap((root) => [root, ...root.querySelectorAll('*')]);
    const describe = (el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '');
    const badScheme = (value) => /^\\s*(javascript|data|vbscript):/i.test(value ?? '');
    return {
      ran: window.__xss,
      handlerAttributes: all.flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => describe(el) + '[' + a.name + ']')),
      unsafeLinks: all.filter((el) => el.hasAttribute('href')).filter((a) => {
        const url = new URL(a.getAttribute('href'), document.baseURI);
        return url.protocol !== 'https:' || a.getAttribute('rel') !== 'noopener noreferrer';
      }).map((a) => a.getAttribute('href')),
      unsafeSources: all.flatMap((el) => ['src', 'srcdoc', 'data', 'action', 'formaction', 'xlink:href'].filter((name) => el.hasAttribute(name) && (name === 'srcdoc' || badScheme(el.getAttribute(name)))).map((name) => describe(el) + '[' + name + ']=' + el.getAttribute(name).slice(0, 40))),
      markupElements: all.filter((el) => ['script', 'iframe', 'object', 'embed', 'style', 'link', 'video', 'audio', 'details', 'math', 'body'].includes(el.tagName.toLowerCase())).map(describe),
    };
  })()`) as Promise<XssFindings>;
}

export const CLEAN: XssFindings = { ran: undefined, handlerAttributes: [], unsafeLinks: [], unsafeSources: [], markupElements: [] };
