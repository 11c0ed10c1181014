import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceItemList } from '@marketplace/contract';
import { LocalMediaStore } from '../../lib/media/media-store';
import { seedDemo } from '../../seed/demo-seed';
import { NOW } from '../../seed/testing';
import { call } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { searchTerms } from './service-items-search';

// Search on the demo catalog. The snapshot is shared by the PGlite and PostgreSQL runs, so it
// also proves both databases rank the same listings in the same order.

let t: TestApp;
let mediaDir: string;

beforeAll(async () => {
  t = await createTestApp();
  mediaDir = await mkdtemp(join(tmpdir(), 'search-media-'));
  await seedDemo({ db: t.app.db, media: new LocalMediaStore(mediaDir), now: NOW });
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

async function search(text: string, extra = '') {
  const res = await call(t.app, {
    method: 'GET',
    url: `/api/service-items?Search=${encodeURIComponent(text)}&Limit=100${extra}`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as ServiceItemList).Items.map((item) => item.Name);
}

describe('catalog search', () => {
  it('puts the exact name first', async () => {
    expect((await search('Emergency Plumbing Repair'))[0]).toBe('Emergency Plumbing Repair');
    expect((await search('split air-conditioning unit 2 ton'))[0]).toBe('Split Air-Conditioning Unit 2 Ton');
  });

  it('matches word prefixes', async () => {
    const names = await search('plumb');
    // The name hit first; then listings found through their 'Plumbing' category (weight C).
    expect(names[0]).toBe('Emergency Plumbing Repair');
    expect(names.length).toBeGreaterThan(3);
  });

  it('forgives misspellings', async () => {
    expect((await search('plumbr')).some((name) => /plumbing/i.test(name))).toBe(true);
    const air = await search('airconditoning');
    expect(air.filter((name) => /air-conditioning/i.test(name)).length).toBeGreaterThanOrEqual(2);
  });

  it('needs every word of a multi-word search', async () => {
    const names = await search('window air conditioner');
    expect(names[0]).toBe('Window Air-Conditioner 1.5 Ton');
  });

  it('combines search with the other filters and finds nothing for nonsense', async () => {
    expect(await search('plumb', '&type=item')).not.toContain('Emergency Plumbing Repair');
    expect(await search('qqqxxzz')).toEqual([]);
    expect(await search('!!!')).not.toEqual([]);
  });

  it('ranks the same way on every database', async () => {
    const results: Record<string, string[]> = {};
    for (const text of ['plumb', 'plumbr', 'airconditoning', 'cleaning', 'ac repair']) {
      results[text] = (await search(text)).slice(0, 8);
    }
    expect(results).toMatchSnapshot();
  });
});

describe('searchTerms', () => {
  it('turns words into required prefixes and drops operators', () => {
    expect(searchTerms(' Plumb & rep|air ')).toEqual({
      text: 'Plumb & rep|air',
      tsquery: 'plumb:* & rep:* & air:*',
      nameText: 'Plumb & rep|air',
      arabicText: null,
    });
    expect(searchTerms('  ')).toBeNull();
    expect(searchTerms("!:*'")).toBeNull();
  });
});
