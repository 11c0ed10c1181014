import { computeCartTotals, computeOrderPricing } from '../money';
import type { Cart } from './cart';
import type { Order } from './orders';
import type { Provider } from './providers';
import type { ServiceItem } from './catalog';
import type { Customer } from './users';

// Typed response samples for the contract's own tests (not exported from the package index).
// Typing them against Static<> types makes tsc fail when a schema and its sample drift apart.

export const SAMPLE_IDS = {
  user: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  provider: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  category: '9b2f6c1e-4a5d-4e8f-9c0b-1d2e3f4a5b6c',
  item: 'c56a4180-65aa-42ec-a945-5fd21dec0538',
  order: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
} as const;

const CREATED = '2025-03-01T09:30:00Z';

export const sampleCustomer: Customer = {
  UserId: SAMPLE_IDS.user,
  FirstName: 'Fatima',
  LastName: 'Ali',
  Email: 'fatima@example.bh',
  PhoneNumber: '+97333334444',
  Address: 'Building 12, Road 34, Block 305',
  ImageUrl: '',
  IsActive: true,
  IsDeleted: false,
  CreatedAt: CREATED,
  UpdatedAt: null,
};

export const sampleProvider: Provider = {
  ProviderId: SAMPLE_IDS.provider,
  UserId: SAMPLE_IDS.user,
  BusinessName: 'Gulf Cleaners',
  PrimaryLocation: 'Manama',
  AccState: 'active',
  BusinessDescription: 'Home and office cleaning',
  BusinessNameAr: 'منظفو الخليج',
  BusinessDescriptionAr: 'تنظيف المنازل والمكاتب',
  ContactName: '',
  BusinessAddress: '',
  Website: 'https://gulf.example.bh',
  IsCompleted: true,
  BusinessCategoryId: SAMPLE_IDS.category,
  CreatedAt: CREATED,
  ModifiedAt: '2025-03-02T10:00:00.000Z',
  ModifiedBy: SAMPLE_IDS.user,
  ProfileSubmitted: true,
  StateReason: null,
  BusinessType: 'company',
  Verification: 'verified',
  VerifiedUntil: '2027-03-01',
  UserDetails: {
    FirstName: 'Ahmed',
    LastName: 'Salman',
    IsActive: true,
    IsDeleted: false,
    PhoneNumber: '',
    Address: '',
    ImageUrl: '',
    Email: 'ahmed@gulf.example.bh',
    CreatedAt: CREATED,
    UpdatedAt: null,
  },
};

export const sampleServiceItem: ServiceItem = {
  ServiceItemId: SAMPLE_IDS.item,
  Type: 'service',
  Name: 'Deep cleaning',
  Description: 'Three-bedroom flat',
  NameAr: 'تنظيف شامل',
  DescriptionAr: 'شقة من ثلاث غرف نوم',
  Photos: [],
  Price: 45.5,
  AvailableQuantity: null,
  Availability: 'available',
  CategoryId: SAMPLE_IDS.category,
  CategoryName: 'Cleaning',
  CategoryNameAr: 'تنظيف',
  ProviderId: SAMPLE_IDS.provider,
  BusinessName: 'Gulf Cleaners',
  BusinessNameAr: 'منظفو الخليج',
  BusinessVerification: 'verified',
  Location: 'Manama',
  AverageRating: null,
  ReviewCount: 0,
  CreatedAt: CREATED,
  ModifiedAt: null,
};

export const sampleCart: Cart = {
  CartId: SAMPLE_IDS.order,
  CustomerId: SAMPLE_IDS.user,
  CartItems: [
    {
      CartItemId: SAMPLE_IDS.category,
      ServiceItemId: SAMPLE_IDS.item,
      Quantity: 1,
      Name: 'Deep cleaning',
      Description: 'Three-bedroom flat',
      NameAr: 'تنظيف شامل',
      DescriptionAr: 'شقة من ثلاث غرف نوم',
      Type: 'service',
      Photos: [],
      AvailableQuantity: null,
    },
  ],
  CreatedAt: CREATED,
  ModifiedAt: null,
  ...computeCartTotals(1),
};

export const sampleOrder: Order = {
  OrderId: SAMPLE_IDS.order,
  CreatedAt: CREATED,
  Status: 'Pending',
  CancelledAt: null,
  TotalPrice: computeOrderPricing(1).Total,
  Subtotal: computeOrderPricing(1).Subtotal,
  Vat: computeOrderPricing(1).Vat,
  PaymentType: 'card',
  IsPaymentSuccess: true,
  ReservationExpiresAt: null,
  OrderItems: [
    {
      OrderItemId: SAMPLE_IDS.category,
      ServiceItemId: SAMPLE_IDS.item,
      Type: 'service',
      Name: 'Deep cleaning',
      Description: 'Three-bedroom flat',
      NameAr: 'تنظيف شامل',
      DescriptionAr: 'شقة من ثلاث غرف نوم',
      Quantity: 1,
      Status: 'Pending',
      Photos: [],
      ProviderId: SAMPLE_IDS.provider,
      ProviderName: 'Gulf Cleaners',
      ProviderNameAr: 'منظفو الخليج',
      UnitPrice: computeOrderPricing(1).UnitPrice,
      ReferencePrice: 45,
    },
  ],
  Customer: null,
};
