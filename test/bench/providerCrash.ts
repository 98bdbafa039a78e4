/**
 * `npx tsx test/bench/providerCrash.ts [--rounds 10]`: the crash drill of provider/store/crash.test.ts, run more
 * times by hand. Each round SIGKILLs the provider in the middle of a burst of sign-ups and OTP sends, restarts it
 * on the same folder and counts what had been answered 200 and what is gone. Prints the counts; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crashDrill } from '../../provider/store/crashDrill.js';

const args = process.argv.slice(2);
const rounds = Number(args.includes('--rounds') ? args[args.indexOf('--rounds') + 1] : 10);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a positive integer');

const dataDir = mkdtempSync(join(tmpdir(), 'latch-crash-'));
try {
  const { reports, cleanStop, leftovers } = await crashDrill(dataDir, rounds);
  console.log('round  kill after  sign-ups 200  OTP sends 200  cut off  refused  missing  file');
  reports.forEach((r, i) => {
    const refused =
      Object.entries(r.refused)
        .map(([status, n]) => `${n}x${status}`)
        .join(',') || '-';
    console.log(
      [
        String(i + 1).padStart(5),
        String(r.killAfter).padStart(10),
        String(r.signUps).padStart(13),
        String(r.otps).padStart(14),
        String(r.unanswered).padStart(8),
        refused.padStart(8),
        String(r.missing.length).padStart(8),
        ` ${r.fileCheck}`,
      ].join(' '),
    );
    for (const line of r.missing) console.log(`        missing: ${line}`);
  });
  const total = (pick: (r: (typeof reports)[number]) => number) => reports.reduce((sum, r) => sum + pick(r), 0);
  console.log(
    `\n${rounds} kills: ${total((r) => r.signUps + r.otps)} requests answered 200 ` +
      `(${total((r) => r.signUps)} sign-ups, ${total((r) => r.otps)} OTP sends), ${total((r) => r.missing.length)} missing after restart; ` +
      `${total((r) => r.unanswered)} cut off unanswered. Clean stop: ${cleanStop}. Files left besides the database: ${leftovers.join(', ') || 'none'}.`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
