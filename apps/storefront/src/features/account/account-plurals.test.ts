import { describe, expect, it } from 'vitest';
import { storefrontI18n } from '@/locales/test-i18n';

// The account area's counts: English keeps the spec's texts, Arabic has a form for each category.

const en = storefrontI18n('en');
const ar = storefrontI18n('ar');

describe('the order detail item count', () => {
  it.each([1, 2, 11])('keeps the English "%i item(s)"', (count) => {
    expect(en._('account.order.itemCount', { count })).toBe(`${count} item(s)`);
  });

  it.each([
    [0, 'لا توجد بنود'],
    [1, 'بند واحد'],
    [2, 'بندان'],
    [3, '3 بنود'],
    [10, '10 بنود'],
    [11, '11 بندًا'],
    [99, '99 بندًا'],
    [100, '100 بند'],
    [102, '102 بند'],
  ])('reads %i in Arabic as "%s"', (count, text) => {
    expect(ar._('account.order.itemCount', { count })).toBe(text);
  });
});

describe("My Orders' pager noun", () => {
  it.each([
    [1, 'order'],
    [25, 'orders'],
  ])('is English for %i: "%s"', (count, text) => {
    expect(en._('account.orders.noun', { count })).toBe(text);
  });

  it.each([
    [3, 'طلبات'],
    [11, 'طلبًا'],
    [25, 'طلبًا'],
    [100, 'طلب'],
  ])('follows the Arabic number %i: "%s"', (count, text) => {
    expect(ar._('account.orders.noun', { count })).toBe(text);
  });
});
