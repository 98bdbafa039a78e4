import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the files start in, slowest first, so that a run does not end on one long file alone: the e2e files that
 * install a host app (npm installs, a bundler's or Next.js's build), then the other e2e files, then the unit files that
 * mock a module (the password-policy fuzz and the phone library's suites among them), then the other unit files. A
 * fresh clone has no timings of a previous run; within each group vitest's own order stands (the slowest of the last
 * run first when it has one, else the largest file).
 */
export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      if (spec.project.name === 'e2e') return /\binstallHost\(/.test(readFileSync(spec.moduleId, 'utf8')) ? 0 : 1;
      return spec.project.name === 'unit-mocks' ? 2 : 3;
    };
    const ranks = new Map(files.map((spec) => [spec, rank(spec)]));
    // Array sort is stable: vitest's order holds within a group.
    return (await super.sort(files)).sort((a, b) => ranks.get(a)! - ranks.get(b)! || 0);
  }
}
