#!/usr/bin/env node
// Adds up the Vitest JSON reports of one `pnpm verify` run (.test-results/*.json) and prints one
// closing line, "tests: N passed, N failed, N skipped", so a reader (or CI) sees the whole count.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', '.test-results');
const reports = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Vitest writes numPassedTests & co.; Playwright's JSON reporter writes `stats`. */
function countsOf(report) {
  if (report.stats && typeof report.stats.expected === 'number') {
    const { expected, unexpected, flaky, skipped } = report.stats;
    // A flaky test passed on retry: counted as passed, and named below so nobody misses it.
    return { passed: expected + flaky, failed: unexpected, skipped, flaky };
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    flaky: 0,
  };
}

for (const name of reports) {
  const counts = countsOf(JSON.parse(readFileSync(join(dir, name), 'utf8')));
  const flaky = counts.flaky ? ` (${counts.flaky} flaky: passed on retry)` : '';
  console.log(
    `  ${name.replace(/\.json$/, '').padEnd(16)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${flaky}`,
  );
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}
if (reports.length === 0 || totals.passed === 0) {
  console.error('No test results found in .test-results: no test ran.');
  process.exit(1);
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
