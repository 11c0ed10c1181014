import { translateContractText } from '@marketplace/i18n';
import { testDataProvider, type DataProvider } from 'react-admin';
import { vi } from 'vitest';
import { backofficeI18n } from '@/locales/test-i18n';
import type ListingsCatalog from '@/locales/provider-listings/en.json';
// The catalogs as written (`?raw`): a plain import gives them compiled.
import listingsArSource from '@/locales/provider-listings/ar.json?raw';
import listingsEnSource from '@/locales/provider-listings/en.json?raw';

// Shared by the listings screen tests: rows as the data provider answers them, a data provider
// that records its calls, and the screens' texts in both languages.

export const listingsEn = JSON.parse(listingsEnSource) as typeof ListingsCatalog;
export const listingsAr = JSON.parse(listingsArSource) as typeof ListingsCatalog;

/** A text of the contract (a yup message, an upload check's) as the Arabic screen shows it. */
export const arabicContractText = (text: string) => translateContractText(backofficeI18n('ar'), text);

/** What DELETE /api/service-items/{id} does, said before the provider confirms. */
export const DELETE_CONFIRM_CONTENT = listingsEn['provider.listings.delete.confirmContent'];
/** Why a business that is not active cannot publish, above the list and instead of the form. */
export const PUBLISH_BLOCK_REASONS = {
  pending: listingsEn['provider.listings.publishBlock.pending'],
  rejected: listingsEn['provider.listings.publishBlock.rejected'],
  inactive: listingsEn['provider.listings.publishBlock.inactive'],
};
/** Why a discontinued listing's availability cannot change. */
export const DISCONTINUED_NOTE = listingsEn['provider.listings.availability.discontinuedNote'];

export const CATEGORY = { id: 'c1', CategoryId: 'c1', CategoryName: 'Electronics' };

export const rows = [
  {
    id: 'l1',
    ServiceItemId: 'l1',
    Type: 'item',
    Name: 'Desk fan',
    Description: '',
    NameAr: 'مروحة مكتب',
    DescriptionAr: 'هادئة',
    Photos: [],
    Price: 7.5,
    AvailableQuantity: 3,
    Availability: 'available',
    CategoryId: 'c1',
    CategoryName: 'Electronics',
    Location: 'Manama',
  },
  {
    id: 'l2',
    ServiceItemId: 'l2',
    Type: 'service',
    Name: 'AC cleaning',
    Description: '',
    NameAr: '',
    DescriptionAr: '',
    Photos: [],
    Price: 12,
    AvailableQuantity: null,
    Availability: 'discontinued',
    CategoryId: 'c1',
    CategoryName: 'Electronics',
    Location: '',
  },
];

export function listingsProvider(overrides: Partial<DataProvider> = {}) {
  return testDataProvider({
    getList: vi.fn(async (resource: string) =>
      resource === 'categories' ? { data: [CATEGORY], total: 1 } : { data: rows, total: rows.length },
    ) as unknown as DataProvider['getList'],
    getMany: vi.fn(async () => ({ data: [CATEGORY] })) as unknown as DataProvider['getMany'],
    getOne: vi.fn(async (_resource: string, { id }: { id: string }) => ({
      data: rows.find((row) => row.id === id),
    })) as unknown as DataProvider['getOne'],
    updateMany: vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({ data: ids })) as never,
    delete: vi.fn(async (_resource: string, { id }: { id: string }) => ({
      data: { id, Message: 'Service item has orders, so it was marked discontinued instead of deleted.' },
    })) as never,
    ...overrides,
  });
}
