// A Vitest reporter: what each test file cost from start to end (its environment, imports, hooks
// and tests; the JSON reporter's times leave out the imports and the file's beforeAll), written to
// .test-results/times/<name>.json for scripts/slowest-files.mjs. Added to each suite's reporters:
//   reporters: ['default', 'json', ['../../scripts/vitest-file-times.mjs', { name: 'api-pglite' }]]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const repoRoot = join(import.meta.dirname, '..');

export default class FileTimesReporter {
  constructor(options = {}) {
    this.name = options.name ?? 'vitest';
  }

  onTestRunEnd(testModules) {
    const files = testModules.map((module) => {
      const d = module.diagnostic();
      const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      return {
        file: relative(repoRoot, module.moduleId),
        project: module.project.name || undefined,
        ms: Math.round(ms),
        tests: [...module.children.allTests()].length,
      };
    });
    const dir = join(repoRoot, '.test-results', 'times');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${this.name}.json`), `${JSON.stringify(files, null, 1)}\n`);
  }
}
