import type { Answer } from '@marketplace/client/testing';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  AR,
  IDS,
  listOf,
  makeReview,
  makeServiceItem,
  reviewListOf,
} from '@/features/catalog/testing/catalog-fixtures';
import { renderInArabic } from '@/features/catalog/testing/render-in-arabic';
import { expectNoEnglish } from '@/testing/arabic';
import { renderApp } from '@/testing/render-app';
import { Component as ServiceItemPage } from './service-item';
import { Component as ServicesPage } from './services';

// MUI screens take a while to mount under jsdom on a busy machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 5000 });

const item = makeServiceItem({
  ServiceItemId: IDS.item,
  Name: 'Split AC Filter',
  Type: 'item',
  AvailableQuantity: 7,
  Price: 4.25,
  AverageRating: 4.5,
  ReviewCount: 2,
  Photos: ['/media/a.jpg', '/media/b.jpg'],
  CategoryName: 'Repairs',
  CategoryId: IDS.repairs,
  BusinessName: 'Cool Air Co',
  Location: 'Riffa',
  Description: 'Fits most split units.',
});

const verifiedItem = { ...item, BusinessVerification: 'verified' as const };
const expiredItem = { ...item, BusinessVerification: 'expired' as const };
const EXPLANATION =
  "The marketplace checked this business's commercial registration, the identity of the person who runs it and its bank account.";
const RENEWING = 'This business is renewing its verification and is not taking new requests right now.';

function renderItem(answers: Record<string, Answer>, route = `/services/${IDS.item}`) {
  return renderApp(<ServiceItemPage />, { route, path: '/services/:serviceItemId', api: answers });
}

const found: Record<string, Answer> = {
  [`GET /api/service-items/${IDS.item}`]: { body: item },
  [`GET /api/Review/service-item/${IDS.item}`]: {
    body: reviewListOf([
      makeReview(),
      makeReview({ ReviewId: '44444444-4444-4444-8444-444444444444', Rating: 4, Comment: '', ReviewerName: 'Ali K.' }),
    ]),
  },
};

