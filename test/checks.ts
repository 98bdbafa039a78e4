/**
 * `npm test`: the build, then the suites (`vitest run`) with the type check and the lint beside them. The end-to-end
 * suites need the build; the type check and the lint need nothing the suites write, and each is mostly one process on
 * one core, so they take the CPU the suites leave while they wait on the browser, npm or a refresh period. Each check's
 * output is printed whole once the suites have ended, so its lines never interleave with theirs; the exit code is 1
 * when any step failed.
 */
import { spawn } from 'node:child_process';

interface Outcome {
  step: string;
  code: number;
  output: string;
  ms: number;
}

/** Runs `npm run <step>`, its output kept for later. */
function run(step: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', step], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ step, code: code ?? 1, output, ms: performance.now() - started }));
    child.on('error', (error) => resolve({ step, code: 1, output: String(error), ms: performance.now() - started }));
  });
}

/** The suites, printing as they go. */
function suites(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run'], { stdio: 'inherit' });
    child.on('close', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

function report(outcome: Outcome): boolean {
  const status = outcome.code === 0 ? 'passed' : `FAILED (exit ${outcome.code})`;
  console.log(`\n> npm run ${outcome.step}: ${status} in ${(outcome.ms / 1000).toFixed(1)} s`);
  if (outcome.output.trim()) console.log(outcome.output.trimEnd());
  return outcome.code === 0;
}

if (!report(await run('build'))) process.exit(1);
const [tests, ...checks] = await Promise.all([suites(), run('typecheck'), run('lint')]);
const checked = checks.map(report).every(Boolean);
process.exit(tests === 0 && checked ? 0 : 1);
