import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, DEMO_LISTINGS } from './catalog-categories';
import { PHOTO_HEIGHT, PHOTO_WIDTH, photoSvg, renderJpeg, symbolPaths } from './photo-render';
import { CATEGORY_PICTURES, photoSubject } from './photo-subjects';
import type { PhotoSymbol } from './photo-symbols';
import { SeededRandom, seedFrom } from './prng';

/** True when every path of the symbol is drawn in the SVG. */
const drawsSymbol = (svg: string, symbol: PhotoSymbol) => symbolPaths(symbol).every((d) => svg.includes(`d="${d}"`));

function svgOf(name: string, layout = 0): string {
  const template = DEMO_LISTINGS.find((listing) => listing.name === name);
  const category = DEMO_CATEGORIES.find((candidate) => candidate.key === template?.category);
  if (!template || !category) throw new Error(`No demo listing ${name}`);
  const subject = photoSubject(template.category, template.name);
  return photoSvg(new SeededRandom(seedFrom(name)), { hue: category.hue, ...subject, layout });
}

/** A 16 x 12 greyscale thumbnail: what a person sees at a glance, without the JPEG noise. */
async function thumbnail(jpeg: Buffer): Promise<Buffer> {
  return sharp(jpeg).resize(16, 12, { fit: 'fill' }).greyscale().raw().toBuffer();
}

describe('demo photos', () => {
  it('picks a symbol that fits the listing, under its category symbol', () => {
    expect(photoSubject('automotive', 'Full HD Dash Camera')).toEqual({
      subject: 'Videocam',
      category: 'DirectionsCar',
    });
    expect(photoSubject('cleaning', 'Cordless Vacuum Cleaner')).toEqual({
      subject: 'Cyclone',
      category: 'CleaningServices',
    });
    expect(photoSubject('air-conditioning', 'AC Copper Pipe Kit 3 m')).toEqual({
      subject: 'Plumbing',
      category: 'AcUnit',
    });
  });

  it("gives almost every listing a symbol of its own, not just its category's", () => {
    for (const { key } of DEMO_CATEGORIES) {
      const listings = DEMO_LISTINGS.filter((listing) => listing.category === key);
      const generic = listings.filter(
        (listing) => photoSubject(key, listing.name).subject === CATEGORY_PICTURES[key].symbol,
      );
      expect(
        generic.map((listing) => listing.name),
        key,
      ).toHaveLength(Math.min(1, generic.length));
      const subjects = new Set(listings.map((listing) => photoSubject(key, listing.name).subject));
      expect(subjects.size, key).toBeGreaterThanOrEqual(Math.ceil(listings.length * 0.75));
    }
  });

  it("draws the listing's symbol and its category's symbol in every layout", () => {
    for (const layout of [0, 1, 2]) {
      const svg = svgOf('Full HD Dash Camera', layout);
      expect(drawsSymbol(svg, 'Videocam'), `layout ${layout}`).toBe(true);
      expect(drawsSymbol(svg, 'DirectionsCar'), `layout ${layout}`).toBe(true);
      expect(drawsSymbol(svg, 'CleaningServices')).toBe(false);
    }
    const shower = svgOf('Shower Set with Rain Head');
    expect(drawsSymbol(shower, 'Shower')).toBe(true);
    expect(drawsSymbol(shower, 'Plumbing')).toBe(true);
  });

  it('draws the same picture for the same listing, and a different one per layout', () => {
    expect(svgOf('Cordless Vacuum Cleaner')).toBe(svgOf('Cordless Vacuum Cleaner'));
    expect(new Set([0, 1, 2].map((layout) => svgOf('Cordless Vacuum Cleaner', layout))).size).toBe(3);
  });

  it('renders listings of different categories as visibly different JPEGs', async () => {
    const names = [
      'Full HD Dash Camera',
      'Cordless Vacuum Cleaner',
      'AC Copper Pipe Kit 3 m',
      'Car Vacuum Cleaner 12V',
    ];
    const jpegs = await Promise.all(names.map((name) => renderJpeg(svgOf(name))));
    for (const jpeg of jpegs) {
      expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
    }
    const hashes = jpegs.map((jpeg) => createHash('sha256').update(jpeg).digest('hex'));
    expect(new Set(hashes).size).toBe(names.length);
    const thumbs = await Promise.all(jpegs.map(thumbnail));
    for (let a = 0; a < thumbs.length; a += 1) {
      for (let b = a + 1; b < thumbs.length; b += 1) {
        const [x, y] = [thumbs[a] ?? Buffer.alloc(0), thumbs[b] ?? Buffer.alloc(0)];
        const meanDifference = x.reduce((sum, value, i) => sum + Math.abs(value - (y[i] ?? 0)), 0) / x.length;
        // Out of 255: nearly a tenth of the brightness range, on average, over the whole picture.
        expect(meanDifference, `${names[a]} vs ${names[b]}`).toBeGreaterThan(20);
      }
    }
  });
});
