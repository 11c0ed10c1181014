import type { ProviderReviewList } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { PROVIDER_ID } from '@/portals/provider/testing/provider-fixtures';
import { currentProvider } from '@/portals/provider/data-provider';
import { reviewsResource } from '@/portals/provider/data-provider/reviews-resource';
import { renderInAdmin } from '@/testing/render-in-admin';
import { signInProvider } from '@/testing/signed-in-provider';
import ReviewList from './review-list';

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

function renderReviews(locale: 'en' | 'ar' = 'en') {
  const handlers = reviewsResource(api, currentProvider);
  const dataProvider = testDataProvider({
    getList: ((_resource, params) => handlers.getList!(params)) as DataProvider['getList'],
  });
  return renderInAdmin(<ReviewList />, {
    portal: 'provider',
    resource: 'reviews',
    route: '/provider-dashboard/reviews',
    dataProvider,
    locale,
  });
}

describe('reviews received', { timeout: 30_000 }, () => {
  beforeEach(() => {
    signInProvider();
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists rating, comment, item and date, newest first, under the average and the reviews per star', async () => {
    const listForProvider = vi.spyOn(api.reviews, 'listForProvider').mockResolvedValue(page);
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
    expect(listForProvider).toHaveBeenCalledWith(PROVIDER_ID, { page: 1, pageSize: 25 });
    expect(listForProvider).toHaveBeenCalledWith(PROVIDER_ID, { pageSize: 1 });
  });

  it('says when there are no reviews yet', async () => {
    vi.spyOn(api.reviews, 'listForProvider').mockResolvedValue({
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

describe('reviews received in Arabic', { timeout: 30_000 }, () => {
  beforeEach(() => {
    signInProvider();
  });
  afterEach(() => vi.restoreAllMocks());

  it('heads the reviews in Arabic, keeping each comment in its own direction', async () => {
    vi.spyOn(api.reviews, 'listForProvider').mockResolvedValue(page);
    renderReviews('ar');
    const comment = await screen.findByText('Fast and friendly');
    expect(comment).toHaveAttribute('dir', 'auto');
    for (const header of ['التقييم', 'التعليق', 'البند', 'العميل', 'التاريخ'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    const first = comment.closest('tr')!;
    expect(within(first).getByText('22 نوفمبر 2026')).toBeInTheDocument();
    expect(within(screen.getByText('Boiler service').closest('tr')!).getByText('—')).toBeInTheDocument();
  });

  it('says in Arabic when there are no reviews yet', async () => {
    vi.spyOn(api.reviews, 'listForProvider').mockResolvedValue({
      ...page,
      Items: [],
      TotalItems: 0,
      TotalPages: 0,
      AverageRating: null,
      Distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
    renderReviews('ar');
    expect(await screen.findByText('لا توجد تقييمات بعد. يمكن للعملاء تقييم البند بعد أن تُكمله.')).toBeInTheDocument();
  });
});
