import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { beforeAll, describe, expect, it } from 'vitest';
import { adoptCssPlugin } from '../../build/adoptCss.js';
import { axeViolations } from './support/axe.js';
import { useE2E } from './support/harness.js';
import { openPage } from './support/page.js';
import { screensDir } from './support/screens.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WIDGET_URL = '/widget/vanilla/index.js';
const KIT_URL = '/widget/vanilla/plugin.js';
const PLUGIN_URL = '/examples/magic-wand.js';

/** The package is the page's: `import … from 'latch/plugin'` (and 'latch') stays an import, of the URL the host serves it at. */
const latchFromPage: esbuild.Plugin = {
  name: 'latch-from-page',
  setup(build) {
    build.onResolve({ filter: /^latch$/ }, () => ({ path: WIDGET_URL, external: true }));
    build.onResolve({ filter: /^latch\/plugin$/ }, () => ({ path: KIT_URL, external: true }));
  },
};

/** Builds docs/examples/magic-wand as its authors would ship it: one ES module. */
async function bundleExample(): Promise<string> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['docs/examples/magic-wand/index.ts'],
    outfile: 'magic-wand.js',
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    // Its CSS is adopted through the kit, so it joins the widget's sheets and reaches shadow roots too.
    plugins: [latchFromPage, adoptCssPlugin('latch/plugin'), vanillaExtractPlugin()],
    logLevel: 'warning',
  });
  const [output, ...others] = result.outputFiles;
  if (!output || others.length > 0) throw new Error(`expected one output file, got ${result.outputFiles.map((f) => f.path).join(', ')}`);
  return output.text;
}

/**
 * The test is the host. The demo page (its markup and its strict CSP, as the provider serves them) runs this
 * script in place of demo.js: it mounts the widget with the example listed beside a built-in product, its
 * loader in `plugins`, and keeps what `onEvent` receives for the test to read. Plain JavaScript text: the test
 * runner's transforms must not touch code that runs in the page.
 */
const hostScript = `
import { createWidgetClient } from '${WIDGET_URL}';
const publicToken = document.querySelector('meta[name="latch-public-token"]').content;
const client = createWidgetClient(publicToken, { baseUrl: location.origin });
window.wandEvents = [];
client.mountLogin({
  element: '#latch',
  config: { products: ['magicWand', 'emailMagicLinks'], magicWandOptions: { spell: 'Sesame', waves: 2 } },
  styles: { colors: { primary: '#5B2A86' } },
  plugins: { magicWand: () => import('${PLUGIN_URL}') },
  callbacks: { onEvent: (event) => window.wandEvents.push(event) },
});
`;

const e2e = useE2E();
let bundle: string;
beforeAll(async () => {
  bundle = await bundleExample();
});

describe('a plugin from outside the repository, end to end', () => {
  it('bundles against the package and imports the widget kit from the page, not a copy of it', () => {
    expect(bundle).toContain(`"${KIT_URL}"`);
    // The shell's own texts would be here if esbuild had bundled the widget instead of importing it.
    expect(bundle).not.toContain('Sign up or log in');
  });

  it('loads through `plugins` under the strict CSP, signs in by keyboard and uses the host theme', async () => {
    await e2e.context.route(`${e2e.provider.url}/demo/assets/demo.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: hostScript }),
    );
    // Same origin as the page, which is all script-src 'self' allows.
    await e2e.context.route(`${e2e.provider.url}${PLUGIN_URL}`, (route) => route.fulfill({ contentType: 'text/javascript', body: bundle }));
    const { page, problems } = await openPage(e2e.context, `${e2e.provider.url}/`);

    const open = page.getByRole('button', { name: 'Sign in with a magic wand' });
    await open.waitFor();
    // Beside the built-in product: the wand's button, the 'or' divider, then the shared email form.
    expect(await page.getByRole('separator', { name: 'or' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Continue with email' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screensDir, 'example-magic-wand-main.png') });

    await open.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: 'Cast your spell' });
    await heading.waitFor();
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);

    // The back arrow comes before the heading; the next stop is the spell field.
    await page.keyboard.press('Tab');
    const field = page.getByLabel('Spell word');
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('abracadabra');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText('That is not the spell. The charm is broken: start again.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screensDir, 'example-magic-wand-wrong-spell.png') });

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('sesame');
    await page.keyboard.press('Enter');
    await page.getByText('Waves: 1 of 2').waitFor();
    // The first dot filled: the wand's own style, in the host's primary colour through --latch-color-primary.
    const filled = await page.locator('[data-done]').evaluateAll((dots) => dots.map((dot) => getComputedStyle(dot).backgroundColor));
    expect(filled).toEqual(['rgb(91, 42, 134)']);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screensDir, 'example-magic-wand-spell.png') });

    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'The wand worked' }).waitFor();
    expect(await page.getByText('The spell held for 2 waves.').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screensDir, 'example-magic-wand-success.png') });

    expect(await page.evaluate(() => (window as unknown as { wandEvents: unknown[] }).wandEvents)).toEqual([
      { type: 'MAGIC_WAND_WAVE', data: { waves: 1, needed: 2 } },
      { type: 'MAGIC_WAND_WAVE', data: { waves: 2, needed: 2 } },
      { type: 'AUTHENTICATE_FLOW_COMPLETE' },
    ]);
    expect(problems).toEqual([]);
  });
});
