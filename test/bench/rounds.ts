/**
 * One profile's loads: a warm-up round (one load per side, discarded), then `runs` rounds of one load per side in
 * a fixed order, so drift on the machine touches every side alike. latch's loads also time its second screen.
 */
import type { Browser } from 'playwright-core';
import { coldLoad } from './load.js';
import type { Profile } from './profiles.js';
import type { ProfileRun, SideRun } from './results.js';
import { SIDES, type SideId } from './sides.js';

/** A side whose loads keep failing is dropped rather than slowing the run down with timeouts. */
const MAX_FAILURES = 3;

const firstLine = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));

export async function runProfile(
  browser: Browser,
  profile: Profile,
  origin: string,
  runs: number,
  unavailable: Partial<Record<SideId, string>>,
): Promise<ProfileRun> {
  const sides: SideRun[] = SIDES.map((side) => ({ side, loads: [], failures: [], unavailable: unavailable[side.id] }));
  const once = async (s: SideRun, round: number) => {
    const email = s.side.id === 'latch' || s.side.id === 'latchBaseline' ? `bench-${profile.id}-${round}-${Date.now()}@example.com` : undefined;
    try {
      return await coldLoad(browser, profile, `${origin}${s.side.path}`, email);
    } catch (error) {
      s.failures.push(firstLine(error));
      if (s.failures.length >= MAX_FAILURES) s.unavailable = `${s.failures.length} loads failed (${s.failures[0]})`;
      return undefined;
    }
  };
  process.stdout.write(`\n${profile.label}\n  warm-up round, then rounds `);
  for (const s of sides) if (!s.unavailable) await once(s, 0);
  for (const s of sides) s.failures.length = 0;
  for (let round = 1; round <= runs; round++) {
    process.stdout.write(round % 5 === 0 ? ` ${round}` : '.');
    for (const s of sides) {
      if (s.unavailable) continue;
      const result = await once(s, round);
      if (result) s.loads.push(result);
    }
  }
  process.stdout.write('\n\n');
  return { profile, sides };
}
