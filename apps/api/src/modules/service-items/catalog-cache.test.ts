import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LISTING_IMPORT_COLUMNS, type ServiceItemList } from '@marketplace/contract';
import type { Database } from '../../db/database';
import { pgliteWriteCount } from '../../db/pglite-queue';
import { categories, providers, serviceItems } from '../../db/schema/index';
import { seedScale } from '../../seed/scale-seed';
import { call } from '../../../test/account-helpers';
import { createSharedDatabaseApps } from '../../../test/shared-database-apps';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCatalogCache } from './catalog-cache';
import { addCategory, addListing, providerWithToken, userWithToken } from './testing';

// The public catalog cache (issue 18): it must never serve an answer a committed write changed,
// whoever wrote (the API, another process, a test writing straight to the tables).

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const bumpVersion = () => t.app.db.execute(sql`select nextval('catalog_version')`);

function countingLoad() {
  const load = async () => {
    load.calls += 1;
    return `answer ${load.calls}`;
  };
  load.calls = 0;
  return load;
}

describe('createCatalogCache', () => {
  it('answers from memory until the catalog version moves', async () => {
    const cache = createCatalogCache(t.app.db);
    const load = countingLoad();
    expect(await cache.read('k', load)).toBe('answer 1');
    expect(await cache.read('k', load)).toBe('answer 1');
    await bumpVersion();
    expect(await cache.read('k', load)).toBe('answer 2');
    expect(load.calls).toBe(2);
  });

  it('refreshes an answer past its time to live in the background, and waits for one twice as old', async () => {
    let clock = 0;
    const cache = createCatalogCache(t.app.db, { ttlMs: 1_000, now: () => clock });
    const load = countingLoad();
    await cache.read('k', load);
    clock = 999;
    expect(await cache.read('k', load)).toBe('answer 1');
    expect(load.calls).toBe(1);
    clock = 1_000;
    expect(await cache.read('k', load)).toBe('answer 1');
    await vi.waitFor(() => expect(load.calls).toBe(2));
    await vi.waitFor(async () => expect(await cache.read('k', load)).toBe('answer 2'));
    clock = 3_000;
    expect(await cache.read('k', load)).toBe('answer 3');
  });

  it('keeps answers until the next write on a database that runs one statement at a time', async () => {
    let clock = 0;
    const cache = createCatalogCache(t.app.db, { singleConnection: true, now: () => clock });
    const load = countingLoad();
    await cache.read('k', load);
    clock = 24 * 3_600_000;
    expect(await cache.read('k', load)).toBe('answer 1');
    await bumpVersion();
    expect(await cache.read('k', load)).toBe('answer 2');
    expect(load.calls).toBe(2);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = createCatalogCache(t.app.db);
    const load = countingLoad();
    const answers = await Promise.all([cache.read('k', load), cache.read('k', load), cache.read('k', load)]);
    expect(answers).toEqual(['answer 1', 'answer 1', 'answer 1']);
    expect(load.calls).toBe(1);
  });

  it('does not keep an answer when the catalog changed while it was read', async () => {
    const cache = createCatalogCache(t.app.db);
    let calls = 0;
    const loadDuringWrite = async () => {
      calls += 1;
      if (calls === 1) await bumpVersion();
      return `answer ${calls}`;
    };
    expect(await cache.read('k', loadDuringWrite)).toBe('answer 1');
    expect(await cache.read('k', loadDuringWrite)).toBe('answer 2');
    expect(await cache.read('k', loadDuringWrite)).toBe('answer 2');
  });

  it('answers callers who arrive during a version read from one later read they share', async () => {
    let version = '1';
    let reads = 0;
    const pending: Array<() => void> = [];
    const readVersion = () => {
      reads += 1;
      return new Promise<string>((resolve) => pending.push(() => resolve(version)));
    };
    const settle = async <T>(promise: Promise<T>) => {
      let done = false;
      void promise.finally(() => (done = true));
      while (!done) {
        await new Promise((resolve) => setImmediate(resolve));
        pending.splice(0).forEach((resolve) => resolve());
      }
      return promise;
    };
    const cache = createCatalogCache(t.app.db, { readVersion });
    const load = countingLoad();
    expect(await settle(cache.read('k', load))).toBe('answer 1');

    const readsBefore = reads;
    const early = cache.read('k', load);
    const late = Promise.all([cache.read('k', load), cache.read('k', load)]);
    expect(reads).toBe(readsBefore + 1);
    // The read under way answers '1'; a write then commits before it reaches the late callers,
    // who called after that read had started: they must not be answered from it.
    pending.shift()!();
    version = '2';
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toBe(readsBefore + 2);
    expect(await settle(early)).toBe('answer 1');
    expect(await settle(late)).toEqual(['answer 2', 'answer 2']);
    expect(load.calls).toBe(2);
  });

  it('drops the least recently used key past its size', async () => {
    const cache = createCatalogCache(t.app.db, { maxEntries: 2 });
    const load = countingLoad();
    await cache.read('a', load);
    await cache.read('b', load);
    await cache.read('a', load);
    await cache.read('c', load);
    expect(await cache.read('a', load)).toBe('answer 1');
    expect(await cache.read('b', load)).toBe('answer 4');
  });
});

