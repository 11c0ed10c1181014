import type { Api } from '@marketplace/client';
import { uploadedFileUrl } from '@marketplace/contract';
import type { DataProvider } from 'react-admin';
import { Blob as NodeBlob } from 'node:buffer';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { withRealApi } from '@/testing/real-api';
import { providerPortal } from '@/testing/real-api-portals';
import type { CurrentProviderSource } from './current-provider';
import { listingRequestBody } from './listings-resource';

// The provider's listings and categories against the real API on the demo marketplace: the
// provider's own listings only, the filters the API lacks applied here, create, edit, bulk
// availability, photo order and delete.

const list = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
// A 1x1 PNG: the API re-encodes whatever it receives, so a real image is needed.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

describe('the provider’s listings against the real API', () => {
  const server = withRealApi();
  let client: Api;
  let provider: DataProvider;
  let me: CurrentProviderSource;
  beforeAll(async () => {
    ({ api: client, me, dataProvider: provider } = await providerPortal(server.real, 'provider@marketplace.test'));
  }, 30_000);

  const base = async () => {
    const { data: categories } = await provider.getList('categories', { ...list, pagination: { page: 1, perPage: 1 } });
    return {
      Type: 'item',
      Name: 'Desk fan',
      Description: 'Quiet',
      Photos: [],
      Price: 7.125,
      AvailableQuantity: 3,
      Availability: 'available',
      CategoryId: categories[0]!.id,
      Location: 'Manama',
    };
  };

  it('lists only the provider’s own listings, with the API’s filters and total', async () => {
    const { providerId } = await me();
    const page = await provider.getList('listings', list);
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((row) => row.ProviderId === providerId && row.id === row.ServiceItemId)).toBe(true);
    const services = await provider.getList('listings', { ...list, filter: { Type: 'service' } });
    expect(services.data.every((row) => row.Type === 'service')).toBe(true);
    const byPrice = await provider.getList('listings', { ...list, sort: { field: 'Price', order: 'DESC' } });
    const prices = byPrice.data.map((row) => row.Price as number);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('creates an item, filters by stock and availability here, and changes availability in bulk', async () => {
    const { data: low } = await provider.create('listings', {
      data: { ...(await base()), Name: 'Low fan', NameAr: 'مروحة صغيرة', DescriptionAr: 'هادئة' },
    });
    // Read in English, as the back office asks: Name is the English as written, NameAr the Arabic.
    expect(low).toMatchObject({
      id: low.ServiceItemId,
      Name: 'Low fan',
      NameAr: 'مروحة صغيرة',
      DescriptionAr: 'هادئة',
      Price: 7.125,
      AvailableQuantity: 3,
    });
    const { data: service } = await provider.create('listings', {
      data: { ...(await base()), Type: 'service', Name: 'Fan fitting', AvailableQuantity: 9 },
    });
    expect(service.AvailableQuantity).toBeNull();

    const lowStock = await provider.getList('listings', { ...list, perPage: 100, filter: { stock: 'low' } } as never);
    expect(lowStock.data.map((row) => row.id)).toContain(low.id);
    expect(lowStock.data.every((row) => row.Type === 'item' && (row.AvailableQuantity as number) <= 5)).toBe(true);
    expect(lowStock.total).toBe(lowStock.data.length);

    await provider.updateMany('listings', { ids: [low.id, service.id], data: { Availability: 'unavailable' } });
    const unavailable = await provider.getList('listings', {
      ...list,
      pagination: { page: 1, perPage: 100 },
      filter: { Availability: 'unavailable' },
    });
    expect(unavailable.data.map((row) => row.id)).toEqual(expect.arrayContaining([low.id, service.id]));
    const { data: kept } = await provider.getOne('listings', { id: low.id });
    expect(kept).toMatchObject({
      Name: 'Low fan',
      NameAr: 'مروحة صغيرة',
      Availability: 'unavailable',
      AvailableQuantity: 3,
    });
  });

  it('edits a listing, keeps its photos in the order given and reorders them', async () => {
    // jsdom's FormData and Blob are not Node fetch's: the upload goes out with Node's own.
    const NodeFormData = (await new Response(new URLSearchParams('a=b')).formData()).constructor;
    vi.stubGlobal('FormData', NodeFormData);
    const { userId } = await me();
    const upload = async () =>
      uploadedFileUrl(
        await client.media.upload({
          file: new NodeBlob([PNG], { type: 'image/png' }) as unknown as Blob,
          UserId: userId,
          RelatedType: 'ServiceItem',
          RelatedId: 'new-listing',
        }),
      )!;
    const photos = [await upload(), await upload()];
    const { data: created } = await provider.create('listings', { data: { ...(await base()), Photos: photos } });
    expect(created.Photos).toEqual(photos);
    const { data: edited } = await provider.update('listings', {
      id: created.id,
      data: { ...created, Name: 'Desk fan, white', Photos: [...photos].reverse() },
      previousData: created,
    });
    expect(edited.Name).toBe('Desk fan, white');
    const { data: read } = await provider.getOne('listings', { id: created.id });
    expect(read.Photos).toEqual([photos[1], photos[0]]);
    vi.unstubAllGlobals();
  });

  it('deletes a listing nobody ordered, says so, and answers the API’s message for a stranger’s', async () => {
    const { data: created } = await provider.create('listings', { data: await base() });
    const { data: deleted } = await provider.delete('listings', { id: created.id });
    expect(deleted).toMatchObject({ id: created.id, Message: 'Service item deleted.' });
    const gone = await provider.getOne('listings', { id: created.id }).catch((error: { status: number }) => error);
    expect(gone).toMatchObject({ status: 404 });
  });

  it('deletes an ordered listing as discontinued: it stays, hidden, with the API’s message', async () => {
    const { userId } = await me();
    const orders = await client.orders.listForProvider(userId, { page: 1, pageSize: 10 });
    const ordered = orders.Orders.flatMap((order) => order.OrderItems)[0];
    expect(ordered).toBeDefined();
    const { data } = await provider.delete('listings', { id: ordered!.ServiceItemId });
    expect(data.Message).toBe('Service item has orders, so it was marked discontinued instead of deleted.');
    const { data: kept } = await provider.getOne('listings', { id: ordered!.ServiceItemId });
    expect(kept.Availability).toBe('discontinued');
  });

  it('reads the public categories, read-only', async () => {
    const { data, total } = await provider.getList('categories', { ...list, filter: { q: '' } });
    expect(total).toBeGreaterThan(0);
    const { data: one } = await provider.getOne('categories', { id: data[0]!.id });
    expect(one.CategoryName).toBe(data[0]!.CategoryName);
    await expect(provider.create('categories', { data: {} })).rejects.toMatchObject({ status: 405 });
  });
});

describe('the listing request', () => {
  const listing = { Type: 'service', Name: 'AC cleaning', Price: 12, Availability: 'available', CategoryId: 'c1' };

  it('sends the Arabic texts the values hold, and leaves out those they lack so the API keeps them', () => {
    expect(listingRequestBody({ ...listing, NameAr: 'تنظيف المكيفات', DescriptionAr: '' })).toMatchObject({
      Name: 'AC cleaning',
      NameAr: 'تنظيف المكيفات',
      DescriptionAr: '',
    });
    const english = listingRequestBody(listing);
    expect(english).not.toHaveProperty('NameAr');
    expect(english).not.toHaveProperty('DescriptionAr');
  });
});
