import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.map': 'application/json',
  '.css': 'text/css',
  '.txt': 'text/plain',
};

export interface HostServer {
  origin: string;
  /** What `/host-config.json` answers: the provider's address and token, known only once it runs. */
  config: Record<string, unknown>;
  close(): Promise<void>;
}

/** Serves a folder as a static host would; `/` (with any query) is its index.html. */
export function serveFolder(dir: string): Promise<HostServer> {
  const host = { config: {} } as HostServer;
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    if (pathname === '/host-config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(host.config));
      return;
    }
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    const found = file.startsWith(dir + path.sep) && (await stat(file).catch(() => null))?.isFile();
    if (!found) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      host.origin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
      host.close = () =>
        new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        });
      resolve(host);
    }),
  );
}
