import type { RecordedCall } from '@marketplace/client/testing';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AR,
  categories,
  IDS,
  listOf,
  makeServiceItem,
  topProviders,
} from '@/features/catalog/testing/catalog-fixtures';
import { renderInArabic } from '@/features/catalog/testing/render-in-arabic';
import { expectNoEnglish } from '@/testing/arabic';
import { renderApp } from '@/testing/render-app';
import { Component as HomePage } from './home';

// MUI screens take a while to mount under jsdom on a busy machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 5000 });

const service = makeServiceItem({ Name: 'Sofa Shampoo' });
const product = makeServiceItem({ Name: 'Water Filter', Type: 'item', AvailableQuantity: 3 });

function renderHome() {
  return renderApp(<HomePage />, {
    route: '/home',
    path: '/home',
    api: {
      'GET /api/Category': { body: categories },
      'GET /api/service-items': (call: RecordedCall) => ({
        body: listOf(call.query.get('type') === 'item' ? [product] : [service]),
      }),
      'GET /api/Provider/top-rated': { body: topProviders },
    },
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('/home', { timeout: 30_000 }, () => {
  it('has one h1 and the sections in heading order', async () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Find Professional Services in Bahrain');
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(h2s).toEqual([
      'Browse by category',
      'Featured services',
      'Featured items',
      'Top-rated providers',
      'How it works',
    ]);
  });

  it('links each category to the catalog filtered to it', async () => {
    renderHome();
    const link = await within(section('Browse by category')).findByRole('link', { name: /Cleaning/ });
    expect(link).toHaveAttribute('href', `/services?CategoryId=${IDS.cleaning}`);
    expect(within(section('Browse by category')).getByRole('link', { name: /Repairs/ })).toBeInTheDocument();
  });

  it('shows the best-rated service and item as cards linking to their detail pages', async () => {
    const view = renderHome();
    const services = section('Featured services');
    expect(await within(services).findByRole('link', { name: 'Sofa Shampoo' })).toHaveAttribute(
      'href',
      `/services/${service.ServiceItemId}`,
    );
    expect(await within(section('Featured items')).findByRole('link', { name: 'Water Filter' })).toBeInTheDocument();
    const queries = view.api.callsTo('GET', '/api/service-items').map((call) => Object.fromEntries(call.query));
    expect(queries).toEqual(
      expect.arrayContaining([
        { Page: '1', Limit: '4', type: 'service', Sort: 'rating' },
        { Page: '1', Limit: '4', type: 'item', Sort: 'rating' },
      ]),
    );
  });

  it('shows the top-rated providers, linking to their pages', async () => {
    renderHome();
    const link = await within(section('Top-rated providers')).findByRole('link', { name: /Gulf Cleaners/ });
    expect(link).toHaveAttribute('href', `/brands/${IDS.provider}`);
    expect(within(link).getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    // Issue 38: a verified business's card carries the mark (no button inside the card's link).
    expect(within(link).getByRole('img', { name: 'Verified business' })).toBeInTheDocument();
    expect(within(link).queryByRole('button')).toBeNull();
  });

  it('explains the information-request fee from the shared constant', () => {
    renderHome();
    expect(within(section('How it works')).getByText(/each information request costs 0\.900 BHD/)).toBeInTheDocument();
  });

  it('searches the catalog from the hero', async () => {
    const view = renderHome();
    await view.user.type(
      screen.getByRole('searchbox', { name: 'What service are you looking for?' }),
      'ac repair{Enter}',
    );
    expect(await screen.findByText('Page: /services?Search=ac+repair')).toBeInTheDocument();
  });

  it("is a real GET form to the catalog with the spec's Search parameter, so it works unhydrated", () => {
    renderHome();
    const form = screen.getByRole('search', { name: 'Search services' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/services');
    const box = within(form).getByRole('searchbox', { name: 'What service are you looking for?' });
    expect(box).toHaveAttribute('name', 'Search');
    // Uncontrolled: nothing of React's state stands between what was typed and the submit.
    expect(box).not.toHaveAttribute('value');
  });
});

describe('/ar/home', { timeout: 30_000 }, () => {
  const arabicService = AR.serviceItem({ Name: 'غسيل الكنب' });
  const arabicProduct = AR.serviceItem({ Name: 'فلتر مياه', Type: 'item', AvailableQuantity: 3 });

  function renderArabicHome(empty = false) {
    return renderInArabic(<HomePage />, {
      route: '/home',
      path: '/home',
      api: {
        'GET /api/Category': { body: empty ? [] : AR.categories },
        'GET /api/service-items': (call: RecordedCall) => ({
          body: listOf(empty ? [] : [call.query.get('type') === 'item' ? arabicProduct : arabicService]),
        }),
        'GET /api/Provider/top-rated': { body: empty ? [] : AR.topProviders },
      },
    });
  }

  it('says everything in Arabic, with its links and search form under /ar', async () => {
    const view = renderArabicHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('اعثر على الخدمات المهنية في البحرين');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'تصفّح حسب الفئة',
      'خدمات مميزة',
      'منتجات مميزة',
      'مقدمو الخدمات الأعلى تقييمًا',
      'كيف تعمل المنصة',
    ]);
    expect(screen.getByText('محترفون بأعلى التقييمات، جاهزون لخدمتك.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'كل الخدمات' })).toHaveAttribute('href', '/ar/services?type=service');
    expect(screen.getByRole('link', { name: 'كل المنتجات' })).toHaveAttribute('href', '/ar/services?type=item');
    expect(screen.getByRole('link', { name: 'كل العلامات التجارية' })).toHaveAttribute('href', '/ar/brands');
    expect(screen.getByRole('link', { name: 'تصفّح الكتالوج' })).toHaveAttribute('href', '/ar/services');

    // The hero's form works before hydration: the browser sends it to the Arabic catalog.
    const form = screen.getByRole('search', { name: 'البحث في الخدمات' });
    expect(form).toHaveAttribute('action', '/ar/services');
    const box = within(form).getByRole('searchbox', { name: 'ما الخدمة التي تبحث عنها؟' });
    expect(box).toHaveAttribute('placeholder', 'ماذا تحتاج؟ مثلًا: صيانة المكيفات');
    expect(within(form).getByRole('button', { name: 'بحث' })).toBeInTheDocument();

    // The steps name the fee and the VAT in Arabic, with Latin digits.
    const steps = section('كيف تعمل المنصة');
    expect(within(steps).getByRole('heading', { level: 3, name: '1. تصفّح' })).toBeInTheDocument();
    expect(
      within(steps).getByText(/تبلغ تكلفة كل طلب معلومات 0\.900 د\.ب\. أيًّا كان السعر المعروض/),
    ).toBeInTheDocument();
    expect(within(steps).getByText(/بنسبة 10% إلى الطلبات/)).toBeInTheDocument();

    const category = await within(section('تصفّح حسب الفئة')).findByRole('link', { name: /تنظيف/ });
    expect(category).toHaveAttribute('href', `/ar/services?CategoryId=${IDS.cleaning}`);
    expect(await within(section('خدمات مميزة')).findByRole('link', { name: 'غسيل الكنب' })).toHaveAttribute(
      'href',
      `/ar/services/${arabicService.ServiceItemId}`,
    );
    expect(await within(section('منتجات مميزة')).findByRole('link', { name: 'فلتر مياه' })).toBeInTheDocument();
    const provider = await within(section('مقدمو الخدمات الأعلى تقييمًا')).findByRole('link', { name: /منظفو الخليج/ });
    expect(provider).toHaveAttribute('href', `/ar/brands/${IDS.provider}`);
    expectNoEnglish(view.container);
  });

  it('searches the Arabic catalog from the hero', async () => {
    const view = renderArabicHome();
    await view.user.type(screen.getByRole('searchbox', { name: 'ما الخدمة التي تبحث عنها؟' }), 'تكييف{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/services?Search=');
    expect(view.router.state.location.search).toBe(`?Search=${encodeURIComponent('تكييف')}`);
  });

  it('says in Arabic when a section has nothing yet', async () => {
    const view = renderArabicHome(true);
    expect(await screen.findByText('ستظهر الفئات هنا قريبًا.')).toBeInTheDocument();
    expect(await screen.findByText('ستظهر الخدمات هنا قريبًا.')).toBeInTheDocument();
    expect(await screen.findByText('ستظهر المنتجات هنا قريبًا.')).toBeInTheDocument();
    expect(await screen.findByText('سيظهر مقدمو الخدمات لدينا هنا قريبًا.')).toBeInTheDocument();
    expectNoEnglish(view.container);
  });
});
