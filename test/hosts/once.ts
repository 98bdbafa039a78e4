import { mkdir, readFile, writeFile } from 'node:fs/promises';

const POLL_MS = 100;
const WAIT_MS = 240_000;

/**
 * Makes `target` once for all the processes of a test run: the first caller (the one whose `mkdir` of the lock
 * succeeds) runs `make`; the others wait until it says it is done, or failed, in a file beside the target.
 */
export async function once(target: string, make: () => Promise<void>): Promise<void> {
  const [lock, done] = [`${target}.lock`, `${target}.done`];
  try {
    await mkdir(lock);
  } catch {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const outcome = await readFile(done, 'utf8').catch(() => undefined);
      if (outcome === 'ok') return;
      if (outcome !== undefined) throw new Error(`${target}: another test file failed to make it: ${outcome}`);
      if (Date.now() > deadline) throw new Error(`${target}: not made within ${WAIT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  try {
    await make();
    await writeFile(done, 'ok');
  } catch (error) {
    await writeFile(done, String(error instanceof Error ? error.message : error) || 'failed');
    throw error;
  }
}
