/** The storefront's catalog areas: a folder of en.json and ar.json each (checked by catalogs.test.ts). */
export const CATALOG_AREAS = [
  'shell',
  'catalog',
  'auth',
  'account',
  'cart',
  'payments',
  'notifications',
  'contact',
  'legal',
  'help',
  'messages',
] as const;
