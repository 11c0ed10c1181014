// Every area's catalog of one locale, merged: one chunk per locale, loaded only for the active one.
// The contract's Arabic is not among them: it comes after the page shows (catalogs.ts).
import type { Messages } from '@marketplace/i18n';
import shell from './shell/ar.json';
import catalog from './catalog/ar.json';
import auth from './auth/ar.json';
import account from './account/ar.json';
import cart from './cart/ar.json';
import payments from './payments/ar.json';
import notifications from './notifications/ar.json';
import contact from './contact/ar.json';
import legal from './legal/ar.json';
import help from './help/ar.json';
import conversations from './messages/ar.json';

export const messages = {
  ...shell,
  ...catalog,
  ...auth,
  ...account,
  ...cart,
  ...payments,
  ...notifications,
  ...contact,
  ...legal,
  ...help,
  ...conversations,
} as Messages;
