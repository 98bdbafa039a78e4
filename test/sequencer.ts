import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The environment a unit file asks for in its docblock (`// @vitest-environment node`), else the project's. */
const environmentOf = (source: string) => /@vitest-environment\s+([\w-]+)/.exec(source)?.[1] ?? 'happy-dom';
/** The unit files' environments, in the order their groups start: the node files hold the provider's long suites. */
const ENVIRONMENTS = ['node', 'jsdom', 'happy-dom'];

/**
 * The order the files start in, slowest first, so that a run does not end on one long file alone: the e2e files that
 * install a host app (npm installs, a bundler's or Next.js's build), then the other e2e files, then the unit files that
 * mock a module (the password-policy fuzz and the phone library's suites among them), then the other unit files,
 * grouped by environment. Vitest keeps a worker of a project without isolation for the next file only when that file
 * is of the same project and environment, and otherwise starts a new process: interleaved, the unit files started
 * some 85 processes for 176 files. A fresh clone has no timings of a previous run; within each group vitest's own
 * order stands (the slowest of the last run first when it has one, else the largest file).
 */
export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const source = readFileSync(spec.moduleId, 'utf8');
      if (spec.project.name === 'e2e') return /\binstallHost\(/.test(source) ? 0 : 1;
      if (spec.project.name === 'unit-mocks') return 2;
      return 3 + ENVIRONMENTS.indexOf(environmentOf(source));
    };
    const ranks = new Map(files.map((spec) => [spec, rank(spec)]));
    // Array sort is stable: vitest's order holds within a group.
    return (await super.sort(files)).sort((a, b) => ranks.get(a)! - ranks.get(b)! || 0);
  }
}
