import type { Row } from '../row';
import { accountRows } from './accounts';
import { backOfficeRows } from './back-office';
import { catalogRows } from './catalog';
import { commerceRows } from './commerce';
import { conversationRows } from './conversations';
import { verificationRows } from './verification';
import { moneyRows } from './money';

/**
 * The matrix: one row per operation (a second row, "#...", where a body field naming the caller
 * reaches a different check), in the order they run. Split by area only to keep files readable.
 */
export const MATRIX: readonly Row[] = [
  ...accountRows,
  ...catalogRows,
  ...commerceRows,
  ...moneyRows,
  ...conversationRows,
  ...verificationRows,
  ...backOfficeRows,
];

/**
 * Routes the app registers that are not called by identity, each with the reason. They still must
 * be listed: a route missing from both MATRIX and here fails the matrix.
 */
export const EXEMPT: Readonly<Record<string, string>> = {
  'GET /api/dev/mailbox':
    'development only (registered when DEV_MAILBOX=true, as the matrix app sets to list it): shows every queued mail, reset links included, to anyone, by design',
  'GET /api/dev/mailbox/page': 'the same mails as a page: development only, as above',
  'GET /payment-sandbox/{chargeId}':
    "the sandbox gateway's hosted payment page, standing in for Tap's: it reads no token; the unguessable charge id in the URL is the payer's key, as on Tap's page",
  'POST /payment-sandbox/{chargeId}/approve': "the payer's decision on the sandbox page: as above",
  'POST /payment-sandbox/{chargeId}/decline': "the payer's decision on the sandbox page: as above",
};
