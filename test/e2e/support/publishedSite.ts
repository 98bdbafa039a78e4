import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const VANILLA_DIST = path.join(ROOT, 'dist/vanilla');

export type WidgetSide = 'latch' | 'published';

export interface WireSite {
  origin: string;
  /** The page that mounts one side's login with `config`, talking to the provider at `api` with `token`. */
  url(side: WidgetSide, api: string, token: string, config: object): string;
  close(): Promise<void>;
}

/**
 * Both host scripts read the provider and config from the query, mount the login into #login and keep the client on
 * `window.wireClient`, so a test can reach the headless calls when the published widget's screens differ.
 */
const PARAMS = `const q = new URLSearchParams(location.search);
const api = q.get('api'), token = q.get('token'), config = JSON.parse(q.get('config'));`;

const SCRIPTS: Record<WidgetSide, string> = {
  latch: `import { createWidgetClient } from '/vanilla/index.js';
${PARAMS}
const client = createWidgetClient(token, { baseUrl: api });
window.wireClient = client;
client.mountLogin({ element: '#login', config });`,
  published: `import { StytchUIClient } from '/stytch.js';
${PARAMS}
const client = new StytchUIClient(token, {
  endpoints: { testAPIURL: api, liveAPIURL: api, dfpBackendURL: api, clientsideServicesIframeURL: api + '/clientside-services' },
});
window.wireClient = client;
client.mountLogin({ elementId: '#login', config });`,
};

const page = (side: WidgetSide) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>wire diff: ${side}</title><script type="module" src="/${side}-host.js"></script></head><body><main><div id="login"></div></main></body></html>`;

/** The published widget as one ESM file: built in memory per test file, never written or shipped. */
async function bundlePublished(): Promise<string> {
  const result = await build({
    stdin: { contents: "export { StytchUIClient } from '@stytch/vanilla-js';", resolveDir: ROOT, loader: 'js', sourcefile: 'published.js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    write: false,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0]!.text;
}

/**
 * One origin serving both sides: latch's vanilla build (from `dist/`, built by `npx tsx esbuild.config.ts`) and the
 * published `@stytch/vanilla-js`, each on its own page. Both are cross-origin to the provider, as on a host site, so
 * the browser adds the same headers to both sides' requests.
 */
export async function serveWireSite(): Promise<WireSite> {
  const published = await bundlePublished();
  const server = createServer(async (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const send = (type: string, body: string | Buffer) => {
      res.writeHead(200, { 'Content-Type': type });
      res.end(body);
    };
    if (pathname === '/latch.html' || pathname === '/published.html') return send('text/html', page(pathname.slice(1, -5) as WidgetSide));
    if (pathname === '/latch-host.js') return send('text/javascript', SCRIPTS.latch);
    if (pathname === '/published-host.js') return send('text/javascript', SCRIPTS.published);
    if (pathname === '/stytch.js') return send('text/javascript', published);
    const file = path.normalize(path.join(VANILLA_DIST, pathname.replace(/^\/vanilla\//, '')));
    if (pathname.startsWith('/vanilla/') && file.startsWith(VANILLA_DIST + path.sep)) {
      try {
        return send(file.endsWith('.css') ? 'text/css' : 'text/javascript', await readFile(file));
      } catch {
        // fall through to the 404
      }
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    origin,
    url: (side, api, token, config) => `${origin}/${side}.html?${new URLSearchParams({ api, token, config: JSON.stringify(config) })}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
