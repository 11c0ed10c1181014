import { CATEGORY_MESSAGES } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, providers, serviceItems } from '../src/db/schema/index';
import { customerWithCart, orderMarketplace, placeOrder, type OrderMarketplace } from '../src/modules/orders/testing';
import type { userWithToken } from '../src/modules/service-items/testing';
import { call } from './account-helpers';
import { createTestApp, type TestApp } from './test-app';

// Issue 33: categories, listings and business profiles in English and Arabic. Editors send and
// read both (`…Ar` beside the spec's fields); a reader of Arabic (Accept-Language or ?lang=) gets
// the Arabic in the spec's fields wherever it is written, and the English where it is not.
describe('content in two languages', () => {
  let t: TestApp;
  let m: OrderMarketplace;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  beforeAll(async () => {
    t = await createTestApp();
    m = await orderMarketplace(t.app);
    admin = m.admin;
    await t.app.db
      .update(categories)
      .set({ nameAr: 'منزل', descriptionAr: 'كل ما يحتاجه البيت' })
      .where(eq(categories.id, m.category.id));
    await t.app.db
      .update(providers)
      .set({ businessNameAr: 'أنابيب المنامة', businessDescriptionAr: 'سباكة منذ ٢٠٠٩' })
      .where(eq(providers.id, m.pipes.provider.id));
    await t.app.db
      .update(serviceItems)
      .set({ nameAr: 'إصلاح تسريب', descriptionAr: 'كشف التسريب وإصلاحه' })
      .where(eq(serviceItems.id, m.service.id));
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => call(t.app, { method: 'GET', url, headers });
  const arabic = { 'accept-language': 'ar-BH,ar;q=0.9,en;q=0.5' };

  it('answers a listing in Arabic where written, with the Arabic beside the English for editors', async () => {
    const english = (await get(`/api/service-items/${m.service.id}`)).json();
    expect(english).toMatchObject({
      Name: 'Leak repair',
      NameAr: 'إصلاح تسريب',
      Description: '',
      DescriptionAr: 'كشف التسريب وإصلاحه',
      CategoryNameAr: 'منزل',
      BusinessName: 'Manama Pipes',
      BusinessNameAr: 'أنابيب المنامة',
    });
    for (const [url, headers] of [
      [`/api/service-items/${m.service.id}`, arabic],
      [`/api/service-items/${m.service.id}?lang=ar`, {}],
    ] as const) {
      const response = await get(url, headers);
      expect(response.headers.vary).toContain('Accept-Language');
      expect(response.json()).toMatchObject({
        Name: 'إصلاح تسريب',
        Description: 'كشف التسريب وإصلاحه',
        NameAr: 'إصلاح تسريب',
        CategoryName: 'منزل',
        BusinessName: 'أنابيب المنامة',
      });
    }
    // ?lang=en wins over an Arabic browser: how editors read what they edit.
    expect((await get(`/api/service-items/${m.service.id}?lang=en`, arabic)).json().Name).toBe('Leak repair');
  });

  it('falls back to the English where no Arabic is written, in lists too', async () => {
    const page = (await get(`/api/service-items?CategoryId=${m.category.id}&Limit=50`, arabic)).json();
    const names = page.Items.map((item: { Name: string }) => item.Name).sort();
    expect(names).toEqual(['Desk lamp', 'Kitchen tap', 'إصلاح تسريب']);
    const lamp = page.Items.find((item: { Name: string }) => item.Name === 'Desk lamp');
    // The lamp's business wrote no Arabic name either.
    expect(lamp).toMatchObject({ BusinessName: 'Riffa Lights', BusinessNameAr: '', CategoryName: 'منزل' });
  });

  it('names categories and businesses in Arabic for an Arabic reader', async () => {
    const list = (await get('/api/Category?lang=ar')).json();
    expect(list.find((category: { CategoryId: string }) => category.CategoryId === m.category.id)).toMatchObject({
      CategoryName: 'منزل',
      CategoryDescription: 'كل ما يحتاجه البيت',
      CategoryNameAr: 'منزل',
    });
    const provider = (await get(`/api/Provider/${m.pipes.provider.id}`, arabic)).json();
    expect(provider).toMatchObject({ BusinessName: 'أنابيب المنامة', BusinessDescription: 'سباكة منذ ٢٠٠٩' });
    const brands = (await get('/api/Provider/providers?Limit=50', arabic)).json();
    expect(brands.Items.map((item: { BusinessName: string }) => item.BusinessName)).toContain('أنابيب المنامة');
    const top = (await get('/api/Provider/top-rated?topN=50', arabic)).json();
    expect(top.map((item: { BusinessName: string }) => item.BusinessName)).toContain('أنابيب المنامة');
  });

  it('lets an admin write both names; leaving the Arabic out keeps it, an empty one removes it', async () => {
    const send = (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}) =>
      call(t.app, { method, url, headers: { ...admin.headers, ...headers }, payload });
    const created = await send('POST', '/api/Category', {
      CategoryName: 'Gardening',
      CategoryDescription: 'Lawns and palms',
      CategoryNameAr: '  حدائق  ',
      CategoryDescriptionAr: 'العشب والنخيل',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      CategoryName: 'Gardening',
      CategoryNameAr: 'حدائق',
      CategoryDescriptionAr: 'العشب والنخيل',
    });
    const id = created.json().CategoryId as string;
    const englishOnly = { CategoryName: 'Garden care', CategoryDescription: 'Lawns', ImageUrl: '', IsEnable: true };
    const kept = await send('PUT', `/api/Category/${id}`, englishOnly);
    expect(kept.json()).toMatchObject({ CategoryName: 'Garden care', CategoryNameAr: 'حدائق' });
    const removed = await send('PUT', `/api/Category/${id}`, { ...englishOnly, CategoryNameAr: '' });
    expect(removed.json()).toMatchObject({ CategoryNameAr: '', CategoryDescriptionAr: 'العشب والنخيل' });

    // No two categories share an Arabic name; many have none, which is no clash.
    const clash = await send('PUT', `/api/Category/${id}`, { ...englishOnly, CategoryNameAr: 'منزل' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().Message).toBe(CATEGORY_MESSAGES.arabicNameTaken);
    const inArabic = await send('PUT', `/api/Category/${id}`, { ...englishOnly, CategoryNameAr: 'منزل' }, arabic);
    expect(inArabic.json().Message).toBe('توجد فئة بهذا الاسم العربي بالفعل.');
    const sameEnglish = await send('POST', '/api/Category', { CategoryName: 'GARDEN CARE', CategoryDescription: '' });
    expect(sameEnglish.json().Message).toBe(CATEGORY_MESSAGES.nameTaken);
  });

  it('lets a provider write the Arabic of a listing and of the business profile', async () => {
    const provider = m.lights;
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/service-items',
      headers: provider.headers,
      payload: {
        Type: 'service',
        Name: 'Chandelier fitting',
        Description: 'Up to 30 kg',
        NameAr: 'تركيب ثريا',
        DescriptionAr: 'حتى ٣٠ كغ',
        Photos: [],
        Price: 12,
        AvailableQuantity: null,
        Availability: 'available',
        CategoryId: m.category.id,
        Location: 'Riffa',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ Name: 'Chandelier fitting', NameAr: 'تركيب ثريا' });

    const profile = await call(t.app, {
      method: 'PUT',
      url: `/api/Provider/${provider.provider.id}`,
      headers: provider.headers,
      payload: { BusinessNameAr: 'أضواء الرفاع', BusinessDescriptionAr: 'إنارة المنازل' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({ BusinessName: 'Riffa Lights', BusinessNameAr: 'أضواء الرفاع' });
    const asArabic = (await get(`/api/service-items/${created.json().ServiceItemId}`, arabic)).json();
    expect(asArabic).toMatchObject({ Name: 'تركيب ثريا', BusinessName: 'أضواء الرفاع' });
  });

  it('shows the cart and the order in Arabic, the order as the listing read when it was placed', async () => {
    const customer = await customerWithCart(t.app, [{ serviceItemId: m.service.id }]);
    const cart = await get(`/api/Cart/customer/${customer.user.id}`, { ...customer.headers, ...arabic });
    expect(cart.json().CartItems[0]).toMatchObject({ Name: 'إصلاح تسريب', NameAr: 'إصلاح تسريب' });

    const orderId = await placeOrder(t.app, customer);
    // A later rename does not rewrite what was ordered.
    await t.app.db.update(serviceItems).set({ nameAr: 'اسم جديد' }).where(eq(serviceItems.id, m.service.id));
    const order = (await get(`/api/Order/${orderId}`, { ...customer.headers, ...arabic })).json();
    expect(order.OrderItems[0]).toMatchObject({
      Name: 'إصلاح تسريب',
      Description: 'كشف التسريب وإصلاحه',
      ProviderName: 'أنابيب المنامة',
    });
    const english = (await get(`/api/Order/${orderId}`, customer.headers)).json();
    expect(english.OrderItems[0]).toMatchObject({ Name: 'Leak repair', NameAr: 'إصلاح تسريب' });

    // The bell says it in Arabic too, from the Arabic the notice was raised with.
    const bell = (await get('/api/Notification', { ...customer.headers, ...arabic })).json();
    expect(bell.Items[0]).toMatchObject({ Title: 'تم إنشاء الطلب', Body: expect.stringMatching(/^الطلب رقم /) });
    const englishBell = (await get('/api/Notification', customer.headers)).json();
    expect(englishBell.Items[0]).toMatchObject({ Title: 'Order placed', TitleAr: 'تم إنشاء الطلب' });
  });
});