describe.runIf(inject('testDatabase').kind === 'pglite')('createCatalogCache on PGlite', () => {
  /** The sequence read the cache makes, counted. */
  function countedVersionRead(db: Database) {
    const read = async () => {
      read.calls += 1;
      const result = await db.execute(
        sql`select (case when is_called then last_value else 0 end)::text as v from catalog_version`,
      );
      return (result as unknown as { rows: Array<{ v: string }> }).rows[0]!.v;
    };
    read.calls = 0;
    return read;
  }

  it('reads the version again only after a statement that may have written', async () => {
    const readVersion = countedVersionRead(t.app.db);
    const writeCount = pgliteWriteCount((t.app.db as unknown as { $client: unknown }).$client);
    expect(writeCount).toBeDefined();
    const cache = createCatalogCache(t.app.db, { singleConnection: true, readVersion, writeCount });
    const load = countingLoad();
    const category = await addCategory(t.app, 'Version Read Category');

    expect(await cache.read('k', load)).toBe('answer 1');
    await Promise.all([cache.read('k', load), cache.read('k', load), cache.read('k', load)]);
    await t.app.db.select().from(categories).where(eq(categories.id, category.id));
    expect(await cache.read('k', load)).toBe('answer 1');
    expect(readVersion.calls).toBe(1);

    // A write elsewhere costs one version read, which finds the catalog unchanged.
    await userWithToken(t.app, 'customer');
    expect(await cache.read('k', load)).toBe('answer 1');
    expect(readVersion.calls).toBe(2);

    await t.app.db.transaction(async (tx) => {
      await tx.update(categories).set({ name: 'Version Read Renamed' }).where(eq(categories.id, category.id));
    });
    expect(await cache.read('k', load)).toBe('answer 2');

    // A data-modifying WITH starts like a read.
    await t.app.db.execute(
      sql`with renamed as (update categories set name = 'Version Read Again' where id = ${category.id} returning id) select count(*) from renamed`,
    );
    expect(await cache.read('k', load)).toBe('answer 3');
    expect(load.calls).toBe(3);
  });

  it('finds the write count of the app database by itself', async () => {
    const cache = createCatalogCache(t.app.db, { singleConnection: true });
    const load = countingLoad();
    await cache.read('k', load);
    await bumpVersion();
    expect(await cache.read('k', load)).toBe('answer 2');
  });
});

