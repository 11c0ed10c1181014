import { LISTING_FORM_MESSAGES, STOCK_RULE_MESSAGES, type Locale } from '@marketplace/contract';
import { screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { providerFixture } from '@/portals/provider/testing/provider-fixtures';
import { renderInAdmin } from '@/testing/render-in-admin';
import { signInProvider } from '@/testing/signed-in-provider';
import ListingCreate from './listing-create';
import ListingEdit from './listing-edit';
import {
  arabicContractText,
  DISCONTINUED_NOTE,
  listingsAr,
  listingsProvider,
  PUBLISH_BLOCK_REASONS,
} from './testing/listing-fixtures';

function renderForm(route: string, overrides: Partial<DataProvider> = {}, locale: Locale = 'en') {
  const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
    data: { ...params.data, id: 'new' },
  }));
  const update = vi.fn(async (_resource: string, params: { id: string; data: Record<string, unknown> }) => ({
    data: { ...params.data, id: params.id },
  }));
  const dataProvider = listingsProvider({ create: create as never, update: update as never, ...overrides });
  const view = renderInAdmin(
    <Routes>
      <Route path="/listings/create" element={<ListingCreate />} />
      <Route path="/listings/:id" element={<ListingEdit />} />
      <Route path="/listings" element={<p>Listing list</p>} />
    </Routes>,
    { portal: 'provider', resource: 'listings', route, dataProvider, locale },
  );
  return { ...view, create, update };
}

describe('the listing form', { timeout: 30_000 }, () => {
  beforeEach(() => {
    signInProvider();
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks stock for items only, with the contract’s messages, and sends the listing', async () => {
    const { user, create } = renderForm('/provider-dashboard/listings/create');
    const save = await screen.findByRole('button', { name: /save/i });
    expect(screen.queryByRole('spinbutton', { name: /available quantity/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Item' }));
    const quantity = await screen.findByRole('spinbutton', { name: /available quantity/i });
    await user.click(save);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText(LISTING_FORM_MESSAGES.price)).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByText(STOCK_RULE_MESSAGES.itemNeedsQuantity)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Desk fan');
    await user.type(screen.getByRole('spinbutton', { name: /price/i }), '2.0005');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Electronics' }));
    await user.type(quantity, '4');
    await user.click(save);
    expect(await screen.findByText(LISTING_FORM_MESSAGES.priceDecimals)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('spinbutton', { name: /price/i }));
    await user.type(screen.getByRole('spinbutton', { name: /price/i }), '2.125');
    await user.click(save);
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'listings',
        expect.objectContaining({
          data: expect.objectContaining({
            Type: 'item',
            Name: 'Desk fan',
            Price: 2.125,
            AvailableQuantity: 4,
            CategoryId: 'c1',
            Availability: 'available',
            Photos: [],
          }),
        }),
      ),
    );
    expect(await screen.findByText('Listing list')).toBeInTheDocument();
  });

  it('does not send a stock for a service, even one typed while it was an item', async () => {
    const { user, create } = renderForm('/provider-dashboard/listings/create');
    await user.click(await screen.findByRole('radio', { name: 'Item' }));
    await user.type(await screen.findByRole('spinbutton', { name: /available quantity/i }), '9');
    await user.click(screen.getByRole('radio', { name: 'Service' }));
    expect(screen.queryByRole('spinbutton', { name: /available quantity/i })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'AC cleaning');
    await user.type(screen.getByRole('spinbutton', { name: /price/i }), '12');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Electronics' }));
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![1].data).toMatchObject({ Type: 'service', AvailableQuantity: null, Price: 12 });
  });

  it('shows a business under review why it cannot add a listing, instead of the form', async () => {
    signInProvider(providerFixture({ accState: 'pending' }));
    renderForm('/provider-dashboard/listings/create');
    expect(await screen.findByText(PUBLISH_BLOCK_REASONS.pending)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /save/i })).not.toBeInTheDocument();
  });

  it('edits a listing with its values and saves the change', async () => {
    const { user, update } = renderForm('/provider-dashboard/listings/l1');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Desk fan'));
    expect(screen.getByRole('spinbutton', { name: /available quantity/i })).toHaveValue(3);
    expect(screen.getByRole('button', { name: 'Delete listing “Desk fan”' })).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Desk fan, white');
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'listings',
        expect.objectContaining({
          id: 'l1',
          data: expect.objectContaining({ Name: 'Desk fan, white', AvailableQuantity: 3, Type: 'item' }),
        }),
      ),
    );
  });

  it('sends the Arabic name and description written beside the English, right to left', async () => {
    const { user, create } = renderForm('/provider-dashboard/listings/create');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'AC cleaning');
    const arabicName = screen.getByRole('textbox', { name: 'Arabic name' });
    const arabicDescription = screen.getByRole('textbox', { name: 'Arabic description' });
    for (const input of [arabicName, arabicDescription]) {
      expect(input).toHaveAttribute('dir', 'rtl');
      expect(input).toHaveAttribute('lang', 'ar');
    }
    await user.click(arabicName);
    await user.paste('تنظيف المكيفات');
    await user.click(arabicDescription);
    await user.paste('تنظيف الفلاتر والوحدات');
    await user.type(screen.getByRole('spinbutton', { name: /price/i }), '12');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Electronics' }));
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![1].data).toMatchObject({
      Name: 'AC cleaning',
      NameAr: 'تنظيف المكيفات',
      DescriptionAr: 'تنظيف الفلاتر والوحدات',
    });
  });

  it('shows a listing’s Arabic texts in the edit form and saves a change to them', async () => {
    const { user, update } = renderForm('/provider-dashboard/listings/l1');
    const arabicName = await screen.findByRole('textbox', { name: 'Arabic name' });
    await waitFor(() => expect(arabicName).toHaveValue('مروحة مكتب'));
    expect(screen.getByRole('textbox', { name: 'Arabic description' })).toHaveValue('هادئة');
    await user.clear(arabicName);
    await user.click(arabicName);
    await user.paste('مروحة مكتب بيضاء');
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'listings',
        expect.objectContaining({
          id: 'l1',
          data: expect.objectContaining({ Name: 'Desk fan', NameAr: 'مروحة مكتب بيضاء', DescriptionAr: 'هادئة' }),
        }),
      ),
    );
  });

  it('offers a provider only Available and Unavailable, never Discontinued', async () => {
    const { user } = renderForm('/provider-dashboard/listings/create');
    await user.click(await screen.findByRole('combobox', { name: 'Availability' }));
    // Besides react-admin's blank first option (the schema, not the input, requires a value).
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent?.trim());
    expect(options.filter(Boolean)).toEqual(['Available', 'Unavailable']);
  });

  it('shows a discontinued listing’s availability read-only, says why, and saves it unchanged', async () => {
    const { user, update } = renderForm('/provider-dashboard/listings/l2');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('AC cleaning'));
    expect(screen.queryByRole('combobox', { name: 'Availability' })).not.toBeInTheDocument();
    expect(screen.getByText('Discontinued')).toBeInTheDocument();
    expect(screen.getByText(DISCONTINUED_NOTE)).toBeInTheDocument();
    await user.type(name, ' (old)');
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'listings',
        expect.objectContaining({
          id: 'l2',
          data: expect.objectContaining({ Name: 'AC cleaning (old)', Availability: 'discontinued' }),
        }),
      ),
    );
  });
});

