// The storefront's message ids: those of its English catalogs, one per area of the app.

import type shell from './shell/en.json';
import type catalog from './catalog/en.json';
import type auth from './auth/en.json';
import type account from './account/en.json';
import type cart from './cart/en.json';
import type payments from './payments/en.json';
import type notifications from './notifications/en.json';
import type contact from './contact/en.json';
import type legal from './legal/en.json';
import type help from './help/en.json';
import type conversations from './messages/en.json';

export type MessageId =
  | keyof typeof shell
  | keyof typeof catalog
  | keyof typeof auth
  | keyof typeof account
  | keyof typeof cart
  | keyof typeof payments
  | keyof typeof notifications
  | keyof typeof contact
  | keyof typeof legal
  | keyof typeof help
  | keyof typeof conversations;
