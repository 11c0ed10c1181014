import type { Answer, RecordedCall } from '@marketplace/client/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AR,
  categories,
  IDS,
  listOf,
  makeProvider,
  makeServiceItem,
} from '@/features/catalog/testing/catalog-fixtures';
import { renderInArabic } from '@/features/catalog/testing/render-in-arabic';
import { expectNoEnglish } from '@/testing/arabic';
import { renderApp } from '@/testing/render-app';
import { Component as ServicesPage } from './services';

// MUI screens take a while to mount under jsdom on a busy machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 5000 });

const items = [
  makeServiceItem({ Name: 'Deep Clean' }),
  makeServiceItem({ Name: 'AC Filter', Type: 'item', AvailableQuantity: 7 }),
];

function renderServices(route = '/services', list = listOf(items)) {
  return renderApp(<ServicesPage />, {
    route,
    path: '/services',
    api: {
      'GET /api/Category': { body: categories },
      'GET /api/service-items': { body: list },
    },
  });
}

type View = ReturnType<typeof renderServices>;
const lastQuery = (view: View): Record<string, string> => {
  const calls: RecordedCall[] = view.api.callsTo('GET', '/api/service-items');
  return Object.fromEntries(calls.at(-1)?.query ?? []);
};
const urlOf = (view: Pick<View, 'router'>) =>
  Object.fromEntries(new URLSearchParams(view.router.state.location.search));

