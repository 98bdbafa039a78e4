/** `--write`: the mobile request timelines as SVG pictures and docs/performance.md. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './pages.js';
import { MOBILE_CPU_RATE, MOBILE_NETWORK } from './profiles.js';
import { reportMarkdown, type Report } from './report.js';
import { sideRun, type ProfileRun } from './results.js';
import { SIDES } from './sides.js';
import { medianIndex } from './stats.js';
import { spanOf, waterfallSvg } from './waterfall.js';

const PICTURES = 'docs/performance';

/** Writes one timeline per side (the mobile load at the median) and the report; returns the paths written. */
export async function writeResults(mobile: ProfileRun, origins: Record<string, string>, report: Omit<Report, 'timelines'>): Promise<string[]> {
  await mkdir(path.join(ROOT, PICTURES), { recursive: true });
  const timelines: Report['timelines'] = [];
  const profile = `mobile profile (CPU ×${MOBILE_CPU_RATE}, ${MOBILE_NETWORK.latency} ms latency, 1.6 Mbit/s)`;
  const picked = SIDES.flatMap((side) => {
    const loads = sideRun(mobile, side.id)?.loads ?? [];
    if (loads.length === 0) return [];
    const index = medianIndex(loads.map((l) => l.readyMs));
    return [{ side, index, of: loads.length, load: loads[index]! }];
  });
  // One time scale for every picture, so they compare at a glance.
  const scaleMs = Math.max(...picked.map(({ load }) => spanOf(load.requests, load.readyMs)));
  for (const { side, index, of, load } of picked) {
    const file = `timeline-${side.slug}.svg`;
    const count = load.requests.length;
    const which = `Load ${index + 1} of ${of}: ${Math.round(load.readyMs)} ms, ${count} request${count === 1 ? '' : 's'}, ${(load.bytes / 1024).toFixed(1)} KB.`;
    const svg = waterfallSvg({
      title: `${side.label}: requests until the email input is usable`,
      subtitle: `${profile}, ${report.date}; ${which.charAt(0).toLowerCase()}${which.slice(1)}`,
      requests: load.requests,
      readyMs: load.readyMs,
      origins,
      scaleMs,
    });
    await writeFile(path.join(ROOT, PICTURES, file), svg);
    timelines.push({ label: side.label, file, which });
  }
  await writeFile(path.join(ROOT, 'docs/performance.md'), reportMarkdown({ ...report, timelines }));
  return ['docs/performance.md', ...timelines.map((t) => `${PICTURES}/${t.file}`)];
}
