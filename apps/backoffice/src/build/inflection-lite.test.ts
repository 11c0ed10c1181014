import { describe, expect, it } from 'vitest';
import { capitalize, humanize, inflect, pluralize, singularize, transform } from './inflection-lite';

// The answers the `inflection` package gives for the resource and field codes react-admin names
// from when a label is missing (checked against inflection 3.0.2 when this file was written).

describe('inflection-lite', () => {
  it('names resources as react-admin does: humanize(inflect(resource, count))', () => {
    const label = (resource: string, count: number) => humanize(inflect(resource, count));
    expect(label('orders', 2)).toBe('Orders');
    expect(label('orders', 1)).toBe('Order');
    expect(label('categories', 2)).toBe('Categories');
    expect(label('categories', 1)).toBe('Category');
    expect(label('audit-log', 2)).toBe('Audit-logs');
    expect(label('inquiries', 1)).toBe('Inquiry');
    expect(label('payouts', 1)).toBe('Payout');
    expect(label('address', 2)).toBe('Addresses');
    expect(label('status', 1)).toBe('Status');
  });

  it('pluralizes and singularizes plain English nouns', () => {
    expect(pluralize('box')).toBe('boxes');
    expect(pluralize('day')).toBe('days');
    expect(pluralize('reviews')).toBe('reviews');
    expect(singularize('boxes')).toBe('box');
    expect(singularize('analysis')).toBe('analysis');
    expect(capitalize('oRDERS')).toBe('Orders');
  });

  it('names fields from their source: transform(source, ["underscore", "humanize"])', () => {
    expect(transform('createdAt', ['underscore', 'humanize'])).toBe('Created at');
    expect(transform('CategoryId', ['underscore', 'humanize'])).toBe('Category');
    expect(transform('TotalAmount', ['underscore', 'humanize'])).toBe('Total amount');
    expect(transform('name', ['underscore', 'humanize'])).toBe('Name');
  });
});
