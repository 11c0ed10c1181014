import { screen, waitFor } from '@testing-library/react';
import { Notification } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/render-in-admin';
import { AccountStateBanner, PUBLISH_RULE } from './account-state-banner';
import { PROVIDER_ID, providerFixture } from './provider-fixtures';

const mocks = vi.hoisted(() => ({
  current: Object.assign(vi.fn(), { forget: vi.fn() }),
  resubmit: vi.fn(),
}));
vi.mock('../../data-provider', () => ({ currentProvider: mocks.current }));
vi.mock('../../api', () => ({ api: { providers: { resubmit: mocks.resubmit } } }));

const renderBanner = () =>
  renderInAdmin(
    <>
      <AccountStateBanner />
      <Notification />
    </>,
    { portal: 'provider' },
  );

describe('the account state banner', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('tells a pending provider that the business is under review and listings wait for it', async () => {
    mocks.current.mockResolvedValue(providerFixture({ accState: 'pending' }));
    renderBanner();
    expect(await screen.findByText('Your business is under review')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(PUBLISH_RULE);
  });

  it("shows a rejected provider the admin's reason, the way to the profile, and resubmits after asking", async () => {
    mocks.current.mockResolvedValue(providerFixture({ accState: 'rejected', stateReason: 'Add your CR number.' }));
    mocks.resubmit.mockResolvedValue({});
    const { user } = renderBanner();
    expect(await screen.findByText(/Add your CR number\./)).toBeInTheDocument();
    // The reason's own full stop ends the sentence (no “number.”.).
    expect(screen.getByText(/reason: “Add your CR number\.” Only active/)).toBeInTheDocument();
    expect(screen.getByText(/Only active providers can publish listings/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Correct your profile' })).toHaveAttribute(
      'href',
      '/provider-dashboard/profile',
    );

    await user.click(screen.getByRole('button', { name: 'Resubmit for review' }));
    expect(mocks.resubmit).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Resubmit' }));
    await waitFor(() => expect(mocks.resubmit).toHaveBeenCalledWith(PROVIDER_ID));
    // The state changed: the profile is read again.
    await waitFor(() => expect(mocks.current.forget).toHaveBeenCalled());
  });

  it('leaves the reason out when the profile has none, and reports a refused resubmission', async () => {
    mocks.current.mockResolvedValue(providerFixture({ accState: 'rejected', stateReason: '   ' }));
    mocks.resubmit.mockRejectedValue(new Error('Only a rejected business can be resubmitted.'));
    const { user } = renderBanner();
    await screen.findByText('Your business was not approved');
    expect(screen.queryByText(/reason/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resubmit for review' }));
    await user.click(await screen.findByRole('button', { name: 'Resubmit' }));
    expect(await screen.findByText('Only a rejected business can be resubmitted.')).toBeInTheDocument();
    expect(mocks.current.forget).not.toHaveBeenCalled();
  });

  it('tells an inactive provider why and to contact us (the storefront contact page)', async () => {
    mocks.current.mockResolvedValue(providerFixture({ accState: 'inactive', stateReason: 'Unpaid fees.' }));
    renderBanner();
    expect(await screen.findByText(/Reason given: “Unpaid fees\.” Only active/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  });

  it('says nothing to an active provider', async () => {
    mocks.current.mockResolvedValue(providerFixture());
    renderBanner();
    await waitFor(() => expect(mocks.current).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