describe('/services/:serviceItemId', { timeout: 30_000 }, () => {
  it('shows the listing: photos, facts, stock, price note, reviews and the cart control', async () => {
    renderItem(found);
    expect(await screen.findByRole('heading', { level: 1, name: 'Split AC Filter' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Split AC Filter, photo 1 of 2' })).toBeInTheDocument();
    expect(screen.getByText('Item')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Category: Repairs/ })).toHaveAttribute(
      'href',
      `/services?CategoryId=${IDS.repairs}`,
    );
    expect(screen.getByRole('link', { name: 'Cool Air Co' })).toHaveAttribute('href', `/brands/${IDS.provider}`);
    expect(screen.getByText('Riffa')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(2 reviews)')).toBeInTheDocument();
    expect(screen.getByText('In stock: 7')).toBeInTheDocument();
    expect(screen.getByText('4.250 BHD')).toBeInTheDocument();
    expect(screen.getByText(/fixed fee of 0\.900 BHD per request/)).toBeInTheDocument();
    expect(screen.getByText('Fits most split units.')).toBeInTheDocument();
    // A visitor's cart control (the cart feature's button) asks them to sign in.
    expect(screen.getByRole('link', { name: 'Sign in to add to cart' })).toBeInTheDocument();

    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(await within(reviews).findByText('Spotless, and on time.')).toBeInTheDocument();
    expect(within(reviews).getByText('Fatima A.')).toBeInTheDocument();
    expect(within(reviews).getByText('Ali K.')).toBeInTheDocument();
  });

  it("dates a review in Bahrain time, whatever the browser's zone (the server's render says the same day)", async () => {
    const lateEvening = makeReview({ CreatedAt: '2026-10-15T21:04:05Z', Comment: 'Came the same night.' });
    renderItem({ ...found, [`GET /api/Review/service-item/${IDS.item}`]: { body: reviewListOf([lateEvening]) } });
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(reviews).findByText('16 October 2026')).toBeInTheDocument();
  });

  it('says when an item is out of stock', async () => {
    renderItem({ ...found, [`GET /api/service-items/${IDS.item}`]: { body: { ...item, AvailableQuantity: 0 } } });
    expect(await screen.findByText('Out of stock', { selector: 'h6' })).toBeInTheDocument();
  });

  it('shows the Verified business badge beside a verified business, with a way to the help text (issue 38)', async () => {
    const view = renderItem({ ...found, [`GET /api/service-items/${IDS.item}`]: { body: verifiedItem } });
    const provider = await screen.findByRole('link', { name: 'Cool Air Co' });
    const badge = within(provider.parentElement!).getByRole('button', { name: 'Verified business' });
    expect(badge).toHaveAccessibleDescription(EXPLANATION);
    await view.user.click(badge);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(EXPLANATION);
    expect(within(tooltip).getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      '/help#verified-businesses',
    );
    // A verified business takes requests as usual.
    expect(screen.getByRole('link', { name: 'Sign in to add to cart' })).toBeInTheDocument();
  });

  it.each(['unverified', 'expired'] as const)('shows no badge when the business is %s', async (verification) => {
    renderItem({
      ...found,
      [`GET /api/service-items/${IDS.item}`]: { body: { ...item, BusinessVerification: verification } },
    });
    await screen.findByRole('link', { name: 'Cool Air Co' });
    expect(screen.queryByRole('button', { name: 'Verified business' })).toBeNull();
  });

  it('says a renewing business takes no new requests, its add to cart disabled (issue 38)', async () => {
    renderItem({ ...found, [`GET /api/service-items/${IDS.item}`]: { body: expiredItem } });
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(RENEWING);
    expect(screen.getByText(RENEWING)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Sign in to add to cart' })).toBeNull();
    // The listing stays readable: its facts and price are still there.
    expect(screen.getByText('4.250 BHD')).toBeInTheDocument();
  });

  it('shows "Service not found" with a way back to the catalog for a 404', async () => {
    const view = renderItem({
      [`GET /api/service-items/${IDS.item}`]: { status: 404, body: { Message: 'Service item not found' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Service not found' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Browse services' }));
    expect(await screen.findByText('Page: /services')).toBeInTheDocument();
  });

  it('shows "Service not found" for a malformed id too', async () => {
    renderItem(
      { 'GET /api/service-items/*': { status: 400, body: { Message: 'params/id must match format "uuid"' } } },
      '/services/nope',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Service not found' })).toBeInTheDocument();
  });

  it('offers Retry when the listing fails to load', async () => {
    const view = renderItem({ [`GET /api/service-items/${IDS.item}`]: { status: 500 } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch service items');
    view.api.route(`GET /api/service-items/${IDS.item}`, { body: item });
    view.api.route(`GET /api/Review/service-item/${IDS.item}`, { body: reviewListOf([]) });
    await view.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Split AC Filter' })).toBeInTheDocument();
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });

  it('goes back to the same results it was opened from', async () => {
    const view = renderApp(<ServicesPage />, {
      route: '/services?Search=filter&Page=2',
      path: '/services',
      routes: [{ path: '/services/:serviceItemId', element: <ServiceItemPage /> }],
      api: {
        'GET /api/Category': { body: [] },
        'GET /api/service-items': { body: listOf([item], { Page: 2, TotalItems: 11 }) },
        ...found,
      },
    });
    await view.user.click(await screen.findByRole('link', { name: 'Split AC Filter' }));
    await view.user.click(await screen.findByRole('button', { name: 'Back to results' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse Services' })).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?Search=filter&Page=2');
  });

  it('pages the reviews with links (?ReviewsPage=), and Back still returns to the results', async () => {
    const manyReviews = { body: { ...reviewListOf([makeReview()]), TotalItems: 7, TotalPages: 2 } };
    const view = renderApp(<ServicesPage />, {
      route: '/services?Search=filter',
      path: '/services',
      routes: [{ path: '/services/:serviceItemId', element: <ServiceItemPage /> }],
      api: {
        'GET /api/Category': { body: [] },
        'GET /api/service-items': { body: listOf([item]) },
        ...found,
        [`GET /api/Review/service-item/${IDS.item}`]: manyReviews,
      },
    });
    await view.user.click(await screen.findByRole('link', { name: 'Split AC Filter' }));
    const pages = await screen.findByRole('navigation', { name: 'Review pages' });
    const next = within(pages).getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', `/services/${IDS.item}?ReviewsPage=2`);
    await view.user.click(next);
    expect(view.router.state.location.search).toBe('?ReviewsPage=2');
    const calls = view.api.callsTo('GET', `/api/Review/service-item/${IDS.item}`);
    await vi.waitFor(() => expect(Object.fromEntries(calls.at(-1)?.query ?? [])).toMatchObject({ page: '2' }));
    await view.user.click(screen.getByRole('button', { name: 'Back to results' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse Services' })).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?Search=filter');
  });

  it('opens the catalog when there are no results to go back to', async () => {
    const view = renderItem(found);
    await view.user.click(await screen.findByRole('button', { name: 'Browse all services' }));
    expect(await screen.findByText('Page: /services')).toBeInTheDocument();
  });
});

describe('/ar/services/:serviceItemId', { timeout: 30_000 }, () => {
  const arabicItem = AR.serviceItem({
    ServiceItemId: IDS.item,
    Name: 'فلتر مكيف سبليت',
    Type: 'item',
    AvailableQuantity: 7,
    Price: 4.25,
    CategoryName: 'صيانة',
    CategoryId: IDS.repairs,
    BusinessName: 'شركة الهواء البارد',
    Location: 'الرفاع',
    Description: 'يناسب معظم وحدات السبليت.',
  });
  const reviews = {
    body: { ...reviewListOf([AR.review({ CreatedAt: '2026-10-15T21:04:05Z' })]), TotalItems: 7, TotalPages: 2 },
  };
  const arabicFound: Record<string, Answer> = {
    [`GET /api/service-items/${IDS.item}`]: { body: arabicItem },
    [`GET /api/Review/service-item/${IDS.item}`]: reviews,
  };
  const renderArabicItem = (answers: Record<string, Answer>) =>
    renderInArabic(<ServiceItemPage />, {
      route: `/services/${IDS.item}`,
      path: '/services/:serviceItemId',
      api: answers,
    });

  it('shows the listing in Arabic: facts, stock, price note, description, reviews and their pager under /ar', async () => {
    const view = renderArabicItem(arabicFound);
    expect(await screen.findByRole('heading', { level: 1, name: 'فلتر مكيف سبليت' })).toBeInTheDocument();
    expect(screen.getByText('منتج')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الفئة: صيانة. تصفّح هذه الفئة' })).toHaveAttribute(
      'href',
      `/ar/services?CategoryId=${IDS.repairs}`,
    );
    const provider = screen.getByRole('link', { name: 'شركة الهواء البارد' });
    expect(provider).toHaveAttribute('href', `/ar/brands/${IDS.provider}`);
    expect(provider.parentElement).toHaveTextContent('من تقديم شركة الهواء البارد');
    expect(screen.getByText('الكمية المتوفرة: 7')).toBeInTheDocument();
    expect(screen.getByText('السعر الاسترشادي')).toBeInTheDocument();
    expect(screen.getByText(/مقابل رسم ثابت قدره 0\.900 د\.ب\. لكل طلب/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'عن هذا المنتج' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تصفّح جميع الخدمات' })).toBeInTheDocument();

    const section = screen.getByRole('region', { name: 'المراجعات' });
    expect(await within(section).findByText('نظافة ممتازة وفي الموعد.')).toBeInTheDocument();
    // Bahrain's day, the month named in Arabic, Latin digits.
    expect(within(section).getByText('16 أكتوبر 2026')).toBeInTheDocument();
    const pages = within(section).getByRole('navigation', { name: 'صفحات المراجعات' });
    expect(within(pages).getByText('عرض 1 إلى 5 من أصل 7 مراجعات')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'التالي' })).toHaveAttribute(
      'href',
      `/ar/services/${IDS.item}?ReviewsPage=2`,
    );
    // The cart's control beside the price is the cart feature's, checked by its own tests.
    const cartControl = screen.getByRole('alert').nextElementSibling!;
    expectNoEnglish(view.container, { skip: [cartControl] });
  });

  it('shows the Verified business badge in Arabic, its help text under /ar', async () => {
    const view = renderArabicItem({
      ...arabicFound,
      [`GET /api/service-items/${IDS.item}`]: { body: { ...arabicItem, BusinessVerification: 'verified' } },
    });
    const provider = await screen.findByRole('link', { name: 'شركة الهواء البارد' });
    const badge = within(provider.parentElement!).getByRole('button', { name: 'نشاط تجاري موثّق' });
    expect(badge).toHaveAccessibleDescription(
      'تحقّق السوق من السجل التجاري لهذا النشاط وهوية القائم عليه وحسابه المصرفي.',
    );
    await view.user.click(badge);
    const tooltip = await screen.findByRole('tooltip');
    expect(within(tooltip).getByRole('link', { name: 'اعرف المزيد' })).toHaveAttribute(
      'href',
      '/ar/help#verified-businesses',
    );
    const cartControl = screen.getByRole('alert').nextElementSibling!;
    expectNoEnglish(view.container, { skip: [cartControl] });
  });

  it('says in Arabic that a renewing business takes no new requests, its add to cart disabled', async () => {
    const view = renderArabicItem({
      ...arabicFound,
      [`GET /api/service-items/${IDS.item}`]: { body: { ...arabicItem, BusinessVerification: 'expired' } },
    });
    const add = await screen.findByRole('button', { name: 'أضف إلى السلة' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('يجدّد هذا النشاط التجاري توثيقه ولا يستقبل طلبات جديدة في الوقت الحالي.');
    expect(screen.queryByRole('button', { name: 'نشاط تجاري موثّق' })).toBeNull();
    // The whole page in Arabic, the cart's control included.
    expectNoEnglish(view.container);
  });

  it('titles a service as a service, and says so when it has no description or reviews yet', async () => {
    const view = renderArabicItem({
      [`GET /api/service-items/${IDS.item}`]: { body: { ...arabicItem, Type: 'service', Description: '' } },
      [`GET /api/Review/service-item/${IDS.item}`]: { body: reviewListOf([]) },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'عن هذه الخدمة' })).toBeInTheDocument();
    expect(screen.getByText('خدمة')).toBeInTheDocument();
    expect(screen.getByText('متاح')).toBeInTheDocument();
    expect(screen.getByText('لم يُضف مقدم الخدمة وصفًا بعد.')).toBeInTheDocument();
    expect(await screen.findByText('لا توجد مراجعات بعد.')).toBeInTheDocument();
    const cartControl = screen.getByRole('alert').nextElementSibling!;
    expectNoEnglish(view.container, { skip: [cartControl] });
  });

  it('says in Arabic that a listing is not found, with a way to the Arabic catalog', async () => {
    const view = renderArabicItem({
      [`GET /api/service-items/${IDS.item}`]: { status: 404, body: { Message: 'Service item not found' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'الخدمة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByText('هذه الخدمة أو هذا المنتج غير موجود أو لم يعد معروضًا.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تصفّح الخدمات' })).toHaveAttribute('href', '/ar/services');
    expectNoEnglish(view.container);
  });

  it('offers the way back to the results in Arabic', async () => {
    const view = renderInArabic(<ServicesPage />, {
      route: '/services?Search=فلتر',
      path: '/services',
      routes: [{ path: '/services/:serviceItemId', element: <ServiceItemPage /> }],
      api: {
        'GET /api/Category': { body: [] },
        'GET /api/service-items': { body: listOf([arabicItem]) },
        ...arabicFound,
      },
    });
    await view.user.click(await screen.findByRole('link', { name: 'فلتر مكيف سبليت' }));
    await view.user.click(await screen.findByRole('button', { name: 'العودة إلى النتائج' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'تصفّح الخدمات' })).toBeInTheDocument();
  });
});
