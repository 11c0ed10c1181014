// The workspace's packages, by folder, in the order they depend on each other (pnpm-workspace.yaml
// lists the same by pattern). The import-cycle check and `pnpm test:changed` walk them.
export const PACKAGES = [
  'packages/contract',
  'packages/i18n',
  'packages/client',
  'packages/ui',
  'apps/api',
  'apps/storefront',
  'apps/backoffice',
  'e2e',
];
