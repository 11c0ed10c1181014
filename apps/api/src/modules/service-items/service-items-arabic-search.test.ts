import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ServiceItemList } from '@marketplace/contract';
import { categories, providers, serviceItems } from '../../db/schema/index';
import { call } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { searchTerms } from './service-items-search';
import { addCategory, addListing, providerWithToken } from './testing';

// Catalog search in Arabic (issue 33, migration 0016): the spellings people type meet the ones
// stored, on PGlite and on PostgreSQL (`pnpm test:postgres`); the snapshot is shared by both runs.
// Texts are written to the database directly: the Arabic columns are set by UPDATE, which also
// proves the triggers refresh the search document when only an Arabic text changes.

let t: TestApp;

interface Listing {
  name: string;
  nameAr: string;
  descriptionAr: string;
  category: 'cooling' | 'cleaning' | 'plumbing' | 'events';
  provider: 'dilmun' | 'pearl';
}

const LISTINGS: Listing[] = [
  // Tashkeel (shadda) in the name; ta marbuta in 'صيانة'.
  {
    name: 'AC Maintenance',
    nameAr: 'صيانة المكيّفات',
    descriptionAr: 'فحص الغاز وتنظيف الفلاتر',
    category: 'cooling',
    provider: 'dilmun',
  },
  {
    name: 'Home Cleaning',
    nameAr: 'تنظيف المنازل',
    descriptionAr: 'فريق مدرب',
    category: 'cleaning',
    provider: 'pearl',
  },
  // No hamza on the alef of 'افضل' (as often typed); hamza under the alef of 'إصلاح'.
  {
    name: 'Best Plumber',
    nameAr: 'افضل سباك في المنامة',
    descriptionAr: 'إصلاح التسريبات وتركيب سخانات المياه',
    category: 'plumbing',
    provider: 'dilmun',
  },
  // Alef maqsura at the end of 'المبنى'.
  {
    name: 'Building Painting',
    nameAr: 'طلاء المبنى',
    descriptionAr: 'دهان داخلي',
    category: 'cleaning',
    provider: 'pearl',
  },
  // Tatweel inside 'تركيـــب'.
  {
    name: 'Curtain Fitting',
    nameAr: 'تركيـــب ستائر',
    descriptionAr: 'قياس مجاني',
    category: 'cleaning',
    provider: 'pearl',
  },
  { name: 'Wedding Tent', nameAr: 'خيمة حفلات الزفاف', descriptionAr: 'إضاءة', category: 'events', provider: 'dilmun' },
  { name: 'Well Digging', nameAr: 'حفر آبار', descriptionAr: 'معدات ثقيلة', category: 'plumbing', provider: 'dilmun' },
  { name: 'Garden Lights', nameAr: '', descriptionAr: '', category: 'events', provider: 'pearl' },
];

beforeAll(async () => {
  t = await createTestApp();
  const owners = {
    dilmun: (await providerWithToken(t.app, 'active', 'Dilmun Services')).provider,
    pearl: (await providerWithToken(t.app, 'active', 'Pearl Co')).provider,
  };
  await t.app.db.update(providers).set({ businessNameAr: 'مؤسسة دلمون' }).where(eq(providers.id, owners.dilmun.id));
  await t.app.db.update(providers).set({ businessNameAr: 'شركة اللؤلؤة' }).where(eq(providers.id, owners.pearl.id));
  const groups = {
    cooling: await addCategory(t.app, 'Air Conditioning'),
    cleaning: await addCategory(t.app, 'Cleaning'),
    plumbing: await addCategory(t.app, 'Plumbing'),
    events: await addCategory(t.app, 'Events'),
  };
  const arabicGroups = { cooling: 'تكييف الهواء', cleaning: 'التنظيف', plumbing: 'السباكة', events: 'المناسبات' };
  for (const [key, nameAr] of Object.entries(arabicGroups))
    await t.app.db
      .update(categories)
      .set({ nameAr })
      .where(eq(categories.id, groups[key as keyof typeof groups].id));
  for (const listing of LISTINGS) {
    const row = await addListing(t.app, {
      providerId: owners[listing.provider].id,
      categoryId: groups[listing.category].id,
      name: listing.name,
    });
    await t.app.db
      .update(serviceItems)
      .set({ nameAr: listing.nameAr, descriptionAr: listing.descriptionAr })
      .where(eq(serviceItems.id, row.id));
  }
});
afterAll(async () => t?.close());

