import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AR,
  categories,
  IDS,
  listOf,
  makeProvider,
  makeServiceItem,
  topProviders,
} from '@/features/catalog/testing/catalog-fixtures';
import { renderInArabic } from '@/features/catalog/testing/render-in-arabic';
import { expectNoEnglish } from '@/testing/arabic';
import { renderApp } from '@/testing/render-app';
import { Component as BrandPage } from './brand';

// MUI screens take a while to mount under jsdom on a busy machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 5000 });

const PATH = '/brands/:providerId';
const RENEWING = 'This business is renewing its verification and is not taking new requests right now.';
const provider = makeProvider({ Website: 'https://gulf.example.bh/' });
const listings = [makeServiceItem({ Name: 'Deep Clean' }), makeServiceItem({ Name: 'Sofa Shampoo' })];

function renderBrand(route = `/brands/${IDS.provider}`, answers: Record<string, unknown> = {}) {
  return renderApp(<BrandPage />, {
    route,
    path: PATH,
    api: {
      'GET /api/Category': { body: categories },
      'GET /api/Provider/top-rated': { body: topProviders },
      [`GET /api/Provider/${IDS.provider}`]: { body: provider },
      'GET /api/service-items': { body: listOf(listings, { TotalItems: 25 }) },
      ...(answers as Record<string, { body: unknown }>),
    },
  });
}

