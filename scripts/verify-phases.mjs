// The phases of `pnpm verify` (scripts/verify.mjs), in the order they start: the runner
// (scripts/phase-runner.mjs) starts the first phase whose needs are done and whose cores are free.
// The build and the journeys come first (the longest chain, about 1.2 cores); beside them, on the
// other core, the checks and the PostgreSQL pass, which spends much of its time waiting for the
// database (1.2 cores alone). Then the suites that keep both cores busy by themselves (`cores`:
// two test files at once, or five browser pages) one after another (issue 31, docs/testing.md).
// `reports` names the JSON reports a phase writes into .test-results, so the summary can put its
// time beside its counts.
const filter = (pkg, script) => `pnpm --filter @marketplace/${pkg} run ${script}`;
const WHOLE_MACHINE = 2;

export const PHASES = [
  { name: 'build', command: 'pnpm run build' },
  { name: 'e2e', command: 'pnpm run test:e2e', after: ['build'], reports: ['e2e-playwright'] },
  { name: 'typecheck', command: 'pnpm run typecheck' },
  { name: 'lint', command: 'pnpm run lint' },
  { name: 'faults', command: 'pnpm run test:faults', reports: ['api-faults'] },
  { name: 'storybook', command: 'pnpm run build-storybook' },
  { name: 'contract', command: filter('contract', 'test'), reports: ['contract'] },
  { name: 'client', command: filter('client', 'test'), reports: ['client'] },
  { name: 'i18n', command: filter('i18n', 'test'), reports: ['i18n'] },
  { name: 'rules', command: 'pnpm run test:rules', reports: ['lint-rules'] },
  { name: 'single-copies', command: 'pnpm run check:single-copies' },
  { name: 'postgres', command: 'pnpm run test:postgres', reports: ['api-postgres'] },
  { name: 'ui', command: filter('ui', 'test'), reports: ['ui'], cores: WHOLE_MACHINE },
  { name: 'backoffice', command: filter('backoffice', 'test'), reports: ['backoffice'], cores: WHOLE_MACHINE },
  { name: 'api', command: filter('api', 'test'), reports: ['api-pglite'], cores: WHOLE_MACHINE },
  { name: 'storefront', command: filter('storefront', 'test'), reports: ['storefront'], cores: WHOLE_MACHINE },
];
