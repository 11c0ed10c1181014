import { describe, expect, it } from 'vitest';
import type { TaxDocumentLine } from '../../db/schema';
import { reasonInArabic } from './document-reasons';

const line = (description: string, descriptionAr: string): TaxDocumentLine => ({
  orderItemId: '00000000-0000-4000-8000-000000000001',
  description,
  descriptionAr,
  quantity: 1,
  unitPriceFils: 900,
  vatRatePercent: 10,
  vatFils: 90,
  totalFils: 990,
});

describe('a credit note’s reason in Arabic', () => {
  const lines = [line('Information request: Deep clean', 'طلب معلومات: تنظيف عميق')];

  it('reads the refunds’ own wordings in Arabic, the item by its Arabic name', () => {
    expect(reasonInArabic('Refund for order #1A2B3C4D', lines)).toBe('استرداد الطلب رقم 1A2B3C4D');
    expect(reasonInArabic('Refund for Deep clean (order #1A2B3C4D)', lines)).toBe(
      'استرداد «تنظيف عميق» (الطلب رقم 1A2B3C4D)',
    );
    expect(reasonInArabic('Refund for order #1A2B3C4D: paid after the order had been cancelled', [])).toBe(
      'استرداد الطلب رقم 1A2B3C4D: دُفع بعد إلغاء الطلب',
    );
  });

  it('keeps an item without an Arabic name in English, a name with brackets whole', () => {
    expect(reasonInArabic('Refund for AC (split) (order #1A2B3C4D)', [])).toBe(
      'استرداد «AC (split)» (الطلب رقم 1A2B3C4D)',
    );
  });

  it('has no Arabic for a wording of its own, nor for no reason', () => {
    expect(reasonInArabic('Goodwill refund', lines)).toBe('');
    expect(reasonInArabic(null, lines)).toBe('');
  });
});
