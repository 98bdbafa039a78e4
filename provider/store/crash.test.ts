// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crashDrill } from './crashDrill';

describe('durability across a crash', () => {
  it('keeps every sign-up, session and OTP code answered 200 before a SIGKILL, three kills in a row', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'latch-crash-'));
    const { reports, cleanStop, leftovers } = await crashDrill(dataDir, 3).finally(() => rmSync(dataDir, { recursive: true, force: true }));
    for (const report of reports) {
      // The kill lands after the killAfter-th 200, so every round has something to lose.
      expect(report.signUps + report.otps, JSON.stringify(report)).toBeGreaterThanOrEqual(report.killAfter);
      expect(report.refused, JSON.stringify(report)).toEqual({});
      expect(report.fileCheck, JSON.stringify(report)).toBe('ok');
      expect(report.missing, JSON.stringify(report)).toEqual([]);
    }
    expect(cleanStop).toBe('exit 0');
    expect(leftovers).toEqual([]);
  }, 90_000);
});
