import type {
  Category,
  Provider,
  PublicReview,
  ReviewList,
  ServiceItem,
  ServiceItemList,
  TopProvider,
} from '@marketplace/contract';

// Typed API answers for the catalog's screen tests (typing them makes tsc catch contract drift).

export const IDS = {
  cleaning: '9b2f6c1e-4a5d-4e8f-9c0b-1d2e3f4a5b6c',
  repairs: '1b2f6c1e-4a5d-4e8f-9c0b-1d2e3f4a5b6d',
  provider: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  item: 'c56a4180-65aa-42ec-a945-5fd21dec0538',
} as const;

export const categories: Category[] = [
  {
    CategoryId: IDS.cleaning,
    CategoryName: 'Cleaning',
    CategoryDescription: 'Homes and offices',
    CategoryNameAr: '',
    CategoryDescriptionAr: '',
    ImageUrl: '',
    IsEnable: true,
  },
  {
    CategoryId: IDS.repairs,
    CategoryName: 'Repairs',
    CategoryDescription: 'AC and plumbing',
    CategoryNameAr: '',
    CategoryDescriptionAr: '',
    ImageUrl: '',
    IsEnable: true,
  },
];

let counter = 0;
export function makeServiceItem(overrides: Partial<ServiceItem> = {}): ServiceItem {
  counter += 1;
  return {
    ServiceItemId: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    Type: 'service',
    Name: `Listing ${counter}`,
    Description: 'A careful job, done on time.',
    NameAr: '',
    DescriptionAr: '',
    Photos: [],
    Price: 12.5,
    AvailableQuantity: null,
    Availability: 'available',
    CategoryId: IDS.cleaning,
    CategoryName: 'Cleaning',
    CategoryNameAr: '',
    ProviderId: IDS.provider,
    BusinessName: 'Gulf Cleaners',
    BusinessNameAr: '',
    BusinessVerification: 'unverified',
    Location: 'Manama',
    AverageRating: 4.5,
    ReviewCount: 2,
    CreatedAt: '2026-01-01T09:00:00Z',
    ModifiedAt: null,
    ...overrides,
  };
}

export function listOf(items: ServiceItem[], paging: { Page?: number; Limit?: number; TotalItems?: number } = {}) {
  const Limit = paging.Limit ?? 10;
  const TotalItems = paging.TotalItems ?? items.length;
  const list: ServiceItemList = {
    Items: items,
    Page: paging.Page ?? 1,
    Limit,
    TotalItems,
    TotalPages: Math.ceil(TotalItems / Limit),
  };
  return list;
}

/** A review as a listing's readers get it (no author or order item ids). */
export function makeReview(overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    ReviewId: '11111111-1111-4111-8111-111111111111',
    ProviderId: IDS.provider,
    ServiceItemId: IDS.item,
    Rating: 5,
    Comment: 'Spotless, and on time.',
    ReviewerName: 'Fatima A.',
    CreatedAt: '2026-02-03T10:00:00Z',
    ...overrides,
  };
}

export const reviewListOf = (items: PublicReview[]): ReviewList => ({
  Items: items,
  Page: 1,
  PageSize: 5,
  TotalItems: items.length,
  TotalPages: items.length ? 1 : 0,
});

export const topProviders: TopProvider[] = [
  {
    ProviderId: IDS.provider,
    BusinessName: 'Gulf Cleaners',
    BusinessNameAr: '',
    PrimaryLocation: 'Manama',
    ImageUrl: '',
    Verification: 'verified',
    AverageRating: 4.8,
    ReviewCount: 12,
    CompletedOrderItems: 30,
    TotalRevenue: 27,
  },
];

export function makeProvider(overrides: Partial<Provider> = {}): Provider {
  return {
    ProviderId: IDS.provider,
    UserId: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
    BusinessName: 'Gulf Cleaners',
    PrimaryLocation: 'Manama',
    AccState: 'active',
    BusinessDescription: 'Home and office cleaning since 2010.',
    BusinessNameAr: '',
    BusinessDescriptionAr: '',
    ContactName: '',
    BusinessAddress: '',
    Website: '',
    IsCompleted: true,
    BusinessCategoryId: IDS.cleaning,
    CreatedAt: '2025-03-01T09:30:00Z',
    ModifiedAt: null,
    ModifiedBy: null,
    StateReason: null,
    ProfileSubmitted: true,
    BusinessType: 'company',
    Verification: 'unverified',
    VerifiedUntil: null,
    UserDetails: {
      FirstName: 'Ahmed',
      LastName: 'Salman',
      IsActive: true,
      IsDeleted: false,
      PhoneNumber: '',
      Address: '',
      ImageUrl: '',
      Email: 'ahmed@gulf.example.bh',
      CreatedAt: '2025-03-01T09:30:00Z',
      UpdatedAt: null,
    },
    ...overrides,
  };
}

/**
 * The same data as an Arabic visitor might see it (the providers' and admins' own texts): on an
 * Arabic screen rendered with these, any Latin word is a text of the app left in English.
 */
export const AR = {
  categories: [
    { ...categories[0]!, CategoryName: 'تنظيف', CategoryDescription: 'المنازل والمكاتب' },
    { ...categories[1]!, CategoryName: 'صيانة', CategoryDescription: 'المكيفات والسباكة' },
  ] satisfies Category[],
  serviceItem: (overrides: Partial<ServiceItem> = {}) =>
    makeServiceItem({
      Name: 'تنظيف عميق',
      Description: 'عمل متقن في موعده.',
      CategoryName: 'تنظيف',
      BusinessName: 'منظفو الخليج',
      Location: 'المنامة',
      ...overrides,
    }),
  review: (overrides: Partial<PublicReview> = {}) =>
    makeReview({ Comment: 'نظافة ممتازة وفي الموعد.', ReviewerName: 'فاطمة أ.', ...overrides }),
  provider: (overrides: Partial<Provider> = {}) =>
    makeProvider({
      BusinessName: 'منظفو الخليج',
      PrimaryLocation: 'المنامة',
      BusinessDescription: 'تنظيف المنازل والمكاتب منذ 2010.',
      ...overrides,
    }),
  topProviders: [
    { ...topProviders[0]!, BusinessName: 'منظفو الخليج', PrimaryLocation: 'المنامة' },
  ] satisfies TopProvider[],
} as const;
