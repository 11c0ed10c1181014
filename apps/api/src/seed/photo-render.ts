import sharp from 'sharp';
import { drawPalette, type Palette } from './photo-palette';
import type { SeededRandom } from './prng';
import { PHOTO_SYMBOLS, type PhotoSymbol } from './photo-symbols';

export const PHOTO_WIDTH = 640;
export const PHOTO_HEIGHT = 480;
const JPEG_QUALITY = 78;

export interface PhotoSpec {
  /** The category's base hue. */
  hue: number;
  /** Drawn large: what the listing is (a camera, a tap, a sofa). */
  subject: PhotoSymbol;
  /** Drawn as a badge or a background pattern, so every photo of a category shares a mark. */
  category: PhotoSymbol;
  /** Which composition; a listing's photos take consecutive ones so its gallery varies too. */
  layout: number;
}

type Layout = (rng: SeededRandom, colours: Palette, spec: PhotoSpec) => string[];

/**
 * Demo photos are drawn, not downloaded: the listing's symbol on a gradient in its category's
 * colours, with the category's symbol as a badge or pattern, rasterised by sharp. No network, no
 * fonts, and the same seed gives the same picture. Three compositions and light or dark palettes,
 * seeded per listing, keep neighbours in a grid apart.
 */
export function photoSvg(rng: SeededRandom, spec: PhotoSpec): string {
  const colours = drawPalette(rng, spec.hue);
  const layout = LAYOUTS[spec.layout % LAYOUTS.length] ?? spotlight;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">`,
    `<defs><linearGradient id="bg" gradientTransform="rotate(${rng.int(0, 359)} 0.5 0.5)"><stop offset="0" stop-color="${colours.backgroundFrom}"/><stop offset="1" stop-color="${colours.backgroundTo}"/></linearGradient></defs>`,
    `<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#bg)"/>`,
    ...layout(rng, colours, spec),
    '</svg>',
  ].join('');
}

export function renderJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}

/** The subject on a disc in the middle, the category badge in a corner. */
const spotlight: Layout = (rng, colours, spec) => {
  const cx = rng.int(280, 360);
  const cy = rng.int(220, 260);
  const size = rng.int(210, 250);
  const rings = [1.25, 1.5].map(
    (scale) =>
      `<circle cx="${cx}" cy="${cy}" r="${Math.round(175 * scale)}" fill="none" stroke="${colours.faint}" stroke-opacity="0.12" stroke-width="${rng.int(4, 14)}"/>`,
  );
  const corner = rng.pick([
    [78, 78],
    [562, 78],
    [78, 402],
    [562, 402],
  ] as const);
  return [
    ...rings,
    `<circle cx="${cx}" cy="${cy}" r="${rng.int(165, 185)}" fill="${colours.stage}" fill-opacity="${colours.stageOpacity}"/>`,
    ...symbolWithShadow(spec.subject, cx, cy, size, colours.symbol, rng.int(-8, 8)),
    badge(spec, colours, corner[0], corner[1], 48),
  ];
};

/** A faint pattern of the category's symbol, the subject on a card to one side, the badge on the other. */
const pattern: Layout = (rng, colours, spec) => {
  const left = rng.chance(0.5);
  const cardX = left ? rng.int(40, 70) : rng.int(270, 300);
  const cardY = rng.int(70, 110);
  const tile = rng.int(84, 104);
  const tilt = rng.int(-20, 20);
  const motifs: string[] = [];
  for (let row = 0; row * tile < PHOTO_HEIGHT + tile; row += 1) {
    // Every other row shifted by half a tile, like a printed wrapping paper.
    for (let x = (row % 2) * (tile / 2); x < PHOTO_WIDTH + tile; x += tile) {
      motifs.push(`<use href="#motif" transform="translate(${x} ${row * tile}) rotate(${tilt})"/>`);
    }
  }
  return [
    `<defs>${symbolPath(spec.category, 0, 0, 38, colours.faint, 0, 'id="motif" fill-opacity="0.13"')}</defs>`,
    ...motifs,
    `<rect x="${cardX}" y="${cardY}" width="300" height="300" rx="${rng.int(24, 60)}" fill="${colours.stage}" fill-opacity="${colours.stageOpacity}"/>`,
    ...symbolWithShadow(spec.subject, cardX + 150, cardY + 150, rng.int(200, 230), colours.symbol, 0),
    badge(spec, colours, left ? rng.int(470, 520) : rng.int(120, 170), rng.int(200, 280), 62),
  ];
};

/** A diagonal band, the category's symbol huge and faint off one edge, the subject on the other side. */
const split: Layout = (rng, colours, spec) => {
  const flip = rng.chance(0.5);
  const top = rng.int(120, 280);
  const bottom = rng.int(360, 520);
  const band = flip
    ? `M${PHOTO_WIDTH} 0 H${PHOTO_WIDTH - top} L${PHOTO_WIDTH - bottom} ${PHOTO_HEIGHT} H${PHOTO_WIDTH} Z`
    : `M0 0 H${top} L${bottom} ${PHOTO_HEIGHT} H0 Z`;
  const bigSize = rng.int(360, 420);
  const bigX = flip ? rng.int(20, 90) : PHOTO_WIDTH - rng.int(20, 90);
  const subjectX = flip ? rng.int(440, 470) : rng.int(170, 200);
  return [
    `<path d="${band}" fill="${colours.stage}" fill-opacity="${colours.stageOpacity * 0.6}"/>`,
    symbolPath(spec.category, bigX, rng.int(200, 280), bigSize, colours.faint, rng.int(-25, 25), 'fill-opacity="0.16"'),
    ...symbolWithShadow(spec.subject, subjectX, rng.int(215, 250), rng.int(230, 270), colours.symbol, rng.int(-6, 6)),
    badge(spec, colours, flip ? 64 : PHOTO_WIDTH - 64, PHOTO_HEIGHT - 64, 40),
  ];
};

const LAYOUTS: readonly Layout[] = [spotlight, pattern, split];

/** The category's symbol on a disc; left out when the subject already is that symbol. */
function badge(spec: PhotoSpec, colours: Palette, cx: number, cy: number, radius: number): string {
  if (spec.subject === spec.category) return '';
  return [
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${colours.badge}"/>`,
    symbolPath(spec.category, cx, cy, Math.round(radius * 1.05), colours.badgeSymbol, 0),
  ].join('');
}

function symbolWithShadow(symbol: PhotoSymbol, cx: number, cy: number, size: number, fill: string, angle: number) {
  const offset = Math.round(size / 36);
  return [
    symbolPath(symbol, cx + offset, cy + offset * 1.5, size, '#000000', angle, 'fill-opacity="0.22"'),
    symbolPath(symbol, cx, cy, size, fill, angle),
  ];
}

/** A 24 x 24 icon centred on (cx, cy) at `size` pixels, turned by `angle` degrees. */
function symbolPath(
  symbol: PhotoSymbol,
  cx: number,
  cy: number,
  size: number,
  fill: string,
  angle: number,
  extra = '',
) {
  const transform = `translate(${cx} ${cy}) rotate(${angle}) scale(${(size / 24).toFixed(3)}) translate(-12 -12)`;
  const paths = symbolPaths(symbol).map((d) => `<path d="${d}"/>`);
  return `<g ${extra} transform="${transform}" fill="${fill}">${paths.join('')}</g>`;
}

/** The path data of a symbol, one string per <path>. */
export function symbolPaths(symbol: PhotoSymbol): readonly string[] {
  const shape: string | readonly string[] = PHOTO_SYMBOLS[symbol];
  return typeof shape === 'string' ? [shape] : shape;
}
