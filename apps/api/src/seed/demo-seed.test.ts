import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AVAILABILITIES,
  INQUIRY_STATUSES,
  isValidBahrainIban,
  LISTING_TYPES,
  PROVIDER_ACCOUNT_STATES,
} from '@marketplace/contract';
import { createTestDatabase } from '../../test/test-database';
import { LocalMediaStore } from '../lib/media/media-store';
import { verifyPassword } from '../lib/password';
import { ENGLISH_ONLY_LISTINGS } from './catalog-categories';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DatabaseNotEmptyError, seedDemo, seedDemoIfEmpty } from './demo-seed';
import { NOW, fingerprint, load, seededFixture, type SeededFixture } from './testing';

/** Arabic letters, and the tashkeel (harakat, tanween, shadda, sukun, dagger alef) the demo's Arabic does without. */
const ARABIC = /[\u0621-\u064A]/;
const TASHKEEL = /[\u064B-\u0652\u0670]/;

describe('demo seed: catalog, people and idempotence', () => {
  let fixture: SeededFixture;
  let data: SeededFixture['data'];
  let testDb: SeededFixture['testDb'];
  let mediaDir: string;
  let summary: SeededFixture['summary'];

  beforeAll(async () => {
    fixture = await seededFixture();
    ({ data, testDb, mediaDir, summary } = fixture);
  }, 120_000);

  afterAll(async () => {
    await fixture?.close();
  });

  it('reports the rows it wrote', () => {
    expect(summary.users).toBe(data.users.length);
    expect(summary.serviceItems).toBe(120);
    expect(summary.orders).toBe(80);
    expect(summary.orderItems).toBe(data.orderItems.length);
    expect(summary.transactions).toBe(data.transactions.length);
  });

  it('has at least 8 categories, exactly one disabled and holding a couple of listings', () => {
    expect(data.categories.length).toBeGreaterThanOrEqual(8);
    const disabled = data.categories.filter((category) => !category.isEnable);
    expect(disabled).toHaveLength(1);
    const inDisabled = data.items.filter((item) => item.categoryId === disabled[0]?.id);
    expect(inDisabled.length).toBeGreaterThanOrEqual(2);
    for (const category of data.categories) expect(category.description.length).toBeGreaterThan(20);
  });

  it('has 12 providers covering every account state, the demo ones among them', () => {
    expect(data.providers).toHaveLength(12);
    expect(new Set(data.providers.map((provider) => provider.accState))).toEqual(new Set(PROVIDER_ACCOUNT_STATES));
    const userById = new Map(data.users.map((user) => [user.id, user]));
    const stateOf = (email: string) =>
      data.providers.find((provider) => userById.get(provider.userId)?.email === email)?.accState;
    expect(stateOf('provider@marketplace.test')).toBe('active');
    expect(stateOf('pending.provider@marketplace.test')).toBe('pending');
  });

  it('holds businesses in every verification and document state (issue 38)', async () => {
    const result = (await testDb.db.execute(sql`
      select u.email, p.verification, p.business_type as type, p.review_requested_at is not null as queued,
        array(select d.state from provider_documents d where d.provider_id = p.id order by d.state) as states
      from providers p join users u on u.id = p.user_id`)) as unknown as {
      rows: { email: string; verification: string; type: string; queued: boolean; states: string[] }[];
    };
    const of = (email: string) => result.rows.find((row) => row.email === email)!;
    expect(of('provider@marketplace.test')).toMatchObject({ verification: 'verified', queued: false });
    expect(of('pending.provider@marketplace.test')).toMatchObject({ verification: 'verified' });
    expect(of('lulu.beauty@example.bh')).toMatchObject({ verification: 'verified', type: 'individual' });
    expect(of('pipemasters@example.bh')).toMatchObject({ verification: 'verified', queued: true });
    expect(of('pipemasters@example.bh').states).toContain('submitted');
    expect(of('zallaq.rentals@example.bh')).toMatchObject({
      verification: 'unverified',
      states: ['accepted', 'changes-requested'],
    });
    expect(of('saar.homecare@example.bh')).toMatchObject({ verification: 'expired' });
  });

  it('writes every category and every business in Arabic beside the English (issue 33)', () => {
    for (const category of data.categories) {
      expect(category.nameAr, category.name).toMatch(ARABIC);
      expect(category.descriptionAr, category.name).toMatch(ARABIC);
    }
    expect(new Set(data.categories.map((category) => category.nameAr)).size).toBe(data.categories.length);
    expect(data.providers.filter((provider) => provider.accState === 'active').length).toBeGreaterThanOrEqual(8);
    // Active ones above all (the catalog shows them), but pending, rejected and inactive ones too.
    for (const provider of data.providers) {
      expect(provider.businessNameAr, provider.businessName).toMatch(ARABIC);
      expect(provider.businessDescriptionAr, provider.businessName).toMatch(ARABIC);
    }
  });

  it('writes every listing in Arabic but the chosen English-only ones, and orders keep the Arabic they were placed with', () => {
    const englishOnly = data.items.filter((item) => item.nameAr === '');
    expect(englishOnly.map((item) => item.name).sort()).toEqual([...ENGLISH_ONLY_LISTINGS].sort());
    // Spread over the catalog, so the fallback to English shows in more than one category.
    expect(new Set(englishOnly.map((item) => item.categoryId)).size).toBe(ENGLISH_ONLY_LISTINGS.length);
    for (const item of data.items) {
      if (item.nameAr === '') expect(item.descriptionAr, item.name).toBe('');
      else
        expect([item.nameAr, item.descriptionAr], item.name).toEqual([
          expect.stringMatching(ARABIC),
          expect.stringMatching(ARABIC),
        ]);
    }
    const itemById = new Map(data.items.map((item) => [item.id, item]));
    for (const line of data.orderItems) {
      const item = itemById.get(line.serviceItemId);
      expect([line.nameAr, line.descriptionAr]).toEqual([item?.nameAr, item?.descriptionAr]);
    }
    expect(data.orderItems.some((line) => line.nameAr !== '')).toBe(true);
  });

  it("gives the demo customer's bell its texts in Arabic too", () => {
    expect(data.notifications.length).toBeGreaterThan(1);
    for (const notification of data.notifications) {
      expect(notification.titleAr, notification.title).toMatch(ARABIC);
      expect(notification.bodyAr, notification.body).toMatch(ARABIC);
    }
  });

  it('keeps the Arabic free of tashkeel', () => {
    const texts = [
      ...data.notifications.flatMap((notification) => [notification.titleAr, notification.bodyAr]),
      ...data.categories.flatMap((category) => [category.nameAr, category.descriptionAr]),
      ...data.providers.flatMap((provider) => [provider.businessNameAr, provider.businessDescriptionAr]),
      ...data.items.flatMap((item) => [item.nameAr, item.descriptionAr]),
    ];
    expect(texts.filter((text) => TASHKEEL.test(text))).toEqual([]);
  });

  it('gives every active provider (they have been paid out) valid Bahrain payout bank details', () => {
    const active = data.providers.filter((provider) => provider.accState === 'active');
    expect(data.bankDetails.map((row) => row.providerId).sort()).toEqual(active.map((provider) => provider.id).sort());
    for (const row of data.bankDetails) {
      expect(isValidBahrainIban(row.iban), row.iban).toBe(true);
      // The account its payouts went to, by bank and last four digits.
      const payouts = data.transactions.filter((tx) => tx.type === 'payout' && tx.providerId === row.providerId);
      for (const payout of payouts) {
        expect(payout.description).toBe(`Payout to ${row.bankName} account ending ${row.iban.slice(-4)}`);
      }
    }
  });

  it('has 120 listings of both types and every availability; services carry no stock', () => {
    expect(data.items).toHaveLength(120);
    expect(new Set(data.items.map((item) => item.type))).toEqual(new Set(LISTING_TYPES));
    expect(new Set(data.items.map((item) => item.availability))).toEqual(new Set(AVAILABILITIES));
    for (const item of data.items) {
      if (item.type === 'service') expect(item.availableQuantity).toBeNull();
      else expect(item.availableQuantity).toBeGreaterThanOrEqual(0);
      expect(item.priceFils).toBeGreaterThanOrEqual(5_000);
      expect(item.priceFils).toBeLessThanOrEqual(450_000);
    }
    const names = data.items.map((item) => item.name);
    expect(names).toContain('Emergency Plumbing Repair');
    expect(names).toContain('Split Air-Conditioning Unit 1.5 Ton');
  });

  it('gives every listing 1 to 3 photos whose files exist in the media store', () => {
    const mediaById = new Map(data.media.map((row) => [row.id, row]));
    for (const item of data.items) {
      const photos = data.photos.filter((photo) => photo.serviceItemId === item.id);
      expect(photos.length).toBeGreaterThanOrEqual(1);
      expect(photos.length).toBeLessThanOrEqual(3);
      for (const photo of photos) {
        const row = mediaById.get(photo.mediaId);
        expect(row?.relatedType).toBe('ServiceItem');
        expect(row?.relatedId).toBe(item.id);
        expect(row?.contentType).toBe('image/jpeg');
        expect(existsSync(join(mediaDir, row?.storageKey ?? 'missing'))).toBe(true);
      }
    }
  });

  it('writes a different picture for every photo', async () => {
    const hashes = await Promise.all(
      data.media.map(async (row) =>
        createHash('sha256')
          .update(await readFile(join(mediaDir, row.storageKey)))
          .digest('hex'),
      ),
    );
    expect(new Set(hashes).size).toBe(data.media.length);
  });

  it('has at least 25 customers with +973 numbers, some unverified and one soft-deleted', () => {
    const customers = data.users.filter((user) => user.role === 'customer');
    expect(customers.length).toBeGreaterThanOrEqual(25);
    for (const customer of customers) expect(customer.phoneNumber).toMatch(/^\+973\d{8}$/);
    expect(customers.filter((customer) => !customer.isActive).length).toBeGreaterThanOrEqual(2);
    expect(customers.filter((customer) => customer.isDeleted)).toHaveLength(1);
  });

  it('creates the demo accounts with their roles and states, all sharing the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = data.users.find((candidate) => candidate.email === account.email);
      expect(user, account.email).toMatchObject({
        role: account.role,
        isActive: account.isActive,
        emailConfirmed: account.emailConfirmed,
        isDeleted: false,
      });
    }
    const hashes = new Set(data.users.map((user) => user.passwordHash));
    expect(hashes.size).toBe(1);
    expect(await verifyPassword([...hashes][0] ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('has inquiries in every status and a cart for the demo customer with a service and an in-stock item', () => {
    expect(data.inquiries.length).toBeGreaterThanOrEqual(10);
    expect(new Set(data.inquiries.map((inquiry) => inquiry.status))).toEqual(new Set(INQUIRY_STATUSES));
    const customer = data.users.find((user) => user.email === 'customer@marketplace.test');
    const cart = data.carts.find((candidate) => candidate.customerId === customer?.id);
    const lines = data.cartItems.filter((line) => line.cartId === cart?.id);
    const listings = lines.map((line) => ({ line, item: data.items.find((item) => item.id === line.serviceItemId) }));
    expect(listings.map(({ item }) => item?.type).sort()).toEqual(['item', 'service']);
    for (const { line, item } of listings) expect(line.quantity).toBeLessThanOrEqual(item?.availableQuantity ?? 1);
  });

  it('leaves a seeded database alone', async () => {
    const media = new LocalMediaStore(mediaDir);
    expect(await seedDemoIfEmpty({ db: testDb.db, media, now: NOW })).toBeNull();
    await expect(seedDemo({ db: testDb.db, media, now: NOW })).rejects.toBeInstanceOf(DatabaseNotEmptyError);
    const after = await load(testDb.db);
    expect(after.users).toHaveLength(data.users.length);
    expect(after.media).toHaveLength(data.media.length);
    for (const row of data.media) expect(existsSync(join(mediaDir, row.storageKey))).toBe(true);
  }, 60_000);

  it('gives the same data for the same now', async () => {
    const other = await createTestDatabase();
    const otherDir = await mkdtemp(join(tmpdir(), 'demo-seed-media-'));
    try {
      await seedDemo({ db: other.db, media: new LocalMediaStore(otherDir), now: NOW });
      expect(fingerprint(await load(other.db))).toEqual(fingerprint(data));
    } finally {
      await other.close();
      await rm(otherDir, { recursive: true, force: true });
    }
  }, 120_000);
});
