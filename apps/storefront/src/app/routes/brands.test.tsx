import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AR, categories, IDS, makeProvider, topProviders } from '@/features/catalog/testing/catalog-fixtures';
import { renderInArabic } from '@/features/catalog/testing/render-in-arabic';
import { expectNoEnglish } from '@/testing/arabic';
import { renderApp } from '@/testing/render-app';
import { Component as BrandsPage } from './brands';

// MUI screens take a while to mount under jsdom on a busy machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 5000 });

const unrated = makeProvider({
  ProviderId: '5c9e6679-7425-40de-944b-e07fc1f90ae8',
  BusinessName: 'Pearl Tutors',
  BusinessCategoryId: IDS.repairs,
  PrimaryLocation: 'Muharraq',
});

function renderBrands(route = '/brands', totalItems = 2, items = [makeProvider(), unrated]) {
  return renderApp(<BrandsPage />, {
    route,
    path: '/brands',
    api: {
      'GET /api/Category': { body: categories },
      'GET /api/Provider/top-rated': { body: topProviders },
      'GET /api/Provider/providers': {
        body: {
          Items: items,
          Page: 1,
          Limit: 12,
          TotalItems: totalItems,
          TotalPages: Math.ceil(totalItems / 12),
        },
      },
    },
  });
}

