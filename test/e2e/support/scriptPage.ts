import { createServer } from 'node:http';

export interface ScriptPage {
  origin: string;
  close(): Promise<void>;
}

/** A page's module script, or its files by name (`page.js` the one the page loads, the others what it imports). */
export type PageScript = string | Readonly<Record<string, string>>;

/**
 * Serves one page that loads one module script, on its own localhost port: a second origin, so
 * the provider's CORS and its allowed-origins list are exercised for real.
 */
export function serveScriptPage(title: string, script: PageScript): Promise<ScriptPage> {
  const html = `<!doctype html><html><head><meta charset="utf-8"><script type="module" src="/page.js"></script></head><body>${title}</body></html>`;
  const files: Readonly<Record<string, string>> = typeof script === 'string' ? { 'page.js': script } : script;
  const server = createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://localhost').pathname.slice(1);
    const isScript = Object.hasOwn(files, name);
    res.writeHead(200, { 'Content-Type': isScript ? 'text/javascript' : 'text/html' });
    res.end(isScript ? files[name] : html);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        origin: `http://localhost:${typeof address === 'object' && address ? address.port : 0}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    }),
  );
}