describe('GET /api/service-items behind the cache', () => {
  const names = async (query = '') => {
    const res = await call(t.app, { method: 'GET', url: `/api/service-items?Limit=100${query}` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ServiceItemList;
    return { names: body.Items.map((item) => item.Name), total: body.TotalItems, items: body.Items };
  };

  it('shows every committed change to listings, stock, providers and categories on the next read', async () => {
    const owner = await providerWithToken(t.app, 'active', 'Cache Test Co');
    const category = await addCategory(t.app, 'Cache Test Category');
    const first = await addListing(t.app, {
      providerId: owner.provider.id,
      categoryId: category.id,
      name: 'Cached Lamp',
      type: 'item',
    });
    const query = `&CategoryId=${category.id}`;
    expect((await names(query)).names).toEqual(['Cached Lamp']);

    await addListing(t.app, { providerId: owner.provider.id, categoryId: category.id, name: 'Second Lamp' });
    expect(await names(query)).toMatchObject({ names: ['Second Lamp', 'Cached Lamp'], total: 2 });
    expect((await names('&Search=lamp')).total).toBe(2);

    await t.app.db.update(serviceItems).set({ availableQuantity: 1 }).where(eq(serviceItems.id, first.id));
    expect((await names(query)).items.find((item) => item.ServiceItemId === first.id)?.AvailableQuantity).toBe(1);

    await t.app.db.update(categories).set({ isEnable: false }).where(eq(categories.id, category.id));
    expect(await names(query)).toMatchObject({ names: [], total: 0 });
    await t.app.db.update(categories).set({ isEnable: true }).where(eq(categories.id, category.id));
    expect((await names(query)).total).toBe(2);

    await t.app.db.update(providers).set({ accState: 'inactive' }).where(eq(providers.id, owner.provider.id));
    expect(await names('&Search=lamp')).toMatchObject({ names: [], total: 0 });
  });

  it('shows listings written in a transaction, by the listing import and by the scale seed on the next read', async () => {
    const owner = await providerWithToken(t.app, 'active', 'Bulk Writes Co');
    const category = await addCategory(t.app, 'Bulk Writes Category');
    const query = `&CategoryId=${category.id}`;
    expect((await names(query)).total).toBe(0);

    await t.app.db.transaction(async (tx) => {
      await tx.insert(serviceItems).values({
        providerId: owner.provider.id,
        categoryId: category.id,
        name: 'Transaction Heater',
        type: 'service',
        priceFils: 5_000,
        availability: 'available',
        location: 'Manama',
      });
    });
    expect(await names(query)).toMatchObject({ names: ['Transaction Heater'], total: 1 });

    const csv = `${LISTING_IMPORT_COLUMNS.join(',')}\r\n,service,Imported Heater,${category.name},3.000,,yes,Warm,Riffa\r\n`;
    const imported = await call(t.app, {
      method: 'POST',
      url: '/api/service-items/import',
      headers: owner.headers,
      payload: { Csv: csv },
    });
    expect(imported.statusCode).toBe(200);
    expect((await names(query)).total).toBe(2);

    const everything = (await names()).total;
    await seedScale({ db: t.app.db, kind: t.app.database.kind, items: 3, orders: 0, log: () => {} });
    expect((await names()).total).toBe(everything + 3);
  });

  it('never serves the owner view of hidden listings to the public', async () => {
    const owner = await providerWithToken(t.app, 'active', 'Hidden Owner Co');
    const category = await addCategory(t.app, 'Hidden Owner Category');
    await addListing(t.app, {
      providerId: owner.provider.id,
      categoryId: category.id,
      name: 'Paused Gadget',
      availability: 'discontinued',
    });
    const url = `/api/service-items?ProviderId=${owner.provider.id}`;
    const mine = await call(t.app, { method: 'GET', url, headers: owner.headers });
    expect((mine.json() as ServiceItemList).TotalItems).toBe(1);
    const strangers = await call(t.app, { method: 'GET', url });
    expect((strangers.json() as ServiceItemList).TotalItems).toBe(0);
    const mineAgain = await call(t.app, { method: 'GET', url, headers: owner.headers });
    expect((mineAgain.json() as ServiceItemList).TotalItems).toBe(1);
  });
});

describe.runIf(inject('testDatabase').kind === 'postgres')('the catalog cache across two API processes', () => {
  it('shows a listing written through one process on the next read of the other', async () => {
    const shared = await createSharedDatabaseApps(2);
    try {
      const [reader, writer] = shared.apps as [FastifyInstance, FastifyInstance];
      const owner = await providerWithToken(writer, 'active', 'Two Process Co');
      const category = await addCategory(writer, 'Two Process Category');
      const read = async () => {
        const res = await call(reader, { method: 'GET', url: `/api/service-items?CategoryId=${category.id}` });
        return (res.json() as ServiceItemList).TotalItems;
      };
      expect(await read()).toBe(0);
      const created = await call(writer, {
        method: 'POST',
        url: '/api/service-items',
        headers: owner.headers,
        payload: {
          Type: 'service',
          Name: 'Shared Kettle Repair',
          Description: '',
          Photos: [],
          Price: 5,
          AvailableQuantity: null,
          Availability: 'available',
          CategoryId: category.id,
          Location: 'Manama',
        },
      });
      expect(created.statusCode).toBe(201);
      expect(await read()).toBe(1);
    } finally {
      await shared.close();
    }
  });
});
