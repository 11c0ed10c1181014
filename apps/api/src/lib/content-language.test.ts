import { describe, expect, it } from 'vitest';
import { contentIn, contentInArabic } from './content-language';

describe('content in the reader’s language', () => {
  it('gives a reader of Arabic each field’s Arabic where written, the English where not', () => {
    const listing = {
      Name: 'Deep cleaning',
      NameAr: 'تنظيف شامل',
      Description: 'Three-bedroom flat',
      DescriptionAr: '',
      BusinessName: 'Gulf Cleaners',
      BusinessNameAr: '   ',
      Price: 12.5,
    };
    expect(contentInArabic(listing)).toEqual({
      ...listing,
      Name: 'تنظيف شامل',
      // None written (or only blanks): the English stays.
      Description: 'Three-bedroom flat',
      BusinessName: 'Gulf Cleaners',
    });
  });

  it('reaches lists and nested records, and leaves the original untouched (it may be cached)', () => {
    const page = {
      Items: [{ Name: 'Leak repair', NameAr: 'إصلاح تسريب' }],
      Orders: [{ OrderItems: [{ ProviderName: 'Pipes', ProviderNameAr: 'الأنابيب' }] }],
    };
    const copy = structuredClone(page);
    expect(contentInArabic(page)).toEqual({
      Items: [{ Name: 'إصلاح تسريب', NameAr: 'إصلاح تسريب' }],
      Orders: [{ OrderItems: [{ ProviderName: 'الأنابيب', ProviderNameAr: 'الأنابيب' }] }],
    });
    expect(page).toEqual(copy);
    expect(contentInArabic([{ CategoryName: 'Cleaning', CategoryNameAr: 'تنظيف' }])).toEqual([
      { CategoryName: 'تنظيف', CategoryNameAr: 'تنظيف' },
    ]);
  });

  it('changes only strings beside a string `…Ar`, and nothing for English readers', () => {
    const odd = { Count: 3, CountAr: '٣', Name: null, NameAr: 'اسم', When: new Date(0), Tags: ['a'] };
    expect(contentInArabic(odd)).toEqual(odd);
    const listing = { Name: 'Deep cleaning', NameAr: 'تنظيف شامل' };
    expect(contentIn('en', listing)).toBe(listing);
    expect(contentIn('ar', listing)).toEqual({ Name: 'تنظيف شامل', NameAr: 'تنظيف شامل' });
  });
});
