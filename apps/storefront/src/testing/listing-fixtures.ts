import type { ServiceItem } from '@marketplace/contract';

// A listing as GET /api/service-items gives it, for any feature's tests: each test overrides only
// what it is about.

export function serviceItem(overrides: Partial<ServiceItem> = {}): ServiceItem {
  return {
    ServiceItemId: 'c56a4180-65aa-42ec-a945-5fd21dec0538',
    Type: 'item',
    Name: 'Desk lamp',
    Description: 'Brass, warm light',
    NameAr: '',
    DescriptionAr: '',
    Photos: [],
    Price: 12.5,
    AvailableQuantity: 3,
    Availability: 'available',
    CategoryId: '9b2f6c1e-4a5d-4e8f-9c0b-1d2e3f4a5b6c',
    CategoryName: 'Home',
    CategoryNameAr: '',
    ProviderId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    BusinessName: 'Gulf Lights',
    BusinessNameAr: '',
    BusinessVerification: 'unverified',
    Location: 'Manama',
    AverageRating: null,
    ReviewCount: 0,
    CreatedAt: '2025-03-01T09:30:00Z',
    ModifiedAt: null,
    ...overrides,
  };
}
