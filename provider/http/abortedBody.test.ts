// @vitest-environment node
import { connect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startProvider } from '../app';
import type { RunningProvider } from '../app';

let provider: RunningProvider | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await provider?.close();
});

/** Sends the headers and part of a body, then hangs up as a client whose upload was cancelled does. */
function abortMidBody(port: number, path: string, authorization: string, chunked = false): Promise<void> {
  // Chunked, the body-size check reads the body itself; with a length, the route does.
  const framing = chunked ? 'Transfer-Encoding: chunked\r\n\r\n10\r\n{"email": "slow.\r\n' : 'Content-Length: 100000\r\n\r\n{"email": "slow';
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nAuthorization: ${authorization}\r\n${framing}`,
      );
      setTimeout(() => socket.destroy(), 50);
    });
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

describe('a client that aborts its upload', () => {
  it('costs no 500 and no error log', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    provider = await startProvider({ port: 0, memory: true, scryptCost: 1024 });
    const basic = `Basic ${Buffer.from(`${provider.publicToken}:${provider.publicToken}`).toString('base64')}`;
    for (const path of ['/sdk/v1/users/search', '/sdk/v1/passwords/authenticate', '/v1/oauth2/token']) {
      await abortMidBody(provider.port, path, basic);
      await abortMidBody(provider.port, path, basic, true);
    }
    await vi.waitFor(() => expect(lines.filter((line) => line.startsWith('POST '))).toHaveLength(6), { timeout: 10_000 });
    expect(errors).not.toHaveBeenCalled();
    expect(lines.filter((line) => / 5\d\d /.test(line))).toEqual([]);
  });
});
