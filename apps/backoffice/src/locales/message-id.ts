// The back office's message ids: those of its English catalogs (areas.ts). react-admin's own ids
// ("ra.action.save") are among them, for the few screens that show one of its texts themselves.

import type reactAdmin from './react-admin/en.json';
import type shell from './shell/en.json';
import type conversations from './conversations/en.json';
import type adminRecords from './admin-records/en.json';
import type adminBusiness from './admin-business/en.json';
import type adminDashboards from './admin-dashboards/en.json';
import type adminTax from './admin-tax/en.json';
import type adminConversations from './admin-conversations/en.json';
import type providerRecords from './provider-records/en.json';
import type providerListings from './provider-listings/en.json';
import type providerDashboards from './provider-dashboards/en.json';
import type providerStatements from './provider-statements/en.json';
import type providerVerification from './provider-verification/en.json';
import type adminVerification from './admin-verification/en.json';

export type MessageId =
  | keyof typeof reactAdmin
  | keyof typeof shell
  | keyof typeof conversations
  | keyof typeof adminRecords
  | keyof typeof adminBusiness
  | keyof typeof adminDashboards
  | keyof typeof adminTax
  | keyof typeof adminConversations
  | keyof typeof providerRecords
  | keyof typeof providerListings
  | keyof typeof providerStatements
  | keyof typeof providerDashboards
  | keyof typeof providerVerification
  | keyof typeof adminVerification;
