import { spawn } from 'node:child_process';

export interface NodeServer {
  url: string;
  /** What the server printed (stdout and stderr), for a test that wants to see its log. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Runs a host's built server with node, as a host deploys it, and waits for its `listening on <url>` line. It runs in
 * a process of its own: nothing of the test runner (globals, module instances) reaches the server's render.
 */
export function startNodeServer(script: string, options: { cwd: string; env: Record<string, string>; timeoutMs?: number }): Promise<NodeServer> {
  const child = spawn(process.execPath, [script], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${script} did not start within ${options.timeoutMs ?? 30_000} ms:\n${log}`));
    }, options.timeoutMs ?? 30_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const url = /listening on (\S+)/.exec(log)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({ url, output: () => log, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => void (log += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code} before listening:\n${log}`));
    });
  });
}
