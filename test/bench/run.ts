/**
 * `npm run bench`: the login widget's first screen against the provider's published widget, a bare HTML form and
 * (in a React host) Supabase's Auth UI, in real Chromium, desktop and throttled mobile. Prints the tables;
 * `npm run bench -- --write` also writes docs/performance.md and docs/performance/timeline-<side>.svg.
 * `--runs N` (or BENCH_RUNS=N) sets the loads per side and profile (20); `--baseline DIR` adds latch's sides from
 * another build's dist/ to the same rounds (test/bench/sides.ts). Nothing here asserts a time.
 * What is measured and how: docs/performance.md (its text is in report.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProvider } from '../../provider/app.js';
import { launchBenchBrowser } from './browser.js';
import { bundleSite } from './bundle.js';
import { describeMachine, loadAverage, machineLine } from './machine.js';
import { DIST, ROOT, writeSite } from './pages.js';
import { PROFILES } from './profiles.js';
import { sideRun, type ProfileRun } from './results.js';
import { runProfile } from './rounds.js';
import { startStaticServer } from './server.js';
import { BASELINE_DIST, SIDES } from './sides.js';
import { loadTable, renderText, secondScreenTable, takeoverTable } from './table.js';
import { writeResults } from './write.js';

const args = process.argv.slice(2);
const write = args.includes('--write');
const runsArg = args.includes('--runs') ? args[args.indexOf('--runs') + 1] : process.env.BENCH_RUNS;
const RUNS = Number(runsArg ?? 20);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs / BENCH_RUNS must be a positive integer, not "${runsArg}"`);

if (write && BASELINE_DIST) throw new Error('--write records this build alone: run a --baseline comparison without it');
const missing = ['vanilla/index.js', 'react/index.js']
  .flatMap((file) => [path.join(DIST, file), ...(BASELINE_DIST ? [path.join(BASELINE_DIST, file)] : [])])
  .filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(`No build found (${missing.join(', ')} missing): run \`npm run build\` first, then \`npm run bench\`.`);
  process.exit(1);
}

function versions(): Record<string, string> {
  const found: Record<string, string> = {};
  for (const pkg of ['latch', '@stytch/vanilla-js', '@supabase/auth-ui-react', '@supabase/supabase-js', 'react']) {
    const file = pkg === 'latch' ? path.join(ROOT, 'package.json') : path.join(ROOT, 'node_modules', pkg, 'package.json');
    if (existsSync(file)) found[pkg] = (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  }
  return found;
}

/** Whether Supabase's UI, pointed at a port nothing listens on, needed its backend to show the form. */
function offlineFinding(runs: ProfileRun[], staticOrigin: string): string[] {
  const loads = runs.flatMap((r) => sideRun(r, 'supabase')?.loads ?? []);
  if (loads.length === 0) return [];
  const elsewhere = Math.max(...loads.map((l) => l.requests.filter((q) => new URL(q.url).origin !== staticOrigin).length));
  return elsewhere === 0
    ? [`Supabase's Auth UI rendered its form offline: in all ${loads.length} loads it made no request besides its page and bundle.`]
    : [`Supabase's Auth UI made up to ${elsewhere} request(s) beyond its page and bundle before its form was usable.`];
}

const site = await mkdtemp(path.join(tmpdir(), 'latch-bench-'));
const server = await startStaticServer(site);
const provider = await startProvider({ port: 0, memory: true, quiet: true, config: { allowedOrigins: [server.url] } });
const browser = await launchBenchBrowser();
try {
  await writeSite(site, provider.url, provider.publicToken);
  const bundles = await bundleSite(site);
  const machine = describeMachine(browser.version());
  const date = new Date().toISOString().slice(0, 10);
  const findings: string[] = [];
  const reactCopies = Object.entries(bundles.react).map(([id, dirs]) => `${id}: ${dirs.length} (${dirs.join(', ')})`);
  for (const [id, dirs] of Object.entries(bundles.react)) {
    if (dirs.length !== 1) findings.push(`The ${id} host bundle took React from ${dirs.length} places (${dirs.join(', ')}): not like for like.`);
  }
  for (const [id, reason] of Object.entries(bundles.unavailable)) {
    findings.push(`${SIDES.find((s) => s.id === id)?.label}: not measured: ${reason}`);
  }

  console.log(`latch bench, ${date}: ${machineLine(machine)}`);
  console.log(`  static server ${server.url}, provider ${provider.url}`);
  console.log(`  React copies per React host bundle: ${reactCopies.join('; ')}`);
  console.log(`  ${RUNS} cold loads per side and profile; time = navigation start → email input visible and enabled`);

  const load = { start: loadAverage(), end: '' };
  console.log(`  load average (1 / 5 / 15 min) at start: ${load.start}`);
  const runs: ProfileRun[] = [];
  for (const profile of PROFILES) {
    const run = await runProfile(browser, profile, server.url, RUNS, bundles.unavailable);
    runs.push(run);
    console.log(renderText(loadTable(run)));
  }
  load.end = loadAverage();
  console.log(`\nload average (1 / 5 / 15 min) at the end: ${load.end}`);
  findings.push(...offlineFinding(runs, server.url));
  console.log(`\nlatch's widget takes over its first paint: navigation start → first frame in which the email field is React's\n`);
  console.log(renderText(takeoverTable(runs)));
  console.log(`\nlatch's second screen: click "Continue with email" → first frame with the "Check your email" heading\n`);
  console.log(renderText(secondScreenTable(runs)));
  for (const f of findings) console.log(`\nnote: ${f}`);

  if (!write) {
    console.log('\nNothing written. `npm run bench -- --write` also updates docs/performance.md and docs/performance/*.svg.');
  } else {
    const written = await writeResults(
      runs.find((r) => r.profile.id === 'mobile')!,
      { [server.url]: 'static', [provider.url]: 'provider' },
      {
        date,
        machine,
        runs: RUNS,
        load,
        versions: versions(),
        profiles: runs.map((r) => ({ label: r.profile.label, table: loadTable(r) })),
        takeover: takeoverTable(runs),
        secondScreen: secondScreenTable(runs),
        findings,
      },
    );
    console.log(`\nWrote ${written.join(', ')}.`);
  }
} finally {
  await browser.close();
  await provider.close();
  await server.close();
  await rm(site, { recursive: true, force: true });
}
