import { describe, expect, it } from 'vitest';
import { catalogProblems } from './catalog-checks';

const AR_ORDERS =
  '{count, plural, zero {لا طلبات} one {طلب واحد} two {طلبان} few {# طلبات} many {# طلبًا} other {# طلب}}';

describe('catalogProblems', () => {
  it('accepts matching catalogs', () => {
    expect(
      catalogProblems({
        en: { orders: '{count, plural, one {# order} other {# orders}}', hi: 'Hello <b>{name}</b>' },
        ar: { orders: AR_ORDERS, hi: 'مرحبًا <b>{name}</b>' },
      }),
    ).toEqual([]);
  });

  it('finds missing and extra ids', () => {
    expect(catalogProblems({ en: { a: 'A', b: 'B' }, ar: { a: 'أ', c: 'ج' } })).toEqual([
      'ar: "b" is missing',
      'ar: "c" is not in en',
    ]);
  });

  it("finds plurals without all of a language's categories", () => {
    expect(
      catalogProblems({
        en: { orders: '{count, plural, other {# orders}}' },
        ar: { orders: '{count, plural, one {طلب} other {# طلبات}}' },
      }),
    ).toEqual([
      'en "orders": plural has other, needs one,other',
      'ar "orders": plural has one,other, needs few,many,one,other,two,zero',
    ]);
  });

  it('finds arguments and tags that differ, invalid ICU and untranslated copies', () => {
    const problems = catalogProblems(
      {
        en: { hi: 'Hello {name}', link: 'Read <terms>the terms</terms>', bad: 'x', same: 'Cart', brand: 'Visa' },
        ar: { hi: 'مرحبًا {nom}', link: 'اقرأ الشروط', bad: '{oops', same: 'Cart', brand: 'Visa' },
      },
      { sameInBoth: ['brand'] },
    );
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/ar "bad": not valid ICU/);
    expect(problems).toContain('ar "hi": uses {nom} where en uses {name}');
    expect(problems).toContain('ar "link": uses nothing where en uses <terms>');
    expect(problems).toContain('ar "same": is the English text');
  });
});
