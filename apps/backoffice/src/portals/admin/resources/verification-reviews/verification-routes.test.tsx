import { VERIFICATION_PATHS } from '@marketplace/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { createAdminDataProvider } from '@/portals/admin/data-provider';
import {
  PROVIDER_ID,
  providerRecord,
  requirement,
  review,
  summary,
} from '@/portals/admin/components/verification/verification.fixtures';
import { renderPortal } from '@/testing/render-portal';

afterEach(() => vi.restoreAllMocks());

/** The whole admin portal over the back office's data provider, its calls answered here. */
function answerCalls(waiting: number) {
  vi.spyOn(api.admin, 'inbox').mockResolvedValue({
    PendingProviders: 0,
    PendingPayouts: 0,
    NewInquiries: 0,
    ReportedMessages: 0,
    VerificationReviews: waiting,
  });
  vi.spyOn(api.conversations, 'unreadCount').mockResolvedValue({ UnreadMessages: 0 });
  vi.spyOn(api.verification, 'reviews').mockResolvedValue({
    Items: [review()],
    Page: 1,
    Limit: 25,
    TotalItems: 1,
    TotalPages: 1,
  });
  vi.spyOn(api.verification, 'summary').mockResolvedValue(summary());
  vi.spyOn(api.verification, 'requirements').mockResolvedValue([requirement()]);
  const { id: _id, ...provider } = providerRecord();
  vi.spyOn(api.providers, 'get').mockResolvedValue(provider);
  vi.spyOn(api.categories, 'list').mockResolvedValue([]);
}

const menuNames = async () => {
  const menu = await screen.findByRole('menu');
  await within(menu).findByRole('menuitem', { name: /^Verification reviews/ });
  // The accessible names: a badged item's text also holds its count.
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.getAttribute('aria-label') ?? item.textContent);
};

// Issue 38 in the admin portal: the queue after Providers with its count, the required documents
// after Categories, and each page at the address VERIFICATION_PATHS gives (the API's e-mails link there).
describe('the verification routes of the admin portal', { timeout: 30_000 }, () => {
  it('lists the queue after Providers with its count, and the required documents after Categories', async () => {
    answerCalls(2);
    renderPortal({ portal: 'admin', route: VERIFICATION_PATHS.adminQueue, dataProvider: createAdminDataProvider(api) });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('heading', { level: 1, name: 'Verification reviews' })).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'Verification reviews, 2 to review' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('menuitem', { name: 'Needs action, 2 waiting' })).toBeInTheDocument();
    const names = await menuNames();
    expect(names[names.indexOf('Providers') + 1]).toMatch(/Verification reviews, 2 to review$/);
    expect(names[names.indexOf('Categories') + 1]).toBe('Required documents');
    expect(await screen.findByRole('link', { name: 'Gulf Cleaning' })).toHaveAttribute(
      'href',
      VERIFICATION_PATHS.adminReview(PROVIDER_ID),
    );
  });

  it('opens a business’s review at its address', async () => {
    answerCalls(1);
    renderPortal({
      portal: 'admin',
      route: VERIFICATION_PATHS.adminReview(PROVIDER_ID),
      dataProvider: createAdminDataProvider(api),
    });
    const banner = await screen.findByRole('banner');
    expect(
      await within(banner).findByRole('heading', { level: 1, name: 'Verification: Gulf Cleaning' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Commercial Registration' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All verification reviews' })).toHaveAttribute(
      'href',
      VERIFICATION_PATHS.adminQueue,
    );
  });

  it('opens the required documents at their address', async () => {
    answerCalls(0);
    renderPortal({
      portal: 'admin',
      route: VERIFICATION_PATHS.adminRequirements,
      dataProvider: createAdminDataProvider(api),
    });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('heading', { level: 1, name: 'Required documents' })).toBeInTheDocument();
    expect(await screen.findByText('Commercial Registration')).toBeInTheDocument();
  });
});
