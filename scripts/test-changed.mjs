#!/usr/bin/env node
// `pnpm test:changed [ref]`: the quick loop for a change. Lints and formats the changed files,
// type-checks the packages they are in and every package that depends on those, and runs the
// tests those changes can reach (Vitest's --changed follows each test file's imports), two
// phases at a time like `pnpm verify`. Without a ref, "changed" is what git has not committed
// (staged, unstaged, new); with one (`pnpm test:changed main`), also what was committed since.
// The journeys (e2e), the PostgreSQL pass and the fault tests stay in `pnpm verify`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, runPhases } from './phase-runner.mjs';
import { PACKAGES } from './workspace-packages.mjs';

const ref = process.argv[2];
const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).split('\n').filter(Boolean);

/** The same files Vitest's --changed looks at. */
const changed = [
  ...new Set([
    ...(ref ? git('diff', '--name-only', `${ref}...HEAD`) : []),
    ...git('diff', '--cached', '--name-only'),
    ...git('ls-files', '--other', '--modified', '--exclude-standard'),
  ]),
];
if (changed.length === 0) {
  console.log(`test:changed: nothing changed${ref ? ` since ${ref}` : ''} (git status is clean).`);
  process.exit(0);
}

/** The workspace's packages, each with the workspace packages it depends on. */
const packages = PACKAGES.map((dir) => {
  const manifest = JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8'));
  const deps = { ...manifest.dependencies, ...manifest.devDependencies };
  return {
    dir,
    name: manifest.name,
    scripts: manifest.scripts ?? {},
    uses: Object.keys(deps).filter((dep) => deps[dep].startsWith('workspace:')),
  };
});

// Files outside the packages that belong to one: the stories' Storybook config is the ui
// package's test set-up. Root configs (package.json, the lockfile, tsconfig.base.json, scripts/)
// reach everything.
const OWNED_ELSEWHERE = [['.storybook/', '@marketplace/ui']];
const ROOT_ONLY =
  /^(docs\/|deploy\/|eslint\/|\.ci\/|[^/]+\.md$|\.gitignore$|\.prettierignore$|\.dockerignore$|Dockerfile$|\.env\.example$)/;

const touched = new Set();
let everything = false;
for (const file of changed) {
  const owner = packages.find((pkg) => file.startsWith(`${pkg.dir}/`));
  const elsewhere = OWNED_ELSEWHERE.find(([prefix]) => file.startsWith(prefix));
  if (owner) touched.add(owner.name);
  else if (elsewhere) touched.add(elsewhere[1]);
  else if (!ROOT_ONLY.test(file)) everything = true;
}
// A package is affected when it changed or uses one that is.
const affected = new Set(everything ? packages.map((pkg) => pkg.name) : touched);
for (let grew = true; grew;) {
  grew = false;
  for (const pkg of packages) {
    if (!affected.has(pkg.name) && pkg.uses.some((dep) => affected.has(dep))) {
      affected.add(pkg.name);
      grew = true;
    }
  }
}

const quote = (file) => `'${file.replaceAll("'", "'\\''")}'`;
const present = changed.filter((file) => existsSync(join(repoRoot, file)));
const lintable = present.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
const lintSteps = [
  lintable.length && `eslint --no-warn-ignored ${lintable.map(quote).join(' ')}`,
  present.length && `prettier --check --ignore-unknown ${present.map(quote).join(' ')}`,
  lintable.length && 'node scripts/check-cycles.mjs',
  changed.some((file) => file.startsWith('deploy/') || file === 'Dockerfile') && 'node scripts/check-deploy.mjs',
].filter(Boolean);
const changedFlag = ref ? `--changed=${quote(ref)}` : '--changed';
const inAffected = packages.filter((pkg) => affected.has(pkg.name));
const filters = (list) => list.map((pkg) => `--filter ${pkg.name}`).join(' ');
const typed = inAffected.filter((pkg) => pkg.scripts.typecheck);

/** @type {import('./phase-runner.mjs').Phase[]} */
const phases = [
  // The slowest suites first, so they start at once.
  ...['@marketplace/api', '@marketplace/backoffice', '@marketplace/ui', '@marketplace/storefront']
    .concat(['@marketplace/contract', '@marketplace/client', '@marketplace/i18n'])
    .map((name) => inAffected.find((pkg) => pkg.name === name && pkg.scripts.test))
    .filter(Boolean)
    .map((pkg) => {
      const name = pkg.dir.split('/')[1] ?? pkg.dir;
      const report = name === 'api' ? 'api-pglite' : name;
      return {
        name,
        command: `pnpm --filter ${pkg.name} exec vitest run ${changedFlag} --passWithNoTests`,
        reports: [report],
      };
    }),
  typed.length && { name: 'typecheck', command: `pnpm ${filters(typed)} run typecheck` },
  lintSteps.length && { name: 'lint', command: lintSteps.join(' && ') },
  changed.some((file) => file.startsWith('eslint/')) && { name: 'rules', command: 'pnpm run test:rules' },
].filter(Boolean);

console.log(
  `test:changed: ${changed.length} changed file(s)${ref ? ` since ${ref}` : ''}; ` +
    `packages: ${inAffected.map((pkg) => pkg.name.replace('@marketplace/', '')).join(', ') || 'none'}`,
);
process.exit(await runPhases(phases, 'test:changed', { testsOptional: true }));
