import { testDataProvider, type DataProvider } from 'react-admin';
import { vi } from 'vitest';

// Shared by the listings screen tests: rows as the data provider answers them and a data provider
// that records its calls.

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
