import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness.js';
import { openPage, widgetTookOver } from './support/page.js';

const e2e = useE2E();

/**
 * What a host page's stylesheet commonly says: rules on element names, and what `body` passes down. The widget is not
 * in a shadow root here, so only its own styles can keep these out.
 */
const HOST_CSS = `
  * { box-sizing: content-box; }
  body { font: italic 20px/2 Georgia, serif; color: #333; letter-spacing: 1px; word-spacing: 4px; text-transform: uppercase; text-align: right; text-indent: 2em; }
  div, section { line-height: 3; margin: 6px; padding: 4px; }
  h1, h2, h3 { font-size: 3em; margin: 1em 0; color: purple; font-weight: 300; text-decoration: underline; }
  p { margin: 2em 0; font-size: 22px; }
  button { background: orange; color: black; border: 3px dashed red; padding: 20px; border-radius: 0; font-size: 24px; min-width: 200px; text-transform: lowercase; box-shadow: 2px 2px 5px black; }
  input, select { border: 4px solid green; padding: 18px; font-size: 24px; margin: 10px; height: 80px; background: yellow; }
  label { display: block; font-weight: bold; font-size: 26px; margin: 12px 0; }
  form { margin: 30px; padding: 30px; border: 1px solid blue; }
  a { color: red; }
  ul, li { margin: 10px; padding: 10px; }
`;

/**
 * Box and look of every element in the widget, in document order. Where an element sits is taken relative to the
 * widget, and only for elements with a box: the rest (a closed select's options, the empty toast region, fixed to
 * the viewport) are placed by the page around the widget, which the host's CSS does move.
 */
const MEASURE = `(() => {
  const root = document.querySelector('#latch [data-latch]');
  const origin = root.getBoundingClientRect();
  return [root, ...root.querySelectorAll('*')].map((el) => {
    const cs = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    const place = r.width > 0 && r.height > 0 ? [Math.round(r.x - origin.x), Math.round(r.y - origin.y)] : [];
    return [el.tagName, ...place, Math.round(r.width), Math.round(r.height), cs.font, cs.color,
      cs.backgroundColor, cs.borderTop, cs.borderBottom, cs.margin, cs.padding, cs.textTransform, cs.letterSpacing, cs.wordSpacing, cs.textAlign,
      cs.textIndent, cs.textDecorationLine, cs.boxShadow, cs.boxSizing].join(' | ');
  });
})()`;

const CONFIG = { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'], expirationMinutes: 5 } };

async function measure(hostCss: string): Promise<string[]> {
  const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify(CONFIG))}`);
  await page.getByRole('tab', { name: 'Text' }).click();
  // Measured once the widget has taken over the form drawn before it, so both pages show the same elements.
  await widgetTookOver(page, 'input[name=phone]');
  // The region list fills in once the phone library is in; a function, not a string: the page's CSP refuses eval.
  await page.waitForFunction(() => (document.querySelector<HTMLSelectElement>('#latch select')?.options.length ?? 0) > 200);
  // A constructed sheet: the demo page's strict CSP refuses a <style> element, as it would a host's inline one.
  await page.evaluate(`(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(${JSON.stringify(hostCss)});
    document.adoptedStyleSheets = [sheet, ...document.adoptedStyleSheets];
  })()`);
  const measured = (await page.evaluate(MEASURE)) as string[];
  expect(problems).toEqual([]);
  await page.close();
  return measured;
}

describe('the widget on a page with its own CSS, no shadow root', () => {
  it('looks exactly as on a page without it: host element rules and inherited text styles do not reach in', async () => {
    const clean = await measure('');
    const hosted = await measure(HOST_CSS);
    expect(clean.length).toBeGreaterThan(15);

    expect(hosted).toEqual(clean);
  });
});