describe('the listing form in Arabic', { timeout: 30_000 }, () => {
  beforeEach(() => {
    signInProvider();
  });
  afterEach(() => vi.restoreAllMocks());

  it('labels the form in Arabic, keeps each language’s direction, and says in Arabic what is missing', async () => {
    const { user, create } = renderForm('/provider-dashboard/listings/create', {}, 'ar');
    const save = await screen.findByRole('button', { name: 'حفظ' });
    const english = screen.getByRole('textbox', { name: 'الاسم (بالإنجليزية)' });
    expect(english).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'الوصف (بالإنجليزية)' })).toHaveAttribute('dir', 'ltr');
    for (const name of ['الاسم (بالعربية)', 'الوصف (بالعربية)']) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('dir', 'rtl');
    }
    expect(screen.getAllByText(listingsAr['provider.listings.form.arabicFallback'])).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'التوفر' })).toBeInTheDocument();
    expect(screen.getByText(listingsAr['provider.listings.form.priceHelp'])).toBeInTheDocument();
    expect(screen.getByText(listingsAr['provider.listings.photos.help'])).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'الكمية المتاحة' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'منتج' }));
    expect(await screen.findByRole('spinbutton', { name: 'الكمية المتاحة' })).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('حقل الاسم مطلوب')).toBeInTheDocument();
    expect(screen.getByText('حقل الفئة مطلوب')).toBeInTheDocument();
    expect(screen.getByText(arabicContractText(LISTING_FORM_MESSAGES.price))).toBeInTheDocument();
    expect(screen.getByText(arabicContractText(STOCK_RULE_MESSAGES.itemNeedsQuantity))).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('shows a business under review, in Arabic, why it cannot add a listing', async () => {
    signInProvider(providerFixture({ accState: 'pending' }));
    renderForm('/provider-dashboard/listings/create', {}, 'ar');
    expect(await screen.findByText(listingsAr['provider.listings.publishBlock.pending'])).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'حفظ' })).not.toBeInTheDocument();
  });

  it('shows a discontinued listing’s state and why in Arabic, with its delete button', async () => {
    renderForm('/provider-dashboard/listings/l2', {}, 'ar');
    const name = await screen.findByRole('textbox', { name: 'الاسم (بالإنجليزية)' });
    await waitFor(() => expect(name).toHaveValue('AC cleaning'));
    expect(screen.getByText('متوقف')).toBeInTheDocument();
    expect(screen.getByText(listingsAr['provider.listings.availability.discontinuedNote'])).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'خدمة' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'حذف الإعلان «\u2068AC cleaning\u2069»' })).toBeInTheDocument();
  });
});
