import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { htmlPage } from '../http/html';
import { staticFile } from '../http/static';
import { DEMO_ASSETS } from '../paths';
import { DEMO_PAGES, demoPage } from './page';
import type { DemoPageId } from './page';
import { RP_PATHS, relyingPartyPage } from './rp';

/** The demo host pages, their script and style, and the widget build (`dist/`) at `/widget/`. */
export function demoRoutes(deps: Deps, widgetDir: string) {
  const app = new Hono<AppEnv>();
  const publicToken = deps.config.publicTokens[0] ?? '';

  for (const [id, page] of Object.entries(DEMO_PAGES)) {
    app.get(page.path, (c) => {
      // The consent page must not be framed (clickjacking): CSP frame-ancestors says so, X-Frame-Options too for old browsers.
      if (id.startsWith('idp-')) c.header('X-Frame-Options', 'DENY');
      return htmlPage(c, demoPage(id as DemoPageId, publicToken));
    });
  }
  for (const path of RP_PATHS) app.get(path, (c) => htmlPage(c, relyingPartyPage(deps.config.projectName)));

  // Browsers ask for a favicon on every page; an empty answer keeps their consoles clean.
  app.get('/favicon.ico', (c) => c.body(null, 204));
  app.get('/demo/assets/:file', async (c) => (await staticFile(DEMO_ASSETS, c.req.param('file'))) ?? c.notFound());

  app.get('/widget/*', async (c) => {
    const relative = c.req.path.slice('/widget/'.length);
    const file = await staticFile(widgetDir, relative);
    if (file) return file;
    return c.text(`No widget file at /widget/${relative}. The widget is built into dist/ by "npm run build" (npm start runs it first).`, 404);
  });

  return app;
}
