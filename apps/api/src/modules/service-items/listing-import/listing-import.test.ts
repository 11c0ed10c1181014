import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LISTING_IMPORT_MAX_CHARS,
  LISTING_IMPORT_MESSAGES,
  LISTING_IMPORT_TEMPLATE_CSV,
  type ListingImportReport,
} from '@marketplace/contract';
import { serviceItems } from '../../../db/schema/index';
import { call } from '../../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { addCategory, addListing, providerWithToken, userWithToken } from '../testing';

let t: TestApp;
let ctx: Awaited<ReturnType<typeof setup>>;

async function setup(app: TestApp['app']) {
  const a = await providerWithToken(app, 'active', 'Import A');
  const b = await providerWithToken(app, 'active', 'Import B');
  const category = await addCategory(app, 'Import Plumbing');
  return {
    a,
    b,
    category,
    other: await addCategory(app, 'Import Garden'),
    pending: await providerWithToken(app, 'pending', 'Import Pending'),
    rejected: await providerWithToken(app, 'rejected', 'Import Rejected'),
    customer: await userWithToken(app, 'customer'),
    admin: await userWithToken(app, 'admin'),
    ownItem: await addListing(app, { providerId: a.provider.id, categoryId: category.id, name: 'Tap', type: 'item' }),
    theirItem: await addListing(app, { providerId: b.provider.id, categoryId: category.id, name: 'B', type: 'item' }),
  };
}

const importCsv = (headers: Record<string, string> | undefined, Csv: string, DryRun?: boolean) =>
  call(t.app, {
    method: 'POST',
    url: '/api/service-items/import',
    ...(headers ? { headers } : {}),
    payload: { Csv, ...(DryRun === undefined ? {} : { DryRun }) },
  });
const listingsOf = async (providerId: string) =>
  (await t.app.db.select({ n: count() }).from(serviceItems).where(eq(serviceItems.providerId, providerId)))[0]!.n;
const HEADER = 'ServiceItemId,Type,Name,Category,Price,Stock,Available,Description,Location';

beforeAll(async () => {
  t = await createTestApp();
  ctx = await setup(t.app);
});
afterAll(async () => t?.close());

