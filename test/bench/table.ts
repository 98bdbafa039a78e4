/** The result tables, as aligned text for the terminal and as Markdown for docs/performance.md. */
import type { ProfileRun, SideRun } from './results.js';
import { sideRun } from './results.js';
import { RATIOS } from './sides.js';
import { summarize } from './stats.js';

export type Table = { headers: string[]; rows: string[][]; notes: string[] };

const ms = (v: number) => `${Math.round(v)} ms`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
/** One value when every load agreed, else the range (the first screen's requests can race its last frame). */
const range = (values: number[], format: (v: number) => string, unit = '') => {
  const s = summarize(values);
  return s.min === s.max ? `${format(s.min)}${unit}` : `${format(s.min)}–${format(s.max)}${unit}`;
};
const spread = (values: number[]) => {
  const s = summarize(values);
  return `${Math.round(s.p10)}–${Math.round(s.p90)} ms`;
};
const medianOf = (run: SideRun | undefined) => (run && run.loads.length > 0 ? summarize(run.loads.map((l) => l.readyMs)).median : NaN);

export function loadTable(run: ProfileRun): Table {
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const s of run.sides) {
    if (s.unavailable || s.loads.length === 0) {
      rows.push([s.side.label, `not measured: ${s.unavailable ?? 'every load failed'}`, '', '', '', '', '']);
      continue;
    }
    const times = s.loads.map((l) => l.readyMs);
    const ratio = RATIOS.find((r) => r.side === s.side.id);
    const ratioCell = ratio ? `${(medianOf(s) / medianOf(sideRun(run, ratio.against))).toFixed(2)} (${ratio.label})` : '';
    rows.push([
      s.side.label,
      ms(summarize(times).median),
      spread(times),
      ms(summarize(times).min),
      range(
        s.loads.map((l) => l.bytes),
        kb,
        ' KB',
      ),
      range(
        s.loads.map((l) => l.requests.length),
        String,
      ),
      ratioCell,
    ]);
    const external = Math.max(...s.loads.map((l) => l.external));
    if (external > 0)
      notes.push(
        `${s.side.label}: up to ${external} request(s) per load to hosts other than localhost, refused by the bench (counted above, 0 bytes).`,
      );
    if (s.failures.length > 0) notes.push(`${s.side.label}: ${s.failures.length} load(s) failed and are left out (first: ${s.failures[0]}).`);
  }
  return { headers: ['side', 'median', 'p10–p90', 'min', 'transferred', 'requests', 'median ratio'], rows, notes };
}

/**
 * latch's vanilla entry taking over its first paint: navigation start → the first frame in which the email field is
 * React's, and how long after the field was usable. Until then a submit waits; what the entry's preload map shortens.
 */
export function takeoverTable(runs: ProfileRun[]): Table {
  const rows: string[][] = [];
  for (const run of runs)
    for (const id of ['latch', 'latchBaseline'] as const) {
      const side = sideRun(run, id);
      if (!side) continue;
      const label = id === 'latch' ? run.profile.id : `${run.profile.id}, baseline`;
      const loads = side.loads.filter((l) => l.takeoverMs !== undefined);
      if (loads.length === 0) {
        rows.push([label, 'not measured', '', '', '']);
        continue;
      }
      const times = loads.map((l) => l.takeoverMs!);
      const after = loads.map((l) => l.takeoverMs! - l.readyMs);
      rows.push([label, ms(summarize(times).median), spread(times), ms(summarize(times).min), ms(summarize(after).median)]);
    }
  return { headers: ['profile', 'median', 'p10–p90', 'min', 'median after the field was usable'], rows, notes: [] };
}

/** latch's second screen in every profile: click on "Continue with email" to the "Check your email" heading. */
export function secondScreenTable(runs: ProfileRun[]): Table {
  const rows: string[][] = [];
  // With --baseline, the baseline build's second screen is measured in the same loads' rounds, a row beside latch's.
  const sides = (['latch', 'latchBaseline'] as const).filter((id) => runs.some((run) => sideRun(run, id)));
  for (const run of runs)
    for (const id of sides) {
      const label = id === 'latch' ? run.profile.id : `${run.profile.id}, baseline`;
      const loads = (sideRun(run, id)?.loads ?? []).filter((l) => l.second);
      if (loads.length === 0) {
        rows.push([label, 'not measured', '', '', '', '', '']);
        continue;
      }
      const times = loads.map((l) => l.second!.ms);
      const newJs = loads.map((l) => l.second!.newScripts.length);
      const withJs = newJs.filter((n) => n > 0).length;
      rows.push([
        label,
        ms(summarize(times).median),
        spread(times),
        ms(summarize(times).min),
        range(
          loads.map((l) => l.second!.requests.length),
          String,
        ),
        withJs === 0
          ? `0 in all ${loads.length} load${loads.length === 1 ? '' : 's'}`
          : `up to ${Math.max(...newJs)} (in ${withJs} of ${loads.length} loads)`,
        range(
          loads.map((l) => l.laterScripts.length),
          String,
        ),
      ]);
    }
  const latchLoads = runs.flatMap((r) => sideRun(r, 'latch')?.loads ?? []);
  const distinct = (values: string[]) => [...new Set(values)].join(', ');
  const path = (url: string) => new URL(url).pathname;
  const notes = [`Requests seen in the step: ${distinct(latchLoads.flatMap((l) => l.second?.requests ?? []))}.`];
  const stepScripts = latchLoads.flatMap((l) => l.second?.newScripts ?? []).map(path);
  if (stepScripts.length > 0) notes.push(`JavaScript fetched in the step: ${distinct(stepScripts)}.`);
  const later = latchLoads.flatMap((l) => l.laterScripts).map(path);
  if (later.length > 0) notes.push(`JavaScript fetched after the email input was usable and before the click: ${distinct(later)}.`);
  return {
    headers: ['profile', 'median', 'p10–p90', 'min', 'requests in the step', 'new JS files in the step', 'JS fetched between ready and click'],
    rows,
    notes,
  };
}

export function renderText(table: Table): string {
  const widths = table.headers.map((h, i) => Math.max(h.length, ...table.rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const out = [line(table.headers), widths.map((w) => '─'.repeat(w)).join('  '), ...table.rows.map(line)];
  return [...out, ...table.notes.map((n) => `  note: ${n}`)].map((l) => `  ${l}`).join('\n');
}

export function renderMarkdown(table: Table): string {
  const row = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  const align = table.headers.map((_, i) => (i === 0 ? '---' : '---:'));
  const out = [row(table.headers), `|${align.join('|')}|`, ...table.rows.map(row)];
  if (table.notes.length > 0) out.push('', ...table.notes.map((n) => `- ${n}`));
  return out.join('\n');
}