async function choose(view: View, label: string, option: string) {
  await view.user.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

describe('/services', { timeout: 30_000 }, () => {
  it('shows the listings as cards linking to their detail page', async () => {
    renderServices();
    expect(screen.getByRole('heading', { level: 1, name: 'Browse Services' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Deep Clean' });
    expect(link).toHaveAttribute('href', `/services/${items[0]!.ServiceItemId}`);
    expect(screen.getByRole('heading', { level: 2, name: '2 results' })).toBeInTheDocument();
    expect(screen.getByText('7 in stock')).toBeInTheDocument();
  });

  it('starts from the filters of a shared link and sends them to the API', async () => {
    const route = `/services?Search=clean&type=item&CategoryId=${IDS.repairs}&MinPrice=2&MaxPrice=10&Address=Riffa&Sort=price-asc&Page=2`;
    const view = renderServices(route, listOf(items, { Page: 2, TotalItems: 12 }));
    await screen.findByRole('link', { name: 'Deep Clean' });
    expect(lastQuery(view)).toEqual({
      Page: '2',
      Limit: '10',
      Search: 'clean',
      type: 'item',
      CategoryId: IDS.repairs,
      PriceRange: '2-10',
      Address: 'Riffa',
      Sort: 'price-asc',
    });
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveValue('clean');
    expect(screen.getByRole('searchbox', { name: 'Location' })).toHaveValue('Riffa');
    expect(screen.getByRole('textbox', { name: 'Min price (BHD)' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Max price (BHD)' })).toHaveValue('10');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveDisplayValue('Items');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Price: low to high');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Repairs'));
    expect(screen.getByText('Showing 11 to 12 of 12 results')).toBeInTheDocument();
  });

  it('puts the selects in the URL, sends them, and goes back to page 1', async () => {
    const view = renderServices('/services?Page=3', listOf(items, { Page: 3, TotalItems: 40 }));
    await screen.findByRole('link', { name: 'Deep Clean' });
    expect(lastQuery(view).Page).toBe('3');

    await choose(view, 'Type', 'Items');
    await waitFor(() => expect(urlOf(view)).toEqual({ type: 'item' }));
    await waitFor(() => expect(lastQuery(view)).toMatchObject({ type: 'item', Page: '1' }));

    await choose(view, 'Sort by', 'Price: high to low');
    await choose(view, 'Category', 'Cleaning');
    await waitFor(() => expect(lastQuery(view)).toMatchObject({ Sort: 'price-desc', CategoryId: IDS.cleaning }));
    expect(urlOf(view)).toEqual({ type: 'item', Sort: 'price-desc', CategoryId: IDS.cleaning });
  });

  it('applies the price range and the search after a pause in typing', async () => {
    const view = renderServices('/services?Page=2', listOf(items, { Page: 2, TotalItems: 40 }));
    await screen.findByRole('link', { name: 'Deep Clean' });
    await view.user.type(screen.getByRole('textbox', { name: 'Min price (BHD)' }), '5');
    await view.user.type(screen.getByRole('textbox', { name: 'Max price (BHD)' }), '20.5');
    await waitFor(() => expect(lastQuery(view)).toMatchObject({ PriceRange: '5-20.5', Page: '1' }));

    await view.user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'deep clean');
    await waitFor(() => expect(lastQuery(view)).toMatchObject({ Search: 'deep clean' }));
    expect(urlOf(view)).toEqual({ MinPrice: '5', MaxPrice: '20.5', Search: 'deep clean' });
    // The space typed between the words survived the pauses (the box shows the URL's value back).
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveValue('deep clean');
  });

  it('pages with Next and keeps the filters', async () => {
    const view = renderServices('/services?type=service', listOf(items, { TotalItems: 25 }));
    await screen.findByRole('link', { name: 'Deep Clean' });
    // A link to the next page (it works before hydration), followed in place by the app.
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/services?type=service&Page=2');
    await view.user.click(next);
    await waitFor(() => expect(urlOf(view)).toEqual({ type: 'service', Page: '2' }));
    await waitFor(() => expect(lastQuery(view)).toMatchObject({ type: 'service', Page: '2' }));
  });

  it('is a GET form to /services named like the URL, and its Search button applies everything at once', async () => {
    const view = renderServices(
      `/services?ProviderId=${IDS.provider}&Page=2`,
      listOf(items, { Page: 2, TotalItems: 40 }),
    );
    await screen.findByRole('link', { name: 'Deep Clean' });
    const form = screen.getByRole('search', { name: 'Search and filter services' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/services');
    // What the browser sends without JavaScript: the spec's names, the defaults empty.
    expect([...new FormData(form as HTMLFormElement).keys()].sort()).toEqual(
      ['Address', 'CategoryId', 'MaxPrice', 'MinPrice', 'ProviderId', 'Search', 'Sort', 'type'].sort(),
    );
    await view.user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'sofa');
    await view.user.type(screen.getByRole('textbox', { name: 'Max price (BHD)' }), '30');
    await choose(view, 'Category', 'Cleaning');
    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(urlOf(view)).toEqual({
        Search: 'sofa',
        MaxPrice: '30',
        CategoryId: IDS.cleaning,
        ProviderId: IDS.provider,
      }),
    );
    await waitFor(() =>
      expect(lastQuery(view)).toMatchObject({
        Search: 'sofa',
        PriceRange: '0-30',
        CategoryId: IDS.cleaning,
        Page: '1',
      }),
    );
  });

  it('refuses a reversed price range without sending it', async () => {
    const view = renderServices();
    await screen.findByRole('link', { name: 'Deep Clean' });
    await view.user.type(screen.getByRole('textbox', { name: 'Min price (BHD)' }), '20');
    await view.user.type(screen.getByRole('textbox', { name: 'Max price (BHD)' }), '5{Enter}');
    expect(await screen.findByText('Max price must not be below min price')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(urlOf(view).MaxPrice).toBeUndefined();
    expect(lastQuery(view).PriceRange ?? '').not.toContain('-5');
  });

  it('says when nothing matches, and clears the filters', async () => {
    const view = renderServices('/services?Search=zzz&type=item', listOf([]));
    expect(await screen.findByRole('heading', { name: 'No services found' })).toBeInTheDocument();
    expect(screen.getByText(/clear the filters/)).toBeInTheDocument();
    const empty = screen.getByRole('heading', { name: 'No services found' }).closest('section')!;
    const clear = within(empty).getByRole('link', { name: 'Clear filters' });
    expect(clear).toHaveAttribute('href', '/services');
    await view.user.click(clear);
    await waitFor(() => expect(urlOf(view)).toEqual({}));
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveValue('');
  });

  it('narrows to one provider from a brands link, and widens again', async () => {
    const view = renderApp(<ServicesPage />, {
      route: `/services?ProviderId=${IDS.provider}`,
      path: '/services',
      api: {
        'GET /api/Category': { body: categories },
        'GET /api/service-items': { body: listOf(items) },
        [`GET /api/Provider/${IDS.provider}`]: { body: makeProvider() },
      },
    });
    // The listings' cards name the business too: the notice is the line beside "Show all providers".
    const allProviders = await screen.findByRole('link', { name: 'Show all providers' });
    await waitFor(() => expect(allProviders.parentElement).toHaveTextContent('Showing services from Gulf Cleaners'));
    expect(lastQuery(view)).toMatchObject({ ProviderId: IDS.provider });
    expect(allProviders).toHaveAttribute('href', '/services');
    await view.user.click(allProviders);
    await waitFor(() => expect(urlOf(view)).toEqual({}));
    await waitFor(() => expect(lastQuery(view).ProviderId).toBeUndefined());
  });

  it('refreshes the stock shown when a stockUpdated event arrives', async () => {
    const view = renderServices();
    await screen.findByRole('link', { name: 'Deep Clean' });
    const before = view.api.callsTo('GET', '/api/service-items').length;
    window.dispatchEvent(new Event('stockUpdated'));
    await waitFor(() => expect(view.api.callsTo('GET', '/api/service-items').length).toBe(before + 1));
  });

  it('shows the spec fallback when the list fails, and retries', async () => {
    const view = renderApp(<ServicesPage />, {
      route: '/services',
      path: '/services',
      api: { 'GET /api/Category': { body: categories }, 'GET /api/service-items': { status: 500 } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch service items');
    view.api.route('GET /api/service-items', { body: listOf(items) });
    await view.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Deep Clean' })).toBeInTheDocument();
  });
});

describe('/ar/services', { timeout: 30_000 }, () => {
  const arabicItems = [AR.serviceItem(), AR.serviceItem({ Name: 'فلتر مكيف', Type: 'item', AvailableQuantity: 7 })];

  function renderArabicServices(route = '/services', list = listOf(arabicItems), more: Record<string, Answer> = {}) {
    return renderInArabic(<ServicesPage />, {
      route,
      path: '/services',
      api: {
        'GET /api/Category': { body: AR.categories },
        'GET /api/service-items': { body: list },
        ...more,
      },
    });
  }

  it('labels the page, the filters and the results in Arabic, with the form and pager under /ar', async () => {
    const view = renderArabicServices('/services?type=service&Sort=price-asc', listOf(arabicItems, { TotalItems: 12 }));
    expect(screen.getByRole('heading', { level: 1, name: 'تصفّح الخدمات' })).toBeInTheDocument();
    expect(screen.getByText(/الأسعار المعروضة استرشادية/)).toBeInTheDocument();
    await screen.findByRole('link', { name: 'تنظيف عميق' });
    expect(screen.getByRole('heading', { level: 2, name: '12 نتيجة' })).toBeInTheDocument();

    // Sent without JavaScript, the form loads the Arabic catalog.
    const form = screen.getByRole('search', { name: 'البحث في الخدمات وتصفيتها' });
    expect(form).toHaveAttribute('action', '/ar/services');
    expect(within(form).getByRole('searchbox', { name: 'ابحث في الخدمات' })).toBeInTheDocument();
    expect(within(form).getByRole('searchbox', { name: 'الموقع' })).toHaveAttribute(
      'placeholder',
      'الموقع، مثلًا: المنامة',
    );
    expect(within(form).getByRole('textbox', { name: 'أدنى سعر (د.ب.)' })).toHaveAttribute(
      'title',
      'أدخل مبلغًا بالدينار البحريني، مثلًا 12.500',
    );
    expect(within(form).getByRole('textbox', { name: 'أعلى سعر (د.ب.)' })).toBeInTheDocument();
    const options = (name: string) =>
      within(within(form).getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('النوع')).toEqual(['الكل', 'الخدمات', 'المنتجات']);
    expect(options('ترتيب حسب')).toEqual([
      'الأحدث أولًا',
      'السعر: من الأقل إلى الأعلى',
      'السعر: من الأعلى إلى الأقل',
      'الأعلى تقييمًا',
    ]);
    await waitFor(() => expect(options('الفئة')).toEqual(['كل الفئات', 'تنظيف', 'صيانة']));
    expect(within(form).getByRole('combobox', { name: 'ترتيب حسب' })).toHaveDisplayValue('السعر: من الأقل إلى الأعلى');
    expect(within(form).getByRole('link', { name: 'مسح عوامل التصفية' })).toHaveAttribute('href', '/ar/services');
    expect(within(form).getByRole('button', { name: 'بحث' })).toBeInTheDocument();

    // The pager's links work before hydration too, in Arabic.
    const pages = screen.getByRole('navigation', { name: 'صفحات النتائج' });
    expect(within(pages).getByText('عرض 1 إلى 10 من أصل 12 نتيجة')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'التالي' })).toHaveAttribute(
      'href',
      '/ar/services?type=service&Sort=price-asc&Page=2',
    );
    await view.user.click(within(pages).getByRole('link', { name: 'التالي' }));
    await waitFor(() => expect(urlOf(view)).toEqual({ type: 'service', Sort: 'price-asc', Page: '2' }));
    expectNoEnglish(view.container);
  });

  it('counts one, two and three results in Arabic', async () => {
    const first = renderArabicServices('/services', listOf(arabicItems.slice(0, 1)));
    expect(await screen.findByRole('heading', { level: 2, name: 'نتيجة واحدة' })).toBeInTheDocument();
    first.unmount();
    const second = renderArabicServices('/services', listOf(arabicItems));
    expect(await screen.findByRole('heading', { level: 2, name: 'نتيجتان' })).toBeInTheDocument();
    second.unmount();
    renderArabicServices('/services', listOf([...arabicItems, AR.serviceItem({ Name: 'تنظيف سجاد' })]));
    expect(await screen.findByRole('heading', { level: 2, name: '3 نتائج' })).toBeInTheDocument();
  });

  it('explains a wrong price range in Arabic', async () => {
    const view = renderArabicServices();
    await screen.findByRole('link', { name: 'تنظيف عميق' });
    await view.user.type(screen.getByRole('textbox', { name: 'أدنى سعر (د.ب.)' }), '20');
    await view.user.type(screen.getByRole('textbox', { name: 'أعلى سعر (د.ب.)' }), '5{Enter}');
    expect(await screen.findByText('يجب ألا يقل أعلى سعر عن أدنى سعر')).toBeInTheDocument();
    await view.user.clear(screen.getByRole('textbox', { name: 'أعلى سعر (د.ب.)' }));
    await view.user.type(screen.getByRole('textbox', { name: 'أعلى سعر (د.ب.)' }), 'abc');
    expect(await screen.findByText('أدخل مبلغًا بالدينار البحريني، مثلًا 12.500')).toBeInTheDocument();
  });

  it('says in Arabic when nothing matches, and clears the filters under /ar', async () => {
    const view = renderArabicServices('/services?Search=zzz', listOf([]));
    const title = await screen.findByRole('heading', { name: 'لم نعثر على خدمات' });
    const empty = title.closest('section')!;
    expect(
      within(empty).getByText('جرّب كلمات أخرى أو نطاق أسعار أوسع أو فئة أخرى، أو امسح عوامل التصفية.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'لا توجد نتائج' })).toBeInTheDocument();
    const clear = within(empty).getByRole('link', { name: 'مسح عوامل التصفية' });
    expect(clear).toHaveAttribute('href', '/ar/services');
    expectNoEnglish(view.container);
    await view.user.click(clear);
    await waitFor(() => expect(urlOf(view)).toEqual({}));
    expect(await screen.findByText('لا توجد خدمات معروضة بعد. يُرجى العودة قريبًا.')).toBeInTheDocument();
  });

  it('names the provider it is narrowed to, in Arabic, with a way back under /ar', async () => {
    const view = renderArabicServices(`/services?ProviderId=${IDS.provider}&Search=تنظيف`, listOf(arabicItems), {
      [`GET /api/Provider/${IDS.provider}`]: { body: AR.provider() },
    });
    const allProviders = await screen.findByRole('link', { name: 'عرض جميع مقدمي الخدمات' });
    await waitFor(() => expect(allProviders.parentElement).toHaveTextContent('عرض خدمات منظفو الخليج'));
    expect(allProviders).toHaveAttribute('href', `/ar/services?Search=${encodeURIComponent('تنظيف')}`);
    expectNoEnglish(view.container);
  });
});
