import type { BackofficePortal } from '@marketplace/contract';

/**
 * The back office's catalog areas, a folder of en.json and ar.json each (catalogs.test.ts checks
 * them): those both portals show, and each portal's own, so a portal loads only its messages and
 * only in the active language.
 */
export const CATALOG_AREAS = {
  // Conversations (issue 37): their pages are the same in both portals; the admins' moderation apart.
  common: ['react-admin', 'shell', 'conversations'],
  admin: [
    'admin-records',
    'admin-business',
    'admin-dashboards',
    'admin-tax',
    'admin-conversations',
    'admin-verification',
  ],
  provider: [
    'provider-records',
    'provider-listings',
    'provider-dashboards',
    'provider-statements',
    'provider-verification',
  ],
} as const satisfies Record<'common' | BackofficePortal, readonly string[]>;

export const ALL_CATALOG_AREAS = [...CATALOG_AREAS.common, ...CATALOG_AREAS.admin, ...CATALOG_AREAS.provider];
