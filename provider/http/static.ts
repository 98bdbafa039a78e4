import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const MIME: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Reads `relativePath` below `root`, refusing anything that would step outside it.
 * Returns undefined when there is no such file.
 */
export async function staticFile(root: string, relativePath: string): Promise<Response | undefined> {
  const decoded = (() => {
    try {
      return decodeURIComponent(relativePath);
    } catch {
      return undefined;
    }
  })();
  if (decoded === undefined || decoded.includes('\0')) return undefined;
  const path = normalize(join(root, decoded));
  if (!path.startsWith(normalize(root + sep))) return undefined;
  try {
    if (!(await stat(path)).isFile()) return undefined;
    const body = await readFile(path);
    return new Response(body, {
      headers: {
        'Content-Type': MIME[extname(path)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch {
    return undefined;
  }
}
