import { screen } from '@testing-library/react';
import { testDataProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CsvRowOf } from '@/components/use-rows-exporter';
import type { Translate } from '@/i18n/text';
import { backofficeI18n } from '@/locales/test-i18n';
import { captureDownloads } from '@/testing/downloads';
import { renderInAdmin } from '@/testing/render-in-admin';
import type { AdminUserRecord } from '@/portals/admin/data-provider/admins-resource';
import type { CategoryRecord } from '@/portals/admin/data-provider/categories-resource';
import type { CustomerRecord } from '@/portals/admin/data-provider/customers-resource';
import type { InquiryRecord } from '@/portals/admin/data-provider/inquiries-resource';
import type { AdminOrderRecord } from '@/portals/admin/data-provider/orders-resource';
import type { PayoutRecord } from '@/portals/admin/data-provider/payouts-resource';
import { adminCsvRow } from '@/portals/admin/resources/admins/admin-csv';
import { categoryCsvRow } from '@/portals/admin/resources/categories/category-csv';
import { customerCsvRow } from '@/portals/admin/resources/customers/customer-csv';
import CustomerList from '@/portals/admin/resources/customers/customer-list';
import { inquiryCsvRow } from '@/portals/admin/resources/inquiries/inquiry-csv';
import { orderCsvRow } from '@/portals/admin/resources/orders/order-csv';
import { payoutCsvRow } from '@/portals/admin/resources/payouts/payout-csv';
import { providerCsvRow } from '@/portals/admin/resources/providers/provider-csv';

const translator = (locale: 'en' | 'ar'): Translate => {
  const i18n = backofficeI18n(locale);
  return (id, values) => i18n._(id, values);
};

const CREATED = '2026-03-01T10:00:00.000Z';
const customer: CustomerRecord = {
  id: 'u1',
  UserId: 'u1',
  FirstName: 'Fatima',
  LastName: 'Ali',
  Email: 'fatima@example.com',
  PhoneNumber: '+97312345678',
  Address: 'Manama',
  ImageUrl: '',
  IsActive: true,
  IsDeleted: false,
  CreatedAt: CREATED,
  UpdatedAt: null,
};

/** Each admin list's row: what it is given, and the English header and value of one column. */
const EXPORTS: { name: string; toRow: CsvRowOf<never>; record: object; header: string; value: unknown }[] = [
  { name: 'customers', toRow: customerCsvRow, record: customer, header: 'Joined', value: CREATED },
  {
    name: 'categories',
    toRow: categoryCsvRow,
    record: {
      id: 'c1',
      CategoryId: 'c1',
      CategoryName: 'Cleaning',
      CategoryNameAr: 'تنظيف',
      CategoryDescription: 'Homes',
      CategoryDescriptionAr: 'المنازل',
      ImageUrl: '',
      IsEnable: false,
    } satisfies CategoryRecord,
    header: 'Enabled',
    value: false,
  },
  {
    name: 'admins',
    toRow: adminCsvRow,
    record: {
      id: 'a1',
      UserId: 'a1',
      FirstName: 'Sara',
      LastName: 'Al-Mahmood',
      Email: 'sara@example.com',
      Role: 'superAdmin',
      IsActive: true,
      Status: 'active',
      LastLoginAt: null,
      CreatedAt: CREATED,
    } satisfies AdminUserRecord,
    header: 'Role',
    value: 'superAdmin',
  },
  {
    name: 'inquiries',
    toRow: inquiryCsvRow,
    record: {
      id: 'i1',
      InqId: 'i1',
      Name: 'Ali',
      Email: 'ali@example.com',
      Phone: '',
      Subject: '=HYPERLINK("x")',
      Message: 'Hello',
      Status: 'new',
      CreatedAt: CREATED,
      ModifiedAt: null,
    } satisfies InquiryRecord,
    header: 'Subject',
    value: '=HYPERLINK("x")',
  },
  {
    name: 'orders',
    toRow: orderCsvRow,
    record: {
      id: 'o1',
      OrderId: 'o1',
      CreatedAt: CREATED,
      Status: 'Completed',
      CustomerId: 'u1',
      CustomerName: 'Fatima Ali',
      CustomerEmail: 'fatima@example.com',
      TotalPrice: 6.25,
      PaymentType: 'card',
      IsPaymentSuccess: true,
      PaidAt: CREATED,
      CancelledAt: null,
      ItemCount: 2,
      ProviderNames: ['Cool Air', 'Gulf Cleaning'],
    } satisfies AdminOrderRecord,
    header: 'Total (BHD)',
    value: '6.250',
  },
  {
    name: 'payouts',
    toRow: payoutCsvRow,
    record: {
      id: 'p1',
      PayoutId: 'p1',
      ProviderId: 'v1',
      BusinessName: 'Cool Air',
      Amount: 120.5,
      Status: 'pending',
      ReferenceNumber: 'PO-1',
      Description: 'Payout',
      CreatedAt: CREATED,
      ModifiedAt: CREATED,
      BankAccount: null,
    } satisfies PayoutRecord,
    header: 'Amount (BHD)',
    value: '120.500',
  },
  {
    name: 'providers',
    toRow: providerCsvRow,
    record: { id: 'v1', ProviderId: 'v1', AccState: 'rejected', UserDetails: { PhoneNumber: '+97317000000' } },
    header: 'Phone',
    value: '+97317000000',
  },
];

describe('the admin lists’ CSV exports', () => {
  it.each(EXPORTS)('$name: the headers in each language, the same machine-readable values', (each) => {
    const toRow = each.toRow as CsvRowOf<object>;
    const english = toRow(each.record, translator('en'));
    const arabic = toRow(each.record, translator('ar'));
    expect(english[each.header]).toEqual(each.value);
    // As many columns in both languages, every Arabic header in Arabic, the values unchanged.
    expect(Object.keys(arabic)).toHaveLength(Object.keys(english).length);
    for (const header of Object.keys(arabic)) expect(header).toMatch(/^[\u0600-\u06FF][\u0600-\u06FF .()]*$/);
    expect(Object.values(arabic)).toEqual(Object.values(english));
  });
});

describe('a list’s export in Arabic', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads the customers with Arabic headers after a byte order mark, the values as the API gives them', async () => {
    const getList = vi.fn(async () => ({ data: [customer], total: 1 }));
    const { user } = renderInAdmin(<CustomerList />, {
      resource: 'customers',
      route: '/admin/customers',
      locale: 'ar',
      dataProvider: testDataProvider({ getList: getList as DataProvider['getList'] }),
    });
    await screen.findByText('Fatima Ali');
    const { theDownload } = captureDownloads();
    await user.click(screen.getByRole('button', { name: 'تصدير' }));
    const file = await theDownload();
    expect(file.fileName).toBe('customers.csv');
    expect(file.text.split('\r\n')).toEqual([
      '\uFEFFمعرّف العميل,الاسم الأول,اسم العائلة,البريد الإلكتروني,الهاتف,العنوان,نشط,محذوف,تاريخ الانضمام',
      // A leading + is kept from being read as a formula (components/csv.ts).
      `u1,Fatima,Ali,fatima@example.com,'+97312345678,Manama,true,false,${CREATED}`,
    ]);
  });
});
