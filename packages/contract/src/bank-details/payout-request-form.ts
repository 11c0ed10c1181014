import { number, object, type InferType } from 'yup';
import { PAYOUT_ERRORS } from '../errors/payout-messages';
import { filsToBhd, formatBhd, requestAmountToFils } from '../money';

/** As the API judges it: 1.2345 BHD is refused, not rounded. */
function hasWholeFils(value: number): boolean {
  const fils = requestAmountToFils(value);
  return fils === null || Math.abs(filsToBhd(fils) - value) <= 1e-9;
}

/**
 * The provider's payout request form: above 0, at most 3 decimals and at most the available
 * balance, with the API's own texts (POST /api/Payout refuses the same amounts).
 */
export function payoutRequestFormSchema(availableBhd: number) {
  return object({
    Amount: number()
      .typeError('Enter an amount in BHD.')
      .required('Enter an amount in BHD.')
      .moreThan(0, 'The amount must be more than 0.')
      .test('decimals', PAYOUT_ERRORS.amountDecimals, (value) => value === undefined || hasWholeFils(value))
      .max(availableBhd, PAYOUT_ERRORS.overBalance(formatBhd(availableBhd, 3))),
  });
}
export type PayoutRequestFormValues = InferType<ReturnType<typeof payoutRequestFormSchema>>;