describe('/brands/:providerId', { timeout: 30_000 }, () => {
  it('shows the business: name, category, place, site, rating, description, and its listings', async () => {
    const view = renderBrand();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Gulf Cleaners' });
    const profile = heading.closest('section')!;
    expect(profile).toHaveAccessibleName('Gulf Cleaners');
    expect(
      await within(profile).findByRole('link', { name: 'Category: Cleaning. Browse this category' }),
    ).toHaveAttribute('href', `/services?CategoryId=${IDS.cleaning}`);
    expect(within(profile).getByText('Manama')).toBeInTheDocument();
    const site = within(profile).getByRole('link', { name: 'gulf.example.bh' });
    expect(site).toHaveAttribute('href', 'https://gulf.example.bh/');
    expect(site).toHaveAttribute('rel', 'noopener nofollow ugc');
    expect(await within(profile).findByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(within(profile).getByText('Home and office cleaning since 2010.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All brands' })).toHaveAttribute('href', '/brands');
    expect(await screen.findByRole('link', { name: 'Deep Clean' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Services and items' })).toBeInTheDocument();
    const query = Object.fromEntries(view.api.callsTo('GET', '/api/service-items')[0]!.query);
    expect(query).toEqual({ ProviderId: IDS.provider, Page: '1', Limit: '10' });
    await waitFor(() => expect(document.title).toBe('Services Marketplace Bahrain | Gulf Cleaners in Manama'));
  });

  it('badges a verified business beside its name, and its verified listings (issue 38)', async () => {
    const view = renderBrand(`/brands/${IDS.provider}`, {
      [`GET /api/Provider/${IDS.provider}`]: { body: { ...provider, Verification: 'verified' } },
      'GET /api/service-items': {
        body: listOf(listings.map((listing) => ({ ...listing, BusinessVerification: 'verified' }))),
      },
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Gulf Cleaners' });
    const profile = heading.closest('section')!;
    // The badge is beside the name, not part of the heading (nor of the section's name).
    expect(profile).toHaveAccessibleName('Gulf Cleaners');
    const badge = within(profile).getByRole('button', { name: 'Verified business' });
    expect(badge).toHaveTextContent('Verified business');
    await view.user.click(badge);
    expect(within(await screen.findByRole('tooltip')).getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      '/help#verified-businesses',
    );
    await screen.findByRole('link', { name: 'Deep Clean' });
    expect(screen.getAllByRole('button', { name: 'Verified business' })).toHaveLength(1 + listings.length);
    expect(screen.queryByText(RENEWING)).toBeNull();
  });

  it.each(['unverified', 'expired'] as const)('shows no badge for a business %s', async (Verification) => {
    renderBrand(`/brands/${IDS.provider}`, {
      [`GET /api/Provider/${IDS.provider}`]: { body: { ...provider, Verification } },
      'GET /api/service-items': {
        body: listOf(listings.map((listing) => ({ ...listing, BusinessVerification: Verification }))),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Gulf Cleaners' });
    await screen.findByRole('link', { name: 'Deep Clean' });
    expect(screen.queryByRole('button', { name: 'Verified business' })).toBeNull();
  });

  it('says a business renewing its verification takes no new requests, its listings still shown', async () => {
    renderBrand(`/brands/${IDS.provider}`, {
      [`GET /api/Provider/${IDS.provider}`]: { body: { ...provider, Verification: 'expired' } },
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Gulf Cleaners' });
    expect(within(heading.closest('section')!).getByRole('note')).toHaveTextContent(RENEWING);
    expect(await screen.findByRole('link', { name: 'Deep Clean' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pages through its listings in the URL, with links that work before hydration', async () => {
    const view = renderBrand(`/brands/${IDS.provider}?Page=2`, {
      'GET /api/service-items': { body: listOf(listings, { Page: 2, TotalItems: 25 }) },
    });
    await screen.findByRole('link', { name: 'Deep Clean' });
    expect(Object.fromEntries(view.api.callsTo('GET', '/api/service-items')[0]!.query)).toMatchObject({ Page: '2' });
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', `/brands/${IDS.provider}`);
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', `/brands/${IDS.provider}?Page=3`);
    await view.user.click(next);
    await waitFor(() => expect(view.router.state.location.search).toBe('?Page=3'));
  });

  it('says when the business is not there, with the way to the others', async () => {
    renderBrand(`/brands/${IDS.provider}`, {
      [`GET /api/Provider/${IDS.provider}`]: { status: 404, body: { StatusCode: 404, Message: 'Provider not found' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Business not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse brands' })).toHaveAttribute('href', '/brands');
    await waitFor(() => expect(document.title).toBe('Services Marketplace Bahrain | Business not found'));
  });

  it('shows the spec fallback when the business cannot be loaded, and retries', async () => {
    const view = renderBrand(`/brands/${IDS.provider}`, {
      [`GET /api/Provider/${IDS.provider}`]: { status: 500, body: {} },
    });
    expect(await screen.findByText('Failed to fetch provider')).toBeInTheDocument();
    view.api.route(`GET /api/Provider/${IDS.provider}`, { body: provider });
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gulf Cleaners' })).toBeInTheDocument();
  });
});

describe('/ar/brands/:providerId', { timeout: 30_000 }, () => {
  it('says everything in Arabic, with its links under /ar', async () => {
    const view = renderInArabic(<BrandPage />, {
      route: `/brands/${IDS.provider}`,
      path: PATH,
      api: {
        'GET /api/Category': { body: AR.categories },
        'GET /api/Provider/top-rated': { body: AR.topProviders },
        [`GET /api/Provider/${IDS.provider}`]: { body: AR.provider() },
        'GET /api/service-items': { body: listOf([AR.serviceItem()]) },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'منظفو الخليج' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'الخدمات والمنتجات' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'كل العلامات التجارية' })).toHaveAttribute('href', '/ar/brands');
    expect(await screen.findByRole('link', { name: 'تنظيف عميق' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/ar\/services\//),
    );
    await waitFor(() => expect(document.title).toBe('سوق الخدمات البحرين | منظفو الخليج في المنامة'));
    expectNoEnglish(view.container);
  });

  it('badges a verified business in Arabic, and says in Arabic when one is renewing its verification', async () => {
    const answers = (Verification: 'verified' | 'expired') => ({
      'GET /api/Category': { body: AR.categories },
      'GET /api/Provider/top-rated': { body: AR.topProviders },
      [`GET /api/Provider/${IDS.provider}`]: { body: AR.provider({ Verification }) },
      'GET /api/service-items': { body: listOf([AR.serviceItem({ BusinessVerification: Verification })]) },
    });
    const verified = renderInArabic(<BrandPage />, {
      route: `/brands/${IDS.provider}`,
      path: PATH,
      api: answers('verified'),
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'منظفو الخليج' });
    const badge = within(heading.closest('section')!).getByRole('button', { name: 'نشاط تجاري موثّق' });
    await verified.user.click(badge);
    expect(within(await screen.findByRole('tooltip')).getByRole('link', { name: 'اعرف المزيد' })).toHaveAttribute(
      'href',
      '/ar/help#verified-businesses',
    );
    await screen.findByRole('link', { name: 'تنظيف عميق' });
    expectNoEnglish(verified.container);
    verified.unmount();

    const renewing = renderInArabic(<BrandPage />, {
      route: `/brands/${IDS.provider}`,
      path: PATH,
      api: answers('expired'),
    });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'يجدّد هذا النشاط التجاري توثيقه ولا يستقبل طلبات جديدة في الوقت الحالي.',
    );
    expect(screen.queryByRole('button', { name: 'نشاط تجاري موثّق' })).toBeNull();
    await screen.findByRole('link', { name: 'تنظيف عميق' });
    expectNoEnglish(renewing.container);
  });
});
