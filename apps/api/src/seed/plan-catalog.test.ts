import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, DEMO_LISTINGS } from './catalog-categories';
import { DEMO_SEED } from './demo-seed';
import { readBilingualTable } from './bilingual-table';
import { parseListings } from './listing-table';
import { buildDemoPlan } from './demo-plan';
import { symbolPaths } from './photo-render';
import { CATEGORY_PICTURES, photoSubject } from './photo-subjects';
import type { PhotoSymbol } from './photo-symbols';
import { SeededRandom } from './prng';

const NOW = new Date('2026-03-15T09:00:00.000Z');

function plan() {
  return buildDemoPlan({
    rng: new SeededRandom(DEMO_SEED),
    ids: new SeededRandom(1),
    now: NOW,
    passwordHash: 'not-hashed',
    urlFor: (key) => `/media/${key}`,
  });
}

const drawsSymbol = (svg: string, symbol: PhotoSymbol) => symbolPaths(symbol).every((d) => svg.includes(`d="${d}"`));

describe('demo catalog photos', () => {
  const demo = plan();
  const keyByMediaId = new Map(demo.media.map((row) => [row.id, row.storageKey]));
  const svgsOf = (serviceItemId: string) =>
    demo.serviceItemPhotos
      .filter((photo) => photo.serviceItemId === serviceItemId)
      .map((photo) => demo.photoSvgs.get(keyByMediaId.get(photo.mediaId) ?? '') ?? '');

  it("draws every listing's photos around its own symbol and its category's", () => {
    for (const item of demo.serviceItems) {
      const template = DEMO_LISTINGS.find((listing) => listing.name === item.name);
      if (!template) throw new Error(`No template for ${item.name}`);
      const { subject, category } = photoSubject(template.category, template.name);
      expect(category).toBe(CATEGORY_PICTURES[template.category].symbol);
      const svgs = svgsOf(item.id);
      expect(svgs.length, item.name).toBeGreaterThanOrEqual(1);
      for (const svg of svgs) {
        expect(drawsSymbol(svg, subject), `${item.name}: ${subject}`).toBe(true);
        expect(drawsSymbol(svg, category), `${item.name}: ${category}`).toBe(true);
      }
    }
  });

  it('tells a dash camera, a copper pipe kit and a vacuum cleaner apart', () => {
    const svgOf = (name: string) => svgsOf(demo.serviceItems.find((item) => item.name === name)?.id ?? '')[0] ?? '';
    const camera = svgOf('Full HD Dash Camera');
    const pipes = svgOf('AC Copper Pipe Kit 3 m');
    const vacuum = svgOf('Cordless Vacuum Cleaner');
    expect([drawsSymbol(camera, 'Videocam'), drawsSymbol(camera, 'DirectionsCar')]).toEqual([true, true]);
    expect([drawsSymbol(pipes, 'Plumbing'), drawsSymbol(pipes, 'AcUnit')]).toEqual([true, true]);
    expect([drawsSymbol(vacuum, 'Cyclone'), drawsSymbol(vacuum, 'CleaningServices')]).toEqual([true, true]);
    expect(drawsSymbol(vacuum, 'Videocam') || drawsSymbol(camera, 'Cyclone')).toBe(false);
  });

  it('gives every photo and every category image a picture of its own', () => {
    const svgs = [...demo.photoSvgs.values()];
    expect(new Set(svgs).size).toBe(svgs.length);
    for (const category of demo.categories) {
      const seed = DEMO_CATEGORIES.find((candidate) => candidate.name === category.name);
      if (!seed) throw new Error(`No demo category ${category.name}`);
      const svg = demo.photoSvgs.get(category.imageUrl?.replace('/media/', '') ?? '') ?? '';
      expect(drawsSymbol(svg, CATEGORY_PICTURES[seed.key].symbol), category.name).toBe(true);
    }
  });

  it('draws the same photos for the same seed', () => {
    expect([...plan().photoSvgs.values()]).toEqual([...demo.photoSvgs.values()]);
  });
});

describe('bilingual seed tables', () => {
  it('pairs each Arabic line with the English line above it; a line without one stays English-only', () => {
    const listings = parseListings(
      'plumbing',
      `
      service | Leak Detection Service | 30-80 | Hidden leaks found.
        ar | كشف تسربات المياه | كشف التسربات المخفية.
      item | Kitchen Mixer Tap | 12-35 | Chrome mixer.
      `,
    );
    expect(listings.map(({ name, nameAr, descriptionAr }) => [name, nameAr, descriptionAr])).toEqual([
      ['Leak Detection Service', 'كشف تسربات المياه', 'كشف التسربات المخفية.'],
      ['Kitchen Mixer Tap', '', ''],
    ]);
  });

  it('refuses an Arabic line that belongs to no English line, a second one, a missing cell or one left in English', () => {
    const bad = [
      'ar | كشف التسربات | كشف التسربات المخفية.',
      'a | b | c\nar | اسم | وصف\nar | اسم آخر | وصف آخر',
      'a | b | c\nar | اسم',
      'a | b | c\nar | Leak detection | كشف التسربات',
      'a | b | c\nar | اسم | وصف | زائد',
    ];
    for (const table of bad) expect(() => readBilingualTable(table, 'test'), table).toThrow(/Bad Arabic line/);
  });
});