describe('/brands', { timeout: 30_000 }, () => {
  it('lists the active providers with category, location, description and rating', async () => {
    const view = renderBrands();
    expect(screen.getByRole('heading', { level: 1, name: 'Trusted Brands' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Gulf Cleaners' })).closest('li')!;
    expect(within(card).getByText('Manama')).toBeInTheDocument();
    expect(within(card).getByText('Home and office cleaning since 2010.')).toBeInTheDocument();
    expect(await within(card).findByText('Cleaning')).toBeInTheDocument();
    expect(await within(card).findByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View services of Gulf Cleaners' })).toHaveAttribute(
      'href',
      `/brands/${IDS.provider}`,
    );
    const other = screen.getByRole('heading', { level: 3, name: 'Pearl Tutors' }).closest('li')!;
    expect(within(other).queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    const query = Object.fromEntries(view.api.callsTo('GET', '/api/Provider/providers')[0]!.query);
    expect(query).toEqual({ Status: 'active', Page: '1', Limit: '12' });
  });

  it('badges the card of a verified business only (issue 38)', async () => {
    renderBrands('/brands', 3, [
      makeProvider({ Verification: 'verified' }),
      unrated,
      makeProvider({
        ProviderId: '6c9e6679-7425-40de-944b-e07fc1f90ae9',
        BusinessName: 'Renewing Co',
        Verification: 'expired',
      }),
    ]);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Gulf Cleaners' })).closest('li')!;
    expect(within(card).getByRole('button', { name: 'Verified business' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Verified business' })).toHaveLength(1);
  });

  it('searches and pages through the URL', async () => {
    const view = renderBrands('/brands', 30);
    await screen.findByRole('heading', { level: 3, name: 'Gulf Cleaners' });
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?Page=2'));
    await view.user.type(screen.getByRole('searchbox', { name: 'Search brands' }), 'pearl{Enter}');
    await waitFor(() => expect(view.router.state.location.search).toBe('?Search=pearl'));
    const last = view.api.callsTo('GET', '/api/Provider/providers').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ Status: 'active', Page: '1', Limit: '12', Search: 'pearl' });
  });

  it('says when no brand matches', async () => {
    renderApp(<BrandsPage />, {
      route: '/brands?Search=zzz',
      path: '/brands',
      api: {
        'GET /api/Category': { body: categories },
        'GET /api/Provider/top-rated': { body: [] },
        'GET /api/Provider/providers': { body: { Items: [], Page: 1, Limit: 12, TotalItems: 0, TotalPages: 0 } },
      },
    });
    expect(await screen.findByRole('heading', { name: 'No brands found' })).toBeInTheDocument();
  });

  it('shows the spec fallback when the list fails', async () => {
    renderApp(<BrandsPage />, {
      route: '/brands',
      path: '/brands',
      api: { 'GET /api/Provider/providers': { status: 500 } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch providers');
  });
});

describe('/ar/brands', { timeout: 30_000 }, () => {
  const arabicUnrated = AR.provider({
    ProviderId: unrated.ProviderId,
    BusinessName: 'معلمو اللؤلؤ',
    BusinessCategoryId: IDS.repairs,
    PrimaryLocation: 'المحرق',
    BusinessDescription: 'دروس خصوصية في المنزل.',
  });

  function renderArabicBrands(route: string, items: ReturnType<typeof makeProvider>[], totalItems = items.length) {
    return renderInArabic(<BrandsPage />, {
      route,
      path: '/brands',
      api: {
        'GET /api/Category': { body: AR.categories },
        'GET /api/Provider/top-rated': { body: AR.topProviders },
        'GET /api/Provider/providers': {
          body: { Items: items, Page: 1, Limit: 12, TotalItems: totalItems, TotalPages: Math.ceil(totalItems / 12) },
        },
      },
    });
  }

  it('lists the brands in Arabic, each linking to its Arabic page', async () => {
    const view = renderArabicBrands('/brands', [AR.provider(), arabicUnrated]);
    expect(screen.getByRole('heading', { level: 1, name: 'علامات تجارية موثوقة' })).toBeInTheDocument();
    expect(screen.getByText(/أنشطة تجارية تخدم العملاء/)).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'ابحث في العلامات التجارية' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'ابحث في العلامات التجارية' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'علامتان تجاريتان' })).toBeInTheDocument();
    const card = screen.getByRole('heading', { level: 3, name: 'منظفو الخليج' }).closest('li')!;
    expect(await within(card).findByText('تنظيف')).toHaveAttribute('dir', 'auto');
    const link = within(card).getByRole('link', { name: 'عرض الخدمات لدى منظفو الخليج' });
    expect(link).toHaveTextContent('عرض الخدمات');
    expect(link).toHaveAttribute('href', `/ar/brands/${IDS.provider}`);
    expect(await within(card).findByRole('img', { name: /4\.8/ })).toBeInTheDocument();
    expectNoEnglish(view.container);
  });

  it('badges a verified business in Arabic', async () => {
    const view = renderArabicBrands('/brands', [AR.provider({ Verification: 'verified' }), arabicUnrated]);
    const card = (await screen.findByRole('heading', { level: 3, name: 'منظفو الخليج' })).closest('li')!;
    expect(within(card).getByRole('button', { name: 'نشاط تجاري موثّق' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'نشاط تجاري موثّق' })).toHaveLength(1);
    await within(card).findByText('تنظيف');
    expectNoEnglish(view.container);
  });

  it('counts one brand, and a page of many, in Arabic', async () => {
    const one = renderArabicBrands('/brands', [AR.provider()]);
    expect(await screen.findByRole('heading', { level: 2, name: 'علامة تجارية واحدة' })).toBeInTheDocument();
    one.unmount();
    const view = renderArabicBrands('/brands', [AR.provider(), arabicUnrated], 30);
    expect(await screen.findByRole('heading', { level: 2, name: '30 علامة تجارية' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'صفحات العلامات التجارية' });
    expect(within(pages).getByText('عرض 1 إلى 12 من أصل 30 علامة تجارية')).toBeInTheDocument();
    await view.user.click(within(pages).getByRole('button', { name: 'التالي' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?Page=2'));
  });

  it('says in Arabic when no brand matches or none is listed yet', async () => {
    const view = renderArabicBrands('/brands?Search=zzz', []);
    expect(await screen.findByRole('heading', { name: 'لم نعثر على علامات تجارية' })).toBeInTheDocument();
    expect(screen.getByText('جرّب اسمًا آخر أو امسح البحث.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'لا توجد علامات تجارية' })).toBeInTheDocument();
    view.unmount();
    renderArabicBrands('/brands', []);
    expect(await screen.findByText('سيظهر مقدمو الخدمات لدينا هنا قريبًا.')).toBeInTheDocument();
  });
});
