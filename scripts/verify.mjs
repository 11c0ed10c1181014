#!/usr/bin/env node
// `pnpm verify` (what `npm test` runs after installing): every check and every suite, as phases
// (scripts/verify-phases.mjs) run by scripts/phase-runner.mjs side by side on the machine's cores
// (the suites that fill them alone); each phase's output in .test-results/logs, its time in the summary.
//
//   node scripts/verify.mjs              every phase (scripts/verify-phases.mjs)
//   node scripts/verify.mjs api e2e      only these (and what they need: e2e needs build)
//   VERIFY_LANES=1 node scripts/verify.mjs   one phase at a time
import { runPhases } from './phase-runner.mjs';
import { PHASES } from './verify-phases.mjs';

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

process.exit(await runPhases(selectedPhases(process.argv.slice(2)), 'verify'));
