#!/usr/bin/env node
// Adds up the reports of one `pnpm verify` run (.test-results/*.json: Vitest's and Playwright's
// JSON reports, and phases.json from scripts/verify.mjs) and prints one table: each phase's time
// beside its test counts, then the totals, so a reader (or CI) sees the whole run at a glance.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', '.test-results');
const reportNames = existsSync(dir)
  ? readdirSync(dir)
      .filter((name) => name.endsWith('.json') && name !== 'phases.json')
      .map((name) => name.replace(/\.json$/, ''))
  : [];
const phasesFile = join(dir, 'phases.json');
const run = existsSync(phasesFile) ? JSON.parse(readFileSync(phasesFile, 'utf8')) : undefined;

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
const counts = new Map(
  reportNames.map((name) => [name, countsOf(JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')))]),
);

const minutes = (ms) => (ms / 60_000).toFixed(1).padStart(5);
const cell = (value) => String(value).padStart(7);
const line = (label, time, c, note = '') =>
  console.log(
    `  ${label.padEnd(18)} ${time}  ${c ? `${cell(c.passed)} ${cell(c.failed)} ${cell(c.skipped)}` : ''.padEnd(23)}  ${note}`.trimEnd(),
  );

console.log(`  ${'phase'.padEnd(18)} ${'min'.padStart(5)}  ${cell('passed')} ${cell('failed')} ${cell('skipped')}`);
const totals = { passed: 0, failed: 0, skipped: 0 };
const add = (c) => {
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.skipped += c.skipped;
};
const flakyNote = (c) => (c.flaky ? `${c.flaky} flaky: passed on retry` : '');
const shown = new Set();
for (const phase of run?.phases ?? []) {
  const reports = phase.reports.filter((name) => counts.has(name));
  // Only a run with VERIFY_LANES=1 knows each phase's own CPU time.
  const cpuNote = phase.cpuSeconds === undefined ? '' : `${phase.cpuSeconds} CPU-s`;
  const note = [phase.ok ? '' : 'FAILED', cpuNote].filter(Boolean).join(' ');
  if (reports.length === 0) {
    line(phase.name, minutes(phase.ms), undefined, phase.reports.length ? `${note} (no report written)`.trim() : note);
  }
  reports.forEach((name, index) => {
    const c = counts.get(name);
    add(c);
    shown.add(name);
    const label = reports.length > 1 ? `${phase.name}: ${name}` : phase.name;
    line(label, index === 0 ? minutes(phase.ms) : ''.padStart(5), c, [note, flakyNote(c)].filter(Boolean).join('; '));
  });
}
// Reports of suites run on their own (no phases.json, or a report no phase claims).
for (const name of reportNames.filter((report) => !shown.has(report))) {
  const c = counts.get(name);
  add(c);
  line(name, ''.padStart(5), c, flakyNote(c));
}
if (run) {
  const busyMs = run.phases.reduce((sum, phase) => sum + phase.ms, 0);
  // The machine's CPU seconds over the run (all cores, whatever else ran meanwhile): the cost that
  // decides how long the run takes on a machine with few cores.
  const cpu = run.cpuSeconds === undefined ? '' : `; ${run.cpuSeconds} CPU-seconds`;
  console.log(
    `  ${'total'.padEnd(18)} ${minutes(run.wallMs)}  (phases add up to ${(busyMs / 60_000).toFixed(1)} min, ${run.lanes} at a time${cpu})`,
  );
}
// `pnpm verify` must have run tests; `pnpm test:changed` may have had none to run (--tests-optional).
if ((reportNames.length === 0 || totals.passed === 0) && !process.argv.includes('--tests-optional')) {
  console.error('No test results found in .test-results: no test ran.');
  process.exit(1);
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || run?.phases.some((phase) => !phase.ok) ? 1 : 0);