describe('POST /api/service-items/import', () => {
  it('judges a good file on a dry run without writing, then writes every row', async () => {
    const csv =
      `\uFEFF${HEADER}\r\n` +
      `,service,Leak detection,import plumbing,12.5,,yes,"Finds leaks, ""fast""\r\nand clean",Manama\r\n` +
      `,item,Filter,${ctx.other.id},0.125,7,no,,Riffa\r\n` +
      `${ctx.ownItem.id.toUpperCase()},,,,3,42,no,,\r\n`;
    const before = await listingsOf(ctx.a.provider.id);
    const dry = await importCsv(ctx.a.headers, csv, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toEqual({ Valid: true, Rows: 3, Created: 2, Updated: 1, Errors: [] });
    expect(await listingsOf(ctx.a.provider.id)).toBe(before);

    const res = await importCsv(ctx.a.headers, csv);
    expect(res.json()).toEqual({ Valid: true, Rows: 3, Created: 2, Updated: 1, Errors: [] });
    const rows = await t.app.db.select().from(serviceItems).where(eq(serviceItems.providerId, ctx.a.provider.id));
    expect(rows.find((r) => r.name === 'Leak detection')).toMatchObject({
      type: 'service',
      priceFils: 12_500,
      availableQuantity: null,
      availability: 'available',
      categoryId: ctx.category.id,
      description: 'Finds leaks, "fast"\r\nand clean',
    });
    expect(rows.find((r) => r.name === 'Filter')).toMatchObject({ priceFils: 125, availableQuantity: 7 });
    expect(rows.find((r) => r.id === ctx.ownItem.id)).toMatchObject({
      name: 'Tap',
      priceFils: 3000,
      availableQuantity: 42,
      availability: 'unavailable',
    });
  });

  it('reports every bad row by row and column and writes nothing, not even the good rows', async () => {
    const csv = [
      HEADER,
      ',service,Fine row,Import Plumbing,1,,yes,,',
      ',gadget,,Nowhere,1.2345,-1,maybe,,',
      ',item,No stock,Import Plumbing,2,,,,',
      ',service,Stocked service,Import Plumbing,2,3,,,',
      `,service,${'x'.repeat(151)},Import Plumbing,2000000,,,,`,
    ].join('\n');
    const before = await listingsOf(ctx.a.provider.id);
    const res = await importCsv(ctx.a.headers, csv);
    expect(res.statusCode).toBe(200);
    const body = res.json<ListingImportReport>();
    expect(body).toMatchObject({ Valid: false, Rows: 5, Created: 0, Updated: 0 });
    expect(body.Errors.map((e) => `${e.Row}:${e.Field}`)).toEqual([
      '3:Type',
      '3:Price',
      '3:Stock',
      '3:Available',
      '3:Name',
      '3:Category',
      '4:Stock',
      '5:Stock',
      '6:Price',
      '6:Name',
    ]);
    expect(body.Errors[0]!.Message).toBe(LISTING_IMPORT_MESSAGES.type);
    expect(await listingsOf(ctx.a.provider.id)).toBe(before);
  });

  it("refuses another provider's listing and unknown ids as rows of the report, changing nothing", async () => {
    const csv = `${HEADER}\n${ctx.theirItem.id},,,,,0,,,\nnot-an-id,,,,,1,,,\n${ctx.ownItem.id},,,,,,,,\n`;
    const res = await importCsv(ctx.a.headers, csv);
    expect(res.json<ListingImportReport>().Errors).toEqual([
      { Row: 2, Field: 'ServiceItemId', Message: LISTING_IMPORT_MESSAGES.serviceItemId },
      { Row: 3, Field: 'ServiceItemId', Message: LISTING_IMPORT_MESSAGES.serviceItemId },
      { Row: 4, Field: 'ServiceItemId', Message: LISTING_IMPORT_MESSAGES.nothingToUpdate },
    ]);
    const [theirs] = await t.app.db.select().from(serviceItems).where(eq(serviceItems.id, ctx.theirItem.id));
    expect(theirs?.availableQuantity).toBe(5);
  });

  it('accepts the downloadable template as it is', async () => {
    await addCategory(t.app, 'Plumbing');
    const res = await importCsv(ctx.a.headers, LISTING_IMPORT_TEMPLATE_CSV, true);
    expect(res.json()).toEqual({ Valid: true, Rows: 2, Created: 2, Updated: 0, Errors: [] });
  });

  it('names unknown and repeated columns of the header', async () => {
    const res = await importCsv(ctx.a.headers, 'Name,Prize,name\nx,1,y\n');
    expect(res.json<ListingImportReport>().Errors.map((e) => [e.Row, e.Field])).toEqual([
      [1, 'Prize'],
      [1, 'name'],
    ]);
  });

  it('lets only an active provider import', async () => {
    const csv = `${HEADER}\n,service,X,Import Plumbing,1,,,,\n`;
    for (const who of [ctx.pending, ctx.rejected]) {
      const res = await importCsv(who.headers, csv);
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe(LISTING_IMPORT_MESSAGES.notActive);
    }
    expect((await importCsv(ctx.customer.headers, csv)).statusCode).toBe(403);
    expect((await importCsv(ctx.admin.headers, csv)).statusCode).toBe(403);
    expect((await importCsv(undefined, csv)).statusCode).toBe(401);
    expect(await listingsOf(ctx.pending.provider.id)).toBe(0);
  });

  it('caps the file at 1,000 rows and 1 MiB with clear answers', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => `,service,Row ${i},Import Plumbing,1,,,,`);
    const many = await importCsv(ctx.a.headers, [HEADER, ...rows].join('\n'));
    expect(many.json()).toEqual({
      Valid: false,
      Rows: 1001,
      Created: 0,
      Updated: 0,
      Errors: [{ Row: 0, Field: 'Csv', Message: LISTING_IMPORT_MESSAGES.tooManyRows }],
    });
    const huge = await importCsv(ctx.a.headers, 'x'.repeat(LISTING_IMPORT_MAX_CHARS + 1));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().Message).toBe(LISTING_IMPORT_MESSAGES.tooLong);
    const nul = await importCsv(ctx.a.headers, `${HEADER}\n,service,Bad\u0000name,Import Plumbing,1,,,,\n`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().Message).toBe(LISTING_IMPORT_MESSAGES.controlCharacters);
    const unclosed = await importCsv(ctx.a.headers, `${HEADER}\n,service,"open,Import Plumbing,1,,,,\n`);
    expect(unclosed.json().Errors).toEqual([{ Row: 2, Field: 'Csv', Message: LISTING_IMPORT_MESSAGES.unclosedQuote }]);
  });

  it('imports 1,000 rows in one request (time logged, not asserted)', async () => {
    const creates = Array.from(
      { length: 999 },
      (_, i) => `,item,Bulk ${i},Import Garden,${i}.250,${i},yes,"Bulk, row ${i}",Sitra`,
    );
    const csv = [HEADER, ...creates, `${ctx.ownItem.id},,,,9.999,1,,,`].join('\r\n');
    const started = performance.now();
    const res = await importCsv(ctx.a.headers, csv);
    const ms = performance.now() - started;
    expect(res.json()).toMatchObject({ Valid: true, Rows: 1000, Created: 999, Updated: 1 });
    console.log(`listing-import: 1,000 rows (999 new, 1 update) in ${ms.toFixed(0)} ms`);
  });
});
