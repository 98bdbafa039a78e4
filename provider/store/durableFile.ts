import { existsSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Replaces `file` with `bytes` so that, once this resolves, a crash or power cut leaves the new content: written to
 * a temp file and fsynced, renamed over the old file (a crash before the rename leaves the old file whole), and the
 * folder fsynced so the rename itself is on disk.
 */
export async function writeDurably(file: string, bytes: Uint8Array): Promise<void> {
  const folder = dirname(file);
  const temp = `${file}.${process.pid}.tmp`;
  await mkdir(folder, { recursive: true });
  try {
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => {});
    throw error;
  }
  await syncFolder(folder);
}

async function syncFolder(folder: string): Promise<void> {
  // Windows cannot open a folder as a file; NTFS journals the rename itself.
  if (process.platform === 'win32') return;
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Temp files of writes that a killed process never finished: the database file itself is whole without them. */
export function removeStaleTempFiles(file: string): void {
  const folder = dirname(file);
  if (!existsSync(folder)) return;
  const pattern = new RegExp(`^${basename(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(\\d+)\\.tmp$`);
  for (const name of readdirSync(folder)) {
    const pid = Number(pattern.exec(name)?.[1]);
    // Our own pid can only be a dead process's leftover: this process has not written yet.
    if (pid && (pid === process.pid || !isRunning(pid))) rmSync(join(folder, name), { force: true });
  }
}
