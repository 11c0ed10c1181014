#!/usr/bin/env node
// Adds up the Vitest JSON reports of one `pnpm verify` run (.test-results/*.json) and prints one
// closing line, "tests: N passed, N failed, N skipped", so a reader (or CI) sees the whole count.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', '.test-results');
const reports = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const name of reports) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  const skipped = report.numPendingTests + report.numTodoTests;
  console.log(
    `  ${name.replace(/\.json$/, '').padEnd(16)} ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`,
  );
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += skipped;
}
if (reports.length === 0 || totals.passed === 0) {
  console.error('No test results found in .test-results: no test ran.');
  process.exit(1);
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
