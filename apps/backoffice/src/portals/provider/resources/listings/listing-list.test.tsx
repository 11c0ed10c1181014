import { LISTING_IMPORT_COLUMNS, type Locale } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { providerFixture } from '@/portals/provider/testing/provider-fixtures';
import { captureDownloads } from '@/testing/downloads';
import { renderInAdmin } from '@/testing/render-in-admin';
import { signInProvider } from '@/testing/signed-in-provider';
import ListingList from './listing-list';
import {
  DELETE_CONFIRM_CONTENT,
  listingsAr,
  listingsProvider,
  PUBLISH_BLOCK_REASONS,
} from './testing/listing-fixtures';

function renderList(route = '/provider-dashboard/listings', dataProvider = listingsProvider(), locale: Locale = 'en') {
  const view = renderInAdmin(
    <>
      <ListingList />
      <Notification />
    </>,
    { portal: 'provider', resource: 'listings', route, dataProvider, locale },
  );
  return { ...view, dataProvider };
}

describe('the provider’s listings list', { timeout: 30_000 }, () => {
  beforeEach(() => {
    signInProvider();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows name, type, category, price in BHD with 3 decimals, stock for items only, availability and state', async () => {
    renderList();
    const fan = (await screen.findByText('Desk fan')).closest('tr')!;
    expect(within(fan).getByText('Item')).toBeInTheDocument();
    expect(within(fan).getByText('Electronics')).toBeInTheDocument();
    expect(within(fan).getByText('7.500 BHD')).toBeInTheDocument();
    expect(within(fan).getByText('Low')).toBeInTheDocument();
    expect(within(fan).getByText('Public')).toBeInTheDocument();
    const cleaning = screen.getByText('AC cleaning').closest('tr')!;
    expect(within(cleaning).getByLabelText('No stock (service)')).toBeInTheDocument();
    expect(within(cleaning).getByText('Discontinued (kept for past orders)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /import csv/i })).toHaveAttribute(
      'href',
      '/provider-dashboard/listings/import',
    );
    expect(screen.getByRole('link', { name: /new listing/i })).toBeInTheDocument();
  });

  it('offers the category, availability and stock filters from Add filter', async () => {
    const { user } = renderList();
    await screen.findByText('Desk fan');
    await user.click(screen.getByRole('button', { name: /add.filter/i }));
    const menu = await screen.findByRole('menu');
    for (const name of ['Category', 'Availability', 'Stock']) {
      expect(within(menu).getByText(name)).toBeInTheDocument();
    }
  });

  it('passes the type, category, availability and stock filters to the data provider', async () => {
    const filter = { Type: 'item', CategoryId: 'c1', Availability: 'unavailable', stock: 'low' };
    const { dataProvider } = renderList(
      `/provider-dashboard/listings?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    );
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith('listings', expect.objectContaining({ filter })),
    );
    expect(await screen.findByRole('combobox', { name: 'Stock' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Availability' })).toBeInTheDocument();
  });

  it.each(['pending', 'rejected', 'inactive'] as const)(
    'a business that is %s sees why it cannot publish, and Create is off',
    async (accState) => {
      signInProvider(providerFixture({ accState }));
      renderList();
      expect(await screen.findByText(PUBLISH_BLOCK_REASONS[accState])).toBeInTheDocument();
      const create = await screen.findByRole('link', { name: /new listing/i });
      expect(create).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByText('New listings need an active business.')).toBeInTheDocument();
    },
  );

  it('makes the selected listings unavailable after a confirmation', async () => {
    const { user, dataProvider } = renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select listing “Desk fan”' }));
    await user.click(screen.getByRole('button', { name: 'Make unavailable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make 1 listing unavailable?' });
    expect(dataProvider.updateMany).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Make unavailable' }));
    await waitFor(() =>
      expect(dataProvider.updateMany).toHaveBeenCalledWith(
        'listings',
        expect.objectContaining({ ids: ['l1'], data: { Availability: 'unavailable' } }),
      ),
    );
    expect(await screen.findByText('1 listing made unavailable.')).toBeInTheDocument();
  });

  it('does not let a discontinued listing be selected for a bulk availability change', async () => {
    const { user, dataProvider } = renderList();
    await screen.findByText('Desk fan');
    expect(
      screen.getByRole('checkbox', { name: 'Select listing “AC cleaning” (discontinued: cannot be changed)' }),
    ).toBeDisabled();
    // react-admin's "select all" (its name comes from the i18n provider; tests have none).
    await user.click(within(screen.getAllByRole('rowgroup')[0]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Make available' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make 1 listing available?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make available' }));
    await waitFor(() =>
      expect(dataProvider.updateMany).toHaveBeenCalledWith(
        'listings',
        expect.objectContaining({ ids: ['l1'], data: { Availability: 'available' } }),
      ),
    );
  });

  it('says before deleting that an ordered listing becomes discontinued, then repeats the API’s answer', async () => {
    const { user, dataProvider } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete listing “Desk fan”' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(DELETE_CONFIRM_CONTENT)).toBeInTheDocument();
    expect(DELETE_CONFIRM_CONTENT).toMatch(/ordered is not deleted: it is marked discontinued/);
    await user.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith('listings', expect.objectContaining({ id: 'l1' })),
    );
    expect(await screen.findByText(/marked discontinued instead of deleted/)).toBeInTheDocument();
  });
});

describe('the provider’s listings export', { timeout: 30_000 }, () => {
  beforeEach(() => {
    signInProvider();
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the listings in the import’s columns, in Arabic too, so the file imports back', async () => {
    const { user } = renderList(undefined, undefined, 'ar');
    await screen.findByText('Desk fan');
    const { theDownload } = captureDownloads();
    await user.click(screen.getByRole('button', { name: 'تصدير' }));
    const file = await theDownload();
    expect(file.fileName).toBe('listings.csv');
    expect(file.text.split('\r\n')).toEqual([
      `\uFEFF${LISTING_IMPORT_COLUMNS.join(',')}`,
      'l1,item,Desk fan,Electronics,7.500,3,yes,,Manama',
      // Discontinued: Available left empty, which the import reads as "unchanged".
      'l2,service,AC cleaning,Electronics,12.000,,,,',
    ]);
  });
});

describe('the provider’s listings list in Arabic', { timeout: 30_000 }, () => {
  beforeEach(() => {
    signInProvider();
  });
  afterEach(() => vi.restoreAllMocks());

  it('names the columns, types, stock, availability and state in Arabic', async () => {
    renderList(undefined, undefined, 'ar');
    const fan = (await screen.findByText('Desk fan')).closest('tr')!;
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim());
    for (const header of ['الاسم', 'النوع', 'الفئة', 'السعر', 'المخزون', 'التوفر', 'الحالة', 'الإجراءات']) {
      expect(headers).toContain(header);
    }
    expect(within(fan).getByText('منتج')).toBeInTheDocument();
    expect(within(fan).getByText('منخفض')).toBeInTheDocument();
    expect(within(fan).getByText('متاح')).toBeInTheDocument();
    expect(within(fan).getByText('معروض للعملاء')).toBeInTheDocument();
    expect(within(fan).getByText(/7\.500.*د\.ب/)).toBeInTheDocument();
    expect(within(fan).getByText('Desk fan')).toHaveAttribute('dir', 'auto');
    const cleaning = screen.getByText('AC cleaning').closest('tr')!;
    expect(within(cleaning).getByText('خدمة')).toBeInTheDocument();
    expect(within(cleaning).getByLabelText('لا مخزون (خدمة)')).toBeInTheDocument();
    expect(within(cleaning).getByText('متوقف (محفوظ للطلبات السابقة)')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'تحديد الإعلان «AC cleaning» (متوقف: لا يمكن تغييره)' }),
    ).toBeDisabled();
    expect(screen.getByRole('link', { name: 'إعلان جديد' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'استيراد ملف CSV' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('البحث في الإعلانات')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'النوع' })).toBeInTheDocument();
  });

  it('asks in Arabic before making one listing unavailable, and says it is done', async () => {
    const { user, dataProvider } = renderList(undefined, undefined, 'ar');
    await user.click(await screen.findByRole('checkbox', { name: 'تحديد الإعلان «Desk fan»' }));
    await user.click(screen.getByRole('button', { name: 'جعلها غير متاحة' }));
    const dialog = await screen.findByRole('dialog', { name: 'هل تريد جعل إعلان واحد غير متاح؟' });
    expect(within(dialog).getByText(listingsAr['provider.listings.bulk.makeUnavailableContent'])).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'جعلها غير متاحة' }));
    await waitFor(() =>
      expect(dataProvider.updateMany).toHaveBeenCalledWith(
        'listings',
        expect.objectContaining({ ids: ['l1'], data: { Availability: 'unavailable' } }),
      ),
    );
    expect(await screen.findByText('أصبح إعلان واحد غير متاح.')).toBeInTheDocument();
  });

  it('tells a business under review in Arabic why it cannot publish', async () => {
    signInProvider(providerFixture({ accState: 'pending' }));
    renderList(undefined, undefined, 'ar');
    expect(await screen.findByText(listingsAr['provider.listings.publishBlock.pending'])).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'إعلان جديد' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('تتطلب الإعلانات الجديدة نشاطًا تجاريًا نشطًا.')).toBeInTheDocument();
  });

  it('offers the filters from Add filter in Arabic, and the delete confirmation', async () => {
    const { user } = renderList(undefined, undefined, 'ar');
    await screen.findByText('Desk fan');
    await user.click(screen.getByRole('button', { name: 'إضافة عامل تصفية' }));
    const menu = await screen.findByRole('menu');
    for (const name of ['الفئة', 'التوفر', 'المخزون']) {
      expect(within(menu).getByText(name)).toBeInTheDocument();
    }
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'حذف الإعلان «\u2068Desk fan\u2069»' }));
    const dialog = await screen.findByRole('dialog', { name: 'هل تريد حذف «Desk fan»؟' });
    expect(within(dialog).getByText(listingsAr['provider.listings.delete.confirmContent'])).toBeInTheDocument();
  });
});
