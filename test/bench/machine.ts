/** What the figures were measured on: they only compare within one run on one machine. */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { ROOT } from './pages.js';

export interface Machine {
  cores: number;
  cpu: string;
  memory: string;
  os: string;
  node: string;
  chromium: string;
  /** Commit of the working tree, "+ uncommitted changes" when it differs; undefined outside git. */
  commit: string | undefined;
}

function commit(): string | undefined {
  // Read-only: GIT_OPTIONAL_LOCKS=0 keeps `git status` from refreshing the index.
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' },
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  try {
    const head = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=no') ? `${head} + uncommitted changes` : head;
  } catch {
    return undefined;
  }
}

export function describeMachine(chromium: string): Machine {
  return {
    cores: os.availableParallelism(),
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium,
    commit: commit(),
  };
}

/** The 1, 5 and 15 minute load averages: other work on the machine widens every spread. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

export const machineLine = (m: Machine) =>
  `${m.cores} cores (${m.cpu}), ${m.memory}, ${m.os}, Node ${m.node}, Chromium ${m.chromium}${m.commit ? `, commit ${m.commit}` : ''}`;
