// Texts the API sends for transactions, balances and payouts (our wording: the spec only has the
// transaction screen's 'Error loading transactions: {error}', which shows the server's Message).

import { PAYOUT_STATUS_LABELS, type TransactionStatus } from '../enums';

export const TRANSACTION_ERRORS = {
  notYourTransactions: 'You can only see your own transactions.',
  notYourBusiness: 'You can only see the transactions and balance of your own business.',
} as const;

export const PAYOUT_ERRORS = {
  notYourBusiness: 'You can only request payouts for your own business.',
  providerNotActive: 'Only an active business can request a payout.',
  amountDecimals: 'The amount can have at most 3 decimals.',
  nothingAvailable: 'You have no available balance to pay out.',
  noBankDetails: 'Add your bank details (IBAN) before requesting a payout.',
  payoutNotFound: 'This payout does not exist.',
  /** Says the state in its word ("paid", "rejected": PAYOUT_STATUS_LABELS), not its code. */
  notPending: (status: TransactionStatus) =>
    `This payout is already ${PAYOUT_STATUS_LABELS[status].toLowerCase()}: only a pending payout can be settled or rejected.`,
  /** `available` is already formatted, e.g. "12.500 BHD". */
  overBalance: (available: string) => `The amount is more than your available balance of ${available}.`,
} as const;

/**
 * How a payout is described on its record (Transaction.Description): English on the wire, said in
 * Arabic by the apps through the contract's catalog (i18n/translate-text.ts).
 */
export const PAYOUT_DESCRIPTIONS = {
  byBankTransfer: 'Payout by bank transfer',
  /** The seed's payouts name the account they went to. */
  toAccount: (bank: string, ending: string) => `Payout to ${bank} account ending ${ending}`,
  /** A paid payout keeps its description and adds the bank transfer's reference. */
  paid: (description: string, reference: string) => `${description} (bank reference ${reference})`,
  /** A rejected request keeps its description and adds the admin's reason. */
  rejected: (description: string, reason: string) => `${description} (rejected: ${reason})`,
} as const;
