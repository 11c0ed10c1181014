#!/usr/bin/env node
// `pnpm verify` (what `npm test` runs after installing): every check and every suite, as phases
// run side by side, one per core. Most phases use one core or wait on a browser, a server or a
// database, so two at a time on a 2-core machine finish the whole set in about half the time of
// running them in a row (docs/testing.md has the figures).
//
//   node scripts/verify.mjs              every phase
//   node scripts/verify.mjs api e2e      only the named phases (and what they need: e2e needs build)
//   VERIFY_LANES=1 node scripts/verify.mjs   one phase at a time
//
// Each phase's output goes to .test-results/logs/<phase>.log; a failed phase's log is printed when
// it ends. Timings go to .test-results/phases.json; scripts/test-summary.mjs then prints them beside
// the test counts. Every phase runs even when one fails, so one run shows every failure.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { PHASES } from './verify-phases.mjs';

const root = join(import.meta.dirname, '..');
const resultsDir = join(root, '.test-results');
const logsDir = join(resultsDir, 'logs');

function selectedPhases(names) {
  if (names.length === 0) return PHASES;
  const unknown = names.filter((name) => !PHASES.some((phase) => phase.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown phase ${unknown.join(', ')}. Phases: ${PHASES.map((phase) => phase.name).join(', ')}`);
    process.exit(2);
  }
  const wanted = new Set();
  const add = (name) => {
    if (wanted.has(name)) return;
    wanted.add(name);
    for (const need of PHASES.find((phase) => phase.name === name).after ?? []) add(need);
  };
  names.forEach(add);
  return PHASES.filter((phase) => wanted.has(phase.name));
}

const minutes = (ms) => `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;

const running = new Set();

/** Runs one phase in its own process group (so an interrupt stops everything it started). */
function runPhase(phase) {
  const logFile = join(logsDir, `${phase.name}.log`);
  const log = createWriteStream(logFile);
  const started = Date.now();
  console.log(`▶ ${phase.name.padEnd(16)} ${phase.command}`);
  return new Promise((resolve) => {
    const child = spawn(phase.command, {
      cwd: root,
      shell: true,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...phase.env },
    });
    running.add(child);
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code, signal) => {
      running.delete(child);
      log.end(() => {
        const ms = Date.now() - started;
        const ok = code === 0;
        console.log(
          `${ok ? '✔' : '✘'} ${phase.name.padEnd(16)} ${minutes(ms)}${ok ? '' : `  (exit ${code ?? signal})`}`,
        );
        if (!ok) {
          const banner = `──── ${phase.name}: ${logFile.slice(root.length + 1)} ────`;
          console.log(`${banner}\n${readFileSync(logFile, 'utf8').trimEnd()}\n${'─'.repeat(banner.length)}`);
        }
        resolve({ name: phase.name, command: phase.command, reports: phase.reports ?? [], ok, ms });
      });
    });
  });
}

/** Starts the first phase whose needs are met whenever a lane is free; phases are listed longest chain first. */
async function runAll(phases, lanes) {
  const waiting = [...phases];
  const finished = new Map();
  const results = [];
  await new Promise((resolveAll) => {
    let active = 0;
    const startNext = () => {
      while (active < lanes) {
        const index = waiting.findIndex((phase) =>
          (phase.after ?? []).every((need) => finished.has(need) || !phases.some((p) => p.name === need)),
        );
        if (index === -1) break;
        const [phase] = waiting.splice(index, 1);
        const failedNeed = (phase.after ?? []).find((need) => finished.get(need) === false);
        if (failedNeed) {
          console.log(`✘ ${phase.name.padEnd(16)} not run: ${failedNeed} failed`);
          finished.set(phase.name, false);
          results.push({ name: phase.name, command: phase.command, reports: phase.reports ?? [], ok: false, ms: 0 });
          continue;
        }
        active += 1;
        runPhase(phase).then((result) => {
          active -= 1;
          finished.set(phase.name, result.ok);
          results.push(result);
          startNext();
        });
      }
      if (active === 0 && waiting.length === 0) resolveAll();
    };
    startNext();
  });
  return results;
}

function stopEverything(signal) {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(signal === 'SIGINT' ? 130 : 143);
}
process.on('SIGINT', () => stopEverything('SIGINT'));
process.on('SIGTERM', () => stopEverything('SIGTERM'));

const phases = selectedPhases(process.argv.slice(2));
const lanes = Math.max(1, Number(process.env.VERIFY_LANES) || availableParallelism());
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(logsDir, { recursive: true });
console.log(`verify: ${phases.length} phases, ${lanes} at a time (logs in .test-results/logs)`);

const started = Date.now();
const results = await runAll(phases, lanes);
const wallMs = Date.now() - started;
writeFileSync(join(resultsDir, 'phases.json'), `${JSON.stringify({ lanes, wallMs, phases: results }, null, 2)}\n`);
const failed = results.filter((result) => !result.ok).map((result) => result.name);
console.log(`verify: ${minutes(wallMs)} in all${failed.length ? `; failed: ${failed.join(', ')}` : ''}\n`);
const summary = spawnSync(process.execPath, [join(root, 'scripts', 'test-summary.mjs')], { stdio: 'inherit' });
process.exit(failed.length || summary.status !== 0 ? 1 : 0);