async function search(text: string) {
  const res = await call(t.app, {
    method: 'GET',
    url: `/api/service-items?Search=${encodeURIComponent(text)}&Limit=100`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as ServiceItemList).Items.map((item) => item.Name);
}

describe('catalog search in Arabic', () => {
  it('folds the hamza forms of alef, both ways', async () => {
    expect(await search('أفضل')).toEqual(['Best Plumber']);
    expect(await search('إفضل')).toEqual(['Best Plumber']);
    expect(await search('اصلاح')).toEqual(['Best Plumber']);
    expect(await search('آبار')).toEqual(['Well Digging']);
    expect(await search('ابار')).toEqual(['Well Digging']);
  });

  it('ignores tashkeel and tatweel, in the text and in the search', async () => {
    expect(await search('مكيّف')).toEqual(['AC Maintenance']);
    expect(await search('المكيفات')).toEqual(['AC Maintenance']);
    expect(await search('مُكَيِّفات')).toEqual(['AC Maintenance']);
    // 'تركيب' in the name, and in a description as 'وتركيب' (and fitting).
    expect(await search('تركيب')).toEqual(['Curtain Fitting', 'Best Plumber']);
    expect(await search('ستـــائر')).toEqual(['Curtain Fitting']);
  });

  it('reads ta marbuta as ha and alef maqsura as ya', async () => {
    expect(await search('صيانه')).toEqual(['AC Maintenance']);
    expect(await search('صيانة')).toEqual(['AC Maintenance']);
    expect(await search('المبني')).toEqual(['Building Painting']);
    expect(await search('مبنى')).toEqual(['Building Painting']);
    // ؤ as و: the business name 'شركة اللؤلؤة' typed without its hamzas.
    expect((await search('اللولوة')).sort()).toEqual([
      'Building Painting',
      'Curtain Fitting',
      'Garden Lights',
      'Home Cleaning',
    ]);
  });

  it('finds words with or without the definite article', async () => {
    // 'المنامة' (Best Plumber) shares the first three of the five letters of 'منازل' (trigram word
    // similarity 0.5, as 'plush' to 'plumb'): a near match, ranked after the word itself.
    expect(await search('منازل')).toEqual(['Home Cleaning', 'Best Plumber']);
    expect(await search('الستائر')).toEqual(['Curtain Fitting']);
    expect(await search('والمنازل')).toEqual(['Home Cleaning', 'Best Plumber']);
  });

  it('forgives a wrong letter in words of four letters or more', async () => {
    expect(await search('تنظيق')).toContain('Home Cleaning');
    expect(await search('ننظيف المنازل')).toContain('Home Cleaning');
    expect(await search('صيانة المكيفاط')).toEqual(['AC Maintenance']);
    expect(await search('ستاءر')).toEqual(['Curtain Fitting']);
  });

  it('does not let a short word match every word sharing two of its letters', async () => {
    // 'حفل' (party) begins 'حفلات' but is not 'حفر' (digging), which shares its first two letters.
    expect(await search('حفل')).toEqual(['Wedding Tent']);
    expect(await search('زفاف')).toEqual(['Wedding Tent']);
  });

  it('searches the Arabic description, category and business names', async () => {
    expect(await search('التسريبات')).toEqual(['Best Plumber']);
    expect(await search('تكييف')).toEqual(['AC Maintenance']);
    expect((await search('المناسبات')).sort()).toEqual(['Garden Lights', 'Wedding Tent']);
    expect((await search('دلمون')).sort()).toEqual(['AC Maintenance', 'Best Plumber', 'Wedding Tent', 'Well Digging']);
  });

  it('puts the Arabic name before the texts that only mention the word', async () => {
    // 'تنظيف' is in the name of 'Home Cleaning', the description of 'AC Maintenance' ('وتنظيف')
    // and the category of 'Home Cleaning' and two more.
    const names = await search('تنظيف');
    expect(names[0]).toBe('Home Cleaning');
    expect(names.slice(1).sort()).toEqual(['AC Maintenance', 'Building Painting', 'Curtain Fitting']);
  });

  it('keeps English search as it was and combines both languages', async () => {
    expect(await search('plumber')).toEqual(['Best Plumber']);
    expect(await search('plumbr')).toEqual(['Best Plumber']);
    expect(await search('AC صيانة')).toEqual(['AC Maintenance']);
    expect(await search('ققققق')).toEqual([]);
  });

  it('follows changes to the Arabic texts', async () => {
    const [listing] = await t.app.db.select().from(serviceItems).where(eq(serviceItems.name, 'Garden Lights'));
    await t.app.db.update(serviceItems).set({ nameAr: 'إنارة الحدائق' }).where(eq(serviceItems.id, listing!.id));
    expect(await search('انارة')).toEqual(['Garden Lights']);

    await t.app.db.update(categories).set({ nameAr: 'الحفلات والأعراس' }).where(eq(categories.name, 'Events'));
    expect((await search('اعراس')).sort()).toEqual(['Garden Lights', 'Wedding Tent']);
    expect(await search('المناسبات')).toEqual([]);

    await t.app.db
      .update(providers)
      .set({ businessNameAr: 'مجموعة المحار' })
      .where(eq(providers.businessName, 'Pearl Co'));
    expect(await search('المحار')).toHaveLength(4);
    expect(await search('اللؤلؤة')).toEqual([]);
  });

  it('ranks the same way on every database', async () => {
    const results: Record<string, string[]> = {};
    for (const text of ['تنظيف', 'تنظيق', 'صيانة المكيفات', 'الحفلات', 'تركيب']) results[text] = await search(text);
    expect(results).toMatchSnapshot();
  });
});

describe('searchTerms in Arabic', () => {
  it('keeps tashkeel and tatweel out of the words and Arabic out of the English name match', () => {
    expect(searchTerms(' مُكَيِّف تركيـــب AC ')).toEqual({
      text: 'مُكَيِّف تركيـــب AC',
      tsquery: 'مكيف:* & تركيب:* & ac:*',
      nameText: 'AC',
      arabicText: 'مكيف تركيب',
    });
  });

  it('matches misspellings only when an Arabic word has four letters or more', () => {
    expect(searchTerms('حفل')).toEqual({ text: 'حفل', tsquery: 'حفل:*', nameText: null, arabicText: null });
    expect(searchTerms('قص شعر')?.arabicText).toBeNull();
    expect(searchTerms('حفل زفاف')?.arabicText).toBe('حفل زفاف');
  });

  it('splits Arabic punctuation and joins a word cut by a zero-width joiner', () => {
    expect(searchTerms('تنظيف،منازل؟')?.tsquery).toBe('تنظيف:* & منازل:*');
    expect(searchTerms('مك\u200cيف')?.tsquery).toBe('مكيف:*');
  });
});
