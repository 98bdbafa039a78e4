import { createServer, request } from 'node:http';

export interface Forwarded {
  method: string;
  path: string;
  /** The request's Origin header: a browser sends its page's on every cross-origin call; a server sends none. */
  origin: string | undefined;
}

export interface Forwarder {
  origin: string;
  /** Where requests go, e.g. `http://127.0.0.1:4100`; set once that server runs (until then they answer 503). */
  target: string | undefined;
  /** Every request forwarded, in order. */
  seen: Forwarded[];
  close(): Promise<void>;
}

/**
 * A front door on a port of its own, forwarding every request to a server started later: a host's origin must be
 * known before the provider starts (it allows that origin), and the host's server starts only once it is built. In
 * front of the provider it records who called it.
 */
export function forwardServer(): Promise<Forwarder> {
  const front = { target: undefined, seen: [] } as unknown as Forwarder;
  const server = createServer((req, res) => {
    if (!front.target) {
      res.writeHead(503).end();
      return;
    }
    front.seen.push({ method: req.method ?? 'GET', path: req.url ?? '/', origin: req.headers.origin });
    const upstream = request(new URL(req.url ?? '/', front.target), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      front.origin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
      front.close = () =>
        new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        });
      resolve(front);
    }),
  );
}
