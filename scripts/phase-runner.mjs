// Runs a list of phases (shell commands) side by side, as many as there are cores, for `pnpm verify` and
// `pnpm test:changed`. Each phase's output goes to .test-results/logs/<phase>.log and a failed
// phase's log is printed when it ends; the timings go to .test-results/phases.json, and
// scripts/test-summary.mjs then prints them beside the test counts. Every phase runs even when
// one fails (but not a phase whose `after` failed), so one run shows every failure.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

/**
 * @typedef {object} Phase
 * @property {string} name
 * @property {string} command  run by the shell at the repository root
 * @property {string[]} [after]  phases that must have passed first
 * @property {string[]} [reports]  the JSON reports it writes into .test-results (for the summary)
 * @property {number} [cores]  how many cores it keeps busy by itself (default 1): a phase never
 *   starts beside others that would ask for more cores than the machine has
 */

export const repoRoot = join(import.meta.dirname, '..');
const resultsDir = join(repoRoot, '.test-results');
const logsDir = join(resultsDir, 'logs');

const clock = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

const running = new Set();

/**
 * The machine's busy CPU time so far in seconds (Linux's /proc/stat; undefined elsewhere). The
 * difference over a run is what the run cost every core together, browsers and servers included,
 * which no per-process count sees whole: Chromium's page processes are nobody's waited-for children.
 */
function busyCpuSeconds() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    // In clock ticks, 100 a second on Linux (USER_HZ).
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return undefined;
  }
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

/** Runs one phase in its own process group, so an interrupt stops everything it started. */
function runPhase(phase) {
  const logFile = join(logsDir, `${phase.name}.log`);
  const log = createWriteStream(logFile);
  const started = Date.now();
  const cpuAtStart = busyCpuSeconds();
  console.log(`▶ ${phase.name.padEnd(16)} ${phase.command}`);
  return new Promise((resolve) => {
    const child = spawn(phase.command, {
      cwd: repoRoot,
      shell: true,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code, signal) => {
      running.delete(child);
      log.end(() => {
        const ms = Date.now() - started;
        const cpuAtEnd = busyCpuSeconds();
        const cpu = cpuAtStart === undefined || cpuAtEnd === undefined ? undefined : Math.round(cpuAtEnd - cpuAtStart);
        const ok = code === 0;
        console.log(`${ok ? '✔' : '✘'} ${phase.name.padEnd(16)} ${clock(ms)}${ok ? '' : `  (exit ${code ?? signal})`}`);
        if (!ok) {
          const banner = `──── ${phase.name}: ${logFile.slice(repoRoot.length + 1)} ────`;
          console.log(`${banner}\n${readFileSync(logFile, 'utf8').trimEnd()}\n${'─'.repeat(banner.length)}`);
        }
        resolve({ ok, ms, cpu });
      });
    });
  });
}

/** Starts the first waiting phase whose needs are done and whose cores are free, whenever one ends. */
function schedule(phases, lanes) {
  const waiting = [...phases];
  const passed = new Map();
  const results = [];
  // A phase's CPU time is the machine's busy time while it ran: its own only when it ran alone.
  const record = (phase, ok, ms, cpu) => {
    passed.set(phase.name, ok);
    const own = lanes === 1 && cpu !== undefined ? { cpuSeconds: cpu } : {};
    results.push({ name: phase.name, command: phase.command, reports: phase.reports ?? [], ok, ms, ...own });
  };
  const ready = (phase) =>
    (phase.after ?? []).every((need) => passed.has(need) || !phases.some((p) => p.name === need));
  return new Promise((done) => {
    let active = 0;
    const coresOf = (phase) => Math.min(lanes, phase.cores ?? 1);
    const startNext = () => {
      while (active < lanes) {
        const index = waiting.findIndex((phase) => ready(phase) && coresOf(phase) <= lanes - active);
        if (index === -1) break;
        const [phase] = waiting.splice(index, 1);
        const failedNeed = (phase.after ?? []).find((need) => passed.get(need) === false);
        if (failedNeed) {
          console.log(`✘ ${phase.name.padEnd(16)} not run: ${failedNeed} failed`);
          record(phase, false, 0);
          continue;
        }
        active += coresOf(phase);
        runPhase(phase).then(({ ok, ms, cpu }) => {
          active -= coresOf(phase);
          record(phase, ok, ms, cpu);
          startNext();
        });
      }
      if (active === 0 && waiting.length === 0) done(results);
    };
    startNext();
  });
}

/**
 * Runs the phases side by side on the machine's cores (VERIFY_LANES=1: one at a time), then the summary.
 * @param {Phase[]} phases listed longest chain first: that is the order they start in
 * @param {string} label what the lines printed start with
 * @param {{ testsOptional?: boolean }} [options] testsOptional: a run without tests passes
 * @returns {Promise<number>} the exit code: 0 when every phase and every test passed
 */
export async function runPhases(phases, label, options = {}) {
  // The phases that keep every core busy by themselves (`cores`) run alone; the others run side by
  // side with each other and with the journeys, which leave most of a core idle while a page loads
  // or a server answers (issue 31, docs/testing.md). VERIFY_LANES=1 runs one phase at a time.
  const lanes = Math.max(1, Number(process.env.VERIFY_LANES) || availableParallelism());
  process.on('SIGINT', () => stopEverything('SIGINT'));
  process.on('SIGTERM', () => stopEverything('SIGTERM'));
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(logsDir, { recursive: true });
  console.log(`${label}: ${phases.length} phases, ${lanes} at a time (logs in .test-results/logs)`);

  const started = Date.now();
  const cpuAtStart = busyCpuSeconds();
  const results = await schedule(phases, lanes);
  const wallMs = Date.now() - started;
  const cpuAtEnd = busyCpuSeconds();
  const cpuSeconds = cpuAtStart === undefined || cpuAtEnd === undefined ? undefined : Math.round(cpuAtEnd - cpuAtStart);
  writeFileSync(
    join(resultsDir, 'phases.json'),
    `${JSON.stringify({ lanes, wallMs, cpuSeconds, phases: results }, null, 2)}\n`,
  );
  const failed = results.filter((result) => !result.ok).map((result) => result.name);
  console.log(`${label}: ${clock(wallMs)} in all${failed.length ? `; failed: ${failed.join(', ')}` : ''}\n`);
  const summaryArgs = [
    join(repoRoot, 'scripts', 'test-summary.mjs'),
    ...(options.testsOptional ? ['--tests-optional'] : []),
  ];
  const summary = spawnSync(process.execPath, summaryArgs, { stdio: 'inherit' });
  return failed.length || summary.status !== 0 ? 1 : 0;
}
