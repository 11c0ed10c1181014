import { array, mixed, number, object, string, type InferType } from 'yup';
import { AVAILABILITIES, LISTING_TYPES, type Availability, type ListingType } from '../enums';
import {
  DESCRIPTION_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  PHOTOS_MAX_COUNT,
  PRICE_MAX_BHD,
  QUANTITY_MAX,
  SERVICE_ITEM_NAME_MAX_LENGTH,
} from '../limits';
import { STOCK_RULE_MESSAGES } from '../catalog-rules';
import { requiredMessage, VALIDATION_MESSAGES } from './messages';
import { optionalTextField, requiredTextField } from './yup-fields';

// The provider's listing form (back office): the same rules as CreateServiceItemRequest and the
// API's stockRuleProblem(), with the form's texts. Keys mirror the payload (PascalCase).

export const LISTING_FORM_MESSAGES = {
  type: 'Choose whether this is a service or an item',
  availability: 'Choose the availability',
  price: 'Enter the price in BHD',
  priceDecimals: 'Prices have at most 3 decimals (fils)',
  quantity: `The available quantity is a whole number from 0 to ${QUANTITY_MAX}`,
  photos: `A listing has at most ${PHOTOS_MAX_COUNT} photos`,
} as const;

/** At most 3 decimals, checked on the fils so that 0.3 or 1.005 are not float artefacts. */
const hasAtMostThreeDecimals = (value: number | undefined) =>
  value === undefined || Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6;

export const listingFormSchema = object({
  Type: mixed<ListingType>()
    .oneOf([...LISTING_TYPES], LISTING_FORM_MESSAGES.type)
    .required(LISTING_FORM_MESSAGES.type),
  CategoryId: string().required(requiredMessage('Category')),
  Name: requiredTextField('Name', SERVICE_ITEM_NAME_MAX_LENGTH),
  Description: optionalTextField('Description', DESCRIPTION_MAX_LENGTH, 'multi'),
  Price: number()
    .typeError(LISTING_FORM_MESSAGES.price)
    .required(LISTING_FORM_MESSAGES.price)
    .min(0, VALIDATION_MESSAGES.amountOutOfRange)
    .max(PRICE_MAX_BHD, VALIDATION_MESSAGES.amountOutOfRange)
    .test('fils', LISTING_FORM_MESSAGES.priceDecimals, hasAtMostThreeDecimals),
  // Items need a stock count; a service has none (null), whatever the hidden field held.
  AvailableQuantity: number()
    .nullable()
    .default(null)
    .transform((value: unknown) => (typeof value === 'number' && !Number.isNaN(value) ? value : null))
    .when('Type', {
      is: 'item',
      then: (field) =>
        field
          .required(STOCK_RULE_MESSAGES.itemNeedsQuantity)
          .integer(LISTING_FORM_MESSAGES.quantity)
          .min(0, LISTING_FORM_MESSAGES.quantity)
          .max(QUANTITY_MAX, LISTING_FORM_MESSAGES.quantity),
      otherwise: (field) => field.transform(() => null),
    }),
  Availability: mixed<Availability>()
    .oneOf([...AVAILABILITIES], LISTING_FORM_MESSAGES.availability)
    .required(LISTING_FORM_MESSAGES.availability),
  Location: optionalTextField('Location', LOCATION_MAX_LENGTH),
  Photos: array(string().required()).max(PHOTOS_MAX_COUNT, LISTING_FORM_MESSAGES.photos).default([]),
});
export type ListingFormValues = InferType<typeof listingFormSchema>;
