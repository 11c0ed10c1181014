import { describe, expect, it } from 'vitest';
import { STOCK_RULE_MESSAGES } from '../catalog-rules';
import { LISTING_FORM_MESSAGES, listingFormSchema } from './listing-form-schema';

const valid = {
  Type: 'item',
  CategoryId: '6f1c2a55-3b1e-4c55-9a57-0d0c1f3e2b10',
  Name: 'Ceiling fan',
  Description: '',
  Price: 12.5,
  AvailableQuantity: 3,
  Availability: 'available',
  Location: 'Manama',
  Photos: [],
};

const problem = (values: object) =>
  listingFormSchema.validate(values).then(
    () => null,
    (error: Error) => error.message,
  );

describe('the listing form schema', () => {
  it('accepts an item with stock and casts a service’s stock to null', async () => {
    expect(await problem(valid)).toBeNull();
    const service = await listingFormSchema.validate({ ...valid, Type: 'service', AvailableQuantity: 7 });
    expect(service.AvailableQuantity).toBeNull();
  });

  it('needs stock for items, whole and not negative', async () => {
    expect(await problem({ ...valid, AvailableQuantity: null })).toBe(STOCK_RULE_MESSAGES.itemNeedsQuantity);
    expect(await problem({ ...valid, AvailableQuantity: 1.5 })).toBe(LISTING_FORM_MESSAGES.quantity);
    expect(await problem({ ...valid, AvailableQuantity: -1 })).toBe(LISTING_FORM_MESSAGES.quantity);
  });

  it('takes prices in BHD with at most 3 decimals', async () => {
    expect(await problem({ ...valid, Price: 0.3 })).toBeNull();
    expect(await problem({ ...valid, Price: 1.005 })).toBeNull();
    expect(await problem({ ...valid, Price: 1.0005 })).toBe(LISTING_FORM_MESSAGES.priceDecimals);
    expect(await problem({ ...valid, Price: -1 })).toMatch(/from 0/);
    expect(await problem({ ...valid, Price: '' })).toBe(LISTING_FORM_MESSAGES.price);
  });

  it('needs a type, a category, a name and a known availability', async () => {
    expect(await problem({ ...valid, Type: 'thing' })).toBe(LISTING_FORM_MESSAGES.type);
    expect(await problem({ ...valid, CategoryId: '' })).toBe('Category is required');
    expect(await problem({ ...valid, Name: '  ' })).toBe('Name is required');
    expect(await problem({ ...valid, Availability: 'sold' })).toBe(LISTING_FORM_MESSAGES.availability);
  });
});
