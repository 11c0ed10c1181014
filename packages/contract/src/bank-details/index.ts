export * from './iban';
export * from './bank-details-messages';
export * from './bank-details-form';
export * from './payout-request-form';
