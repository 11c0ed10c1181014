import { VALIDATION_MESSAGES } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_ID, PROVIDER_ID, providerFixture } from '../../components/provider/provider-fixtures';
import { renderInAdmin } from '../../testing/render-in-admin';
import ProviderProfile from './index';

const mocks = vi.hoisted(() => ({ current: Object.assign(vi.fn(), { forget: vi.fn() }) }));
const api = vi.hoisted(() => ({ providers: { update: vi.fn() }, categories: { list: vi.fn() } }));
vi.mock('../../data-provider', () => ({ currentProvider: mocks.current }));
vi.mock('../../api', () => ({ api }));

const OTHER_CATEGORY = '3d0e8a55-3b1e-4c55-9a57-0d0c1f3e2b13';

function renderProfile() {
  return renderInAdmin(
    <>
      <ProviderProfile />
      <Notification />
    </>,
    { portal: 'provider', route: '/provider-dashboard/profile' },
  );
}

describe('business profile', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    api.categories.list.mockResolvedValue([
      { CategoryId: CATEGORY_ID, CategoryName: 'Tools', CategoryDescription: '', ImageUrl: '', IsEnable: true },
      { CategoryId: OTHER_CATEGORY, CategoryName: 'Repairs', CategoryDescription: '', ImageUrl: '', IsEnable: true },
    ]);
    api.providers.update.mockResolvedValue({});
  });

  it('saves the details, marks a full profile complete and reads the profile again', async () => {
    mocks.current.mockResolvedValue(providerFixture({ isCompleted: false }));
    const { user } = renderProfile();
    const name = await screen.findByRole('textbox', { name: 'Business name' });
    expect(name).toHaveValue('Gulf Tools');
    await user.clear(name);
    await user.type(name, '  Gulf Tools & Repairs ');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() =>
      expect(api.providers.update).toHaveBeenCalledWith(PROVIDER_ID, {
        BusinessName: 'Gulf Tools & Repairs',
        BusinessCategoryId: CATEGORY_ID,
        PrimaryLocation: 'Manama',
        BusinessDescription: 'Power tools and repairs.',
        ContactName: 'Sara Ali',
        BusinessAddress: 'Building 1, Road 2, Block 3',
        Website: 'https://gulf-tools.example',
        IsCompleted: true,
      }),
    );
    await waitFor(() => expect(mocks.current.forget).toHaveBeenCalled());
    expect(await screen.findByText('Business profile saved.')).toBeInTheDocument();
  });

  it("refuses what the signup refuses, with the contract's messages, and sends nothing", async () => {
    mocks.current.mockResolvedValue(providerFixture());
    const { user } = renderProfile();
    const name = await screen.findByRole('textbox', { name: 'Business name' });
    await user.clear(name);
    const website = screen.getByRole('textbox', { name: 'Website' });
    await user.clear(website);
    await user.type(website, 'not a site');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(/^Business name is required/)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.website)).toBeInTheDocument();
    expect(api.providers.update).not.toHaveBeenCalled();
  });

  it('marks a profile with an empty description as not complete', async () => {
    mocks.current.mockResolvedValue(providerFixture({ businessDescription: '' }));
    const { user } = renderProfile();
    await screen.findByRole('textbox', { name: 'Business name' });
    await user.type(screen.getByRole('textbox', { name: 'Contact name' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(api.providers.update).toHaveBeenCalledWith(PROVIDER_ID, expect.objectContaining({ IsCompleted: false })),
    );
  });

  it("shows the API's refusal, the contact and logo, and links to the public page", async () => {
    mocks.current.mockResolvedValue(providerFixture());
    api.providers.update.mockRejectedValue(new Error('You can only manage your own business profile.'));
    const { user } = renderProfile();
    const link = await screen.findByRole('link', { name: /see your public page/i });
    expect(link).toHaveAttribute('href', `/services?ProviderId=${PROVIDER_ID}`);
    const contact = screen.getByRole('region', { name: 'Contact and logo' });
    expect(within(contact).getByText('sara@gulf-tools.example')).toBeInTheDocument();
    expect(within(contact).getByRole('img', { name: 'Your logo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('You can only manage your own business profile.')).toBeInTheDocument();
    expect(mocks.current.forget).not.toHaveBeenCalled();
  });
});
