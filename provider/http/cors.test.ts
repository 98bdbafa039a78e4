// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv, Deps } from '../context';
import { cors, refusedOriginHint } from './cors';

/** The middleware alone, with a log that records what a host developer would read in the terminal. */
function appWith(allowedOrigins: string[]) {
  const lines: string[] = [];
  const deps = { origin: () => 'http://localhost:4100', config: { allowedOrigins }, log: (line: string) => lines.push(line) } as unknown as Deps;
  const app = new Hono<AppEnv>().use('*', cors(deps)).post('/sdk/v1/x', (c) => c.json({ ok: true }));
  const preflight = (origin: string) =>
    app.request('/sdk/v1/x', { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
  return { lines, preflight };
}

describe('a refused preflight is explained in the log', () => {
  it('names the refused origin and the flag and config key that allow it, once per origin', async () => {
    const { lines, preflight } = appWith(['http://localhost:5173']);
    expect((await preflight('http://localhost:3000')).status).toBe(403);
    expect((await preflight('http://localhost:3000')).status).toBe(403);
    expect(lines).toEqual([
      'CORS: refused a preflight from http://localhost:3000. To allow it, start the provider with --allowed-origin http://localhost:3000 ' +
        '(npm start -- --allowed-origin http://localhost:3000) or add it to "allowedOrigins" in the config file.',
    ]);
  });

  it('says nothing about allowed origins, its own included', async () => {
    const { lines, preflight } = appWith(['http://localhost:5173']);
    expect((await preflight('http://localhost:5173')).status).toBe(204);
    expect((await preflight('http://localhost:4100')).status).toBe(204);
    expect(lines).toEqual([]);
  });

  it('quotes a value that is not an origin, so control characters cannot forge log lines', () => {
    expect(refusedOriginHint('http://a.example/path\nGET /fake 200')).toBe(
      'CORS: refused a preflight from "http://a.example/path\\nGET /fake 200", which is not a bare origin (scheme://host:port).',
    );
  });
});
