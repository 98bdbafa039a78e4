import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createLatchClient, latchCss } from 'latch/react';
import { App } from './App.jsx';

const { LATCH_BASE_URL: baseUrl, LATCH_PUBLIC_TOKEN: publicToken, PORT = '0' } = process.env;
// One client for the server's life: made on a server it sends nothing and starts no timer.
const client = createLatchClient(publicToken, { baseUrl });
const assets = new URL('../client/assets/', import.meta.url).pathname;

/** JSON inside a <script> element: `<` escaped so no value can close the element. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The widget's CSS goes into the page, so the server's form is styled before any script runs. (Under a CSP without
 * 'unsafe-inline' the <style> element needs a nonce, or the text can be served as a stylesheet file.)
 */
async function page(origin, locale) {
  const app = (
    <StrictMode>
      <App client={client} origin={origin} locale={locale} />
    </StrictMode>
  );
  // A locale's texts arrive after the render starts: a render that waits for them (as a streaming server's does)
  // sends the form in the locale; renderToString, which cannot wait, would send nothing in its place.
  const html = locale ? await prerendered(app) : renderToString(app);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="data:," />
    <title>Server-rendered React host</title>
    <style>${latchCss()}</style>
    <script type="application/json" id="page-data">${scriptJson({ baseUrl, publicToken, origin, locale })}</script>
    <script type="module" src="/assets/client.js"></script>
  </head>
  <body><div id="root">${html}</div></body>
</html>`;
}

async function prerendered(element) {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

const TYPES = { '.js': 'text/javascript', '.map': 'application/json' };

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  if (url.pathname === '/') {
    const html = await page(url.origin, url.searchParams.get('locale') ?? undefined);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    return;
  }
  const file = url.pathname.startsWith('/assets/') ? assets + url.pathname.slice('/assets/'.length) : '';
  const found = file && !file.includes('..') && (await stat(file).catch(() => null))?.isFile();
  if (!found) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'Content-Type': TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}).listen(Number(PORT), '127.0.0.1', function () {
  console.log(`listening on http://localhost:${this.address().port}`);
});
