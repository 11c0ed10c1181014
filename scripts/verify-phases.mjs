// The phases of `pnpm verify` (scripts/verify.mjs). Listed longest chain first: with
// VERIFY_LANES=2 the runner starts the first phase whose needs are done whenever a lane is free, so
// the journeys (the longest phase, after the build) start at once and the rest fill the other lane.
// `reports` names the JSON reports a phase writes into .test-results, so the summary can put its
// time beside its counts.
const filter = (pkg, script) => `pnpm --filter @marketplace/${pkg} run ${script}`;

export const PHASES = [
  { name: 'build', command: 'pnpm run build' },
  { name: 'e2e', command: 'pnpm run test:e2e', after: ['build'], reports: ['e2e-playwright'] },
  { name: 'backoffice', command: filter('backoffice', 'test'), reports: ['backoffice'] },
  { name: 'api', command: filter('api', 'test'), reports: ['api-pglite'] },
  { name: 'storefront', command: filter('storefront', 'test'), reports: ['storefront'] },
  { name: 'ui', command: filter('ui', 'test'), reports: ['ui'] },
  { name: 'postgres', command: 'pnpm run test:postgres', reports: ['api-postgres'] },
  { name: 'faults', command: 'pnpm run test:faults', reports: ['api-faults'] },
  { name: 'typecheck', command: 'pnpm run typecheck' },
  { name: 'lint', command: 'pnpm run lint' },
  { name: 'storybook', command: 'pnpm run build-storybook' },
  { name: 'contract', command: filter('contract', 'test'), reports: ['contract'] },
  { name: 'client', command: filter('client', 'test'), reports: ['client'] },
  { name: 'rules', command: 'pnpm run test:rules', reports: ['lint-rules'] },
  { name: 'single-copies', command: 'pnpm run check:single-copies' },
];
