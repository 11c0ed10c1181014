import { describe, expect, it, vi } from 'vitest';
import { backofficeI18n } from '@/locales/test-i18n';
import { createRaI18nProvider } from './ra-i18n-provider';

const provider = (locale: 'en' | 'ar', changeLanguage = vi.fn(() => Promise.resolve())) =>
  createRaI18nProvider(backofficeI18n(locale), { changeLanguage });

describe("react-admin's translator", () => {
  it("says react-admin's own texts in the language, with their values", () => {
    expect(provider('en').translate('ra.action.save')).toBe('Save');
    expect(provider('ar').translate('ra.action.save')).toBe('حفظ');
    expect(
      provider('ar').translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 }),
    ).toBe('1-10 من 42');
  });

  it('chooses among the six Arabic plural forms by smart_count, and English by its two', () => {
    const ar = provider('ar');
    const selected = (count: number) => ar.translate('ra.action.bulk_actions', { smart_count: count });
    expect([0, 1, 2, 3, 11, 100].map(selected)).toEqual([
      'لم يُحدَّد أي عنصر',
      'عنصر واحد محدَّد',
      'عنصران محدَّدان',
      '3 عناصر محدَّدة',
      '11 عنصرًا محدَّدًا',
      '100 عنصر محدَّد',
    ]);
    const en = provider('en');
    expect(en.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 item selected');
    expect(en.translate('ra.action.bulk_actions', { smart_count: 11 })).toBe('11 items selected');
  });

  it('takes a missing count as one, as Polyglot does', () => {
    expect(provider('en').translate('ra.notification.updated')).toBe('Element updated');
  });

  it('gives back a text it has no id for (a label already translated), or its default with the values filled', () => {
    expect(provider('ar').translate('الفئات')).toBe('الفئات');
    expect(provider('en').translate('resources.orders.name', { smart_count: 2, _: 'Orders' })).toBe('Orders');
    expect(provider('en').translate('resources.x.fields.y', { _: 'Page %{page}', page: 3 })).toBe('Page 3');
    // A text to show keeps its words even when react-admin sends its own default beside it.
    expect(provider('ar').translate('تم حذف الفئة.', { _: 'Element deleted', smart_count: 1 })).toBe('تم حذف الفئة.');
  });

  it("says the contract's English texts (the API's messages, yup errors) in Arabic", () => {
    const ar = provider('ar');
    expect(ar.translate('An invitation has been sent to sara@example.bh.')).toBe('تم إرسال دعوة إلى sara@example.bh.');
    expect(ar.translate('Email is required')).toBe('البريد الإلكتروني مطلوب');
    expect(provider('en').translate('Email is required')).toBe('Email is required');
  });

  it("hands react-admin's own locale changes to the portal's switch", async () => {
    const changeLanguage = vi.fn(() => Promise.resolve());
    const ar = provider('en', changeLanguage);
    await ar.changeLocale('ar');
    await ar.changeLocale('fr');
    expect(changeLanguage.mock.calls).toEqual([['ar'], ['en']]);
    expect(ar.getLocale()).toBe('en');
  });
});
