/**
 * `npm test`'s steps before the suites: the type check, the lint's two halves (`npm run lint` runs them one after the
 * other; here neither waits for the other while a core is free) and the build, at the same time (each is mostly one
 * process on one core, and none reads what another writes). Each step's output is printed whole once it ends, so the
 * steps' lines never interleave; the exit code is 1 when any step failed.
 */
import { spawn } from 'node:child_process';

const STEPS = ['typecheck', 'lint:code', 'lint:format', 'build'];

interface Outcome {
  step: string;
  code: number;
  output: string;
  ms: number;
}

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

const outcomes = await Promise.all(
  STEPS.map(async (step) => {
    const outcome = await run(step);
    const status = outcome.code === 0 ? 'passed' : `FAILED (exit ${outcome.code})`;
    console.log(`\n> npm run ${step}: ${status} in ${(outcome.ms / 1000).toFixed(1)} s`);
    if (outcome.output.trim()) console.log(outcome.output.trimEnd());
    return outcome;
  }),
);
if (outcomes.some((o) => o.code !== 0)) process.exit(1);
