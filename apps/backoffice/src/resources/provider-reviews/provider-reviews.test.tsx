import type { Api } from '@marketplace/client';
import type { ProviderReviewList } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type DataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROVIDER_ID, providerFixture } from '../../components/provider/provider-fixtures';
import { reviewsResource } from '../../data-provider/provider/reviews-resource';
import { renderInAdmin } from '../../testing/render-in-admin';
import ReviewList from './review-list';

const mocks = vi.hoisted(() => ({
  current: Object.assign(vi.fn(), { forget: vi.fn() }),
  listForProvider: vi.fn(),
}));
vi.mock('../../data-provider', () => ({ currentProvider: mocks.current }));
vi.mock('../../api', () => ({ api: { reviews: { listForProvider: mocks.listForProvider } } }));

const review = (n: number, Rating: number, Comment: string, ServiceItemName: string) => ({
  ReviewId: `00000000-0000-4000-8000-00000000000${n}`,
  ProviderId: PROVIDER_ID,
  ServiceItemId: '00000000-0000-4000-8000-000000000100',
  ServiceItemName,
  Rating,
  Comment,
  ReviewerName: 'Mona K.',
  CreatedAt: `2026-11-2${n}T09:00:00.000Z`,
});
const page: ProviderReviewList = {
  Items: [review(2, 5, 'Fast and friendly', 'Leak repair'), review(1, 3, '', 'Boiler service')],
  Page: 1,
  PageSize: 25,
  TotalItems: 2,
  TotalPages: 1,
  AverageRating: 4,
  Distribution: { '1': 0, '2': 0, '3': 1, '4': 0, '5': 1 },
};

function renderReviews() {
  const handlers = reviewsResource(
    { reviews: { listForProvider: mocks.listForProvider } } as unknown as Api,
    mocks.current,
  );
  const dataProvider = testDataProvider({
    getList: ((_resource, params) => handlers.getList!(params)) as DataProvider['getList'],
  });
  return renderInAdmin(<ReviewList />, {
    portal: 'provider',
    resource: 'reviews',
    route: '/provider-dashboard/reviews',
    dataProvider,
  });
}

describe('reviews received', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mocks.current.mockResolvedValue(providerFixture());
  });

  it('lists rating, comment, item and date, newest first, under the average and the reviews per star', async () => {
    mocks.listForProvider.mockResolvedValue(page);
    renderReviews();
    const first = (await screen.findByText('Fast and friendly')).closest('tr')!;
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(first).getByText('Leak repair')).toBeInTheDocument();
    expect(within(first).getByText('22 Nov 2026')).toBeInTheDocument();
    const second = screen.getByText('Boiler service').closest('tr')!;
    expect(within(second).getByText('—')).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Rating' });
    await waitFor(() => expect(within(summary).getByText('4.0')).toBeInTheDocument());
    expect(within(summary).getByRole('progressbar', { name: '3 stars: 1 of 2 reviews' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(mocks.listForProvider).toHaveBeenCalledWith(PROVIDER_ID, { page: 1, pageSize: 25 });
    expect(mocks.listForProvider).toHaveBeenCalledWith(PROVIDER_ID, { pageSize: 1 });
  });

  it('says when there are no reviews yet', async () => {
    mocks.listForProvider.mockResolvedValue({
      ...page,
      Items: [],
      TotalItems: 0,
      TotalPages: 0,
      AverageRating: null,
      Distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
    renderReviews();
    expect(await screen.findByText(/Customers can review an item once you complete it/)).toBeInTheDocument();
    expect(await screen.findByText(/No reviews yet\. Completed items/)).toBeInTheDocument();
  });
});
