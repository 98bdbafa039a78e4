/**
 * `npx tsx test/bench/providerWrites.ts [--signups 200] [--clients 20]`: password sign-ups per second against the
 * local provider, `--clients` at a time, with its file database in a temporary folder and, for comparison, in memory.
 * Run with the default scrypt cost (what `npm start` uses) and with a cheap one, where the store's writes dominate.
 * Prints the figures; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProvider } from '../../provider/app.js';
import { DEFAULT_SCRYPT_COST } from '../../provider/auth/passwordHash.js';

const args = process.argv.slice(2);
const numberArg = (name: string, fallback: number) => {
  const value = Number(args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};
const SIGNUPS = numberArg('--signups', 200);
const CLIENTS = numberArg('--clients', 20);

async function burst(options: { memory: boolean; scryptCost: number }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'latch-bench-'));
  const provider = await startProvider({ port: 0, dataDir, quiet: true, ...options });
  const authorization = `Basic ${Buffer.from(`${provider.publicToken}:${provider.publicToken}`).toString('base64')}`;
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const signUp = async (email: string) => {
    const started = performance.now();
    const response = await fetch(`${provider.url}/sdk/v1/passwords`, {
      method: 'POST',
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'lantern-quarry-57-orbit' }),
    });
    await response.arrayBuffer();
    if (response.status === 200) latencies.push(performance.now() - started);
    else failed += 1;
  };
  const client = async () => {
    while (next < SIGNUPS) await signUp(`bench-${next++}@example.com`);
  };
  try {
    await signUp('warm-up@example.com');
    latencies.length = 0;
    const started = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, client));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
    return { perSecond: latencies.length / seconds, p50: at(0.5), p95: at(0.95), failed };
  } finally {
    await provider.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `${SIGNUPS} password sign-ups, ${CLIENTS} clients at a time; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`,
);
console.log('storage  scrypt N  sign-ups/s  p50 ms  p95 ms  failed');
for (const scryptCost of [DEFAULT_SCRYPT_COST, 1024]) {
  for (const memory of [false, true]) {
    const r = await burst({ memory, scryptCost });
    console.log(
      `${(memory ? 'memory' : 'file').padEnd(7)}  ${String(scryptCost).padStart(8)}  ${r.perSecond.toFixed(1).padStart(10)}  ` +
        `${r.p50.toFixed(0).padStart(6)}  ${r.p95.toFixed(0).padStart(6)}  ${String(r.failed).padStart(6)}`,
    );
  }
}
