/**
 * The bench's static server: files from one directory (the dist snapshot, the bundles and the generated pages), gzip
 * when the browser accepts it, compressed once per file and kept in memory so the server's own CPU time stays out of
 * the browser's measurements. Binds 127.0.0.1 and hands out `http://localhost:PORT` like the provider.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};
/** Below this, gzip's own header costs more than it saves; servers and CDNs skip it too. */
const MIN_GZIP_BYTES = 256;

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

interface Entry {
  mtimeMs: number;
  raw: Buffer;
  gzip: Buffer | undefined;
}

export async function startStaticServer(root: string, headersFor: (path: string) => Record<string, string> = () => ({})): Promise<StaticServer> {
  const cache = new Map<string, Entry>();
  const load = async (file: string): Promise<Entry | undefined> => {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const cached = cache.get(file);
    if (cached?.mtimeMs === info.mtimeMs) return cached;
    const raw = await readFile(file);
    const compressible = raw.length >= MIN_GZIP_BYTES && extname(file) !== '.png';
    const entry = { mtimeMs: info.mtimeMs, raw, gzip: compressible ? gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }) : undefined };
    cache.set(file, entry);
    return entry;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let relative: string;
    try {
      relative = decodeURIComponent(url.pathname);
    } catch {
      relative = '\0';
    }
    if (relative.endsWith('/')) relative += 'index.html';
    const file = normalize(join(root, relative));
    const entry = relative.includes('\0') || !file.startsWith(normalize(root + sep)) ? undefined : await load(file);
    if (!entry || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(entry ? 405 : 404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(entry ? 'Method not allowed' : `Not found: ${url.pathname}`);
      return;
    }
    const gzip = entry.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? entry.gzip! : entry.raw;
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...(gzip && { 'Content-Encoding': 'gzip' }),
      ...headersFor(url.pathname),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
