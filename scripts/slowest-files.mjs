#!/usr/bin/env node
// The slowest test files of each suite in the last run: `node scripts/slowest-files.mjs [count]`
// (20 by default). Reads .test-results/times/*.json (Vitest, scripts/vitest-file-times.mjs) and
// Playwright's JSON report (the time of each spec's tests added up, beforeAll hooks included in
// the first test's). Prints a Markdown table per suite, as docs/testing.md shows them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const results = join(root, '.test-results');
const count = Number(process.argv[2]) || 20;

/** Playwright's report: suites nest (file > describe > ...), each test has results per retry. */
function playwrightFiles(report) {
  const files = new Map();
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const row = files.get(file) ?? { file, ms: 0, tests: 0 };
        row.tests += 1;
        row.ms += test.results.reduce((sum, result) => sum + result.duration, 0);
        files.set(file, row);
      }
    }
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of report.suites) visit(suite, relative(root, join(report.config.rootDir, suite.file)));
  return [...files.values()];
}

const suites = [];
const timesDir = join(results, 'times');
if (existsSync(timesDir)) {
  for (const name of readdirSync(timesDir).filter((file) => file.endsWith('.json'))) {
    suites.push([name.replace(/\.json$/, ''), JSON.parse(readFileSync(join(timesDir, name), 'utf8'))]);
  }
}
const playwright = join(results, 'e2e-playwright.json');
if (existsSync(playwright))
  suites.push(['e2e-playwright', playwrightFiles(JSON.parse(readFileSync(playwright, 'utf8')))]);
if (suites.length === 0) {
  console.error('No timings in .test-results: run a suite first (pnpm verify, or one phase of it).');
  process.exit(1);
}

const seconds = (ms) => (ms / 1000).toFixed(1);
for (const [name, files] of suites) {
  const total = files.reduce((sum, file) => sum + file.ms, 0);
  console.log(`\n### ${name}: ${files.length} files, ${seconds(total)} s of file time\n`);
  console.log('| s | tests | file |\n| ---: | ---: | --- |');
  for (const file of [...files].sort((a, b) => b.ms - a.ms).slice(0, count)) {
    console.log(`| ${seconds(file.ms)} | ${file.tests} | ${file.file}${file.project ? ` (${file.project})` : ''} |`);
  }
}
