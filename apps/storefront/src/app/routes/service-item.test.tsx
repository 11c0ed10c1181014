import type { Answer } from '@marketplace/client/testing';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IDS, listOf, makeReview, makeServiceItem, reviewListOf } from '@/features/catalog/testing/catalog-fixtures';
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
    expect(screen.getByRole('link', { name: 'Cool Air Co' })).toHaveAttribute(
      'href',
      `/services?ProviderId=${IDS.provider}`,
    );
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
