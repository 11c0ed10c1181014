// Every area's catalog of one locale, merged: one chunk per locale, loaded only for the active one.
import type { Messages } from '@marketplace/i18n';
import shell from './shell/en.json';
import catalog from './catalog/en.json';
import auth from './auth/en.json';
import account from './account/en.json';
import cart from './cart/en.json';
import payments from './payments/en.json';
import notifications from './notifications/en.json';
import contact from './contact/en.json';
import legal from './legal/en.json';
import help from './help/en.json';
import conversations from './messages/en.json';

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
