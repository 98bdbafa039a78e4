/**
 * The provider that the crash drill (crashDrill.ts) runs as a child process and kills: the real server on a file
 * database in the folder given as the first argument, on a free port, with a cheap scrypt cost so that a burst is
 * bound by the store rather than by password hashing. Prints one JSON line when it listens.
 */
import { startProvider } from '../app';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: crashProvider.ts <data-dir>');
const provider = await startProvider({ port: 0, dataDir, quiet: true, scryptCost: 1024 });
process.stdout.write(`${JSON.stringify({ url: provider.url, publicToken: provider.publicToken })}\n`);
process.on('SIGTERM', () => {
  void provider.close().then(() => process.exit(0));
});
