import sharp from 'sharp';
import type { ListingType } from '@marketplace/contract';
import type { SeededRandom } from './prng';

export const PHOTO_WIDTH = 640;
export const PHOTO_HEIGHT = 480;
const JPEG_QUALITY = 78;

/**
 * Demo photos are drawn, not downloaded: an SVG of gradients and simple shapes in the category's
 * colours, rasterised by sharp. No network, no fonts, and the same seed gives the same picture.
 * Items get a "product on a table" motif, services a badge with rings, so the two read differently.
 */
export function photoSvg(rng: SeededRandom, hue: number, type: ListingType): string {
  const h = (offset: number) => (hue + offset + 360) % 360;
  const angle = rng.int(0, 359);
  const from = hslHex(h(rng.int(-15, 15)), 55, rng.int(70, 82));
  const to = hslHex(h(rng.int(20, 45)), 60, rng.int(32, 45));
  const shapes = Array.from({ length: rng.int(4, 7) }, () => decoration(rng, h(rng.int(-30, 30))));
  const motif = type === 'item' ? productMotif(rng, h(180)) : serviceMotif(rng, h(0));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">`,
    '<defs>',
    `<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    '<radialGradient id="glow"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
    '</defs>',
    `<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#bg)"/>`,
    `<circle cx="${rng.int(120, 520)}" cy="${rng.int(80, 200)}" r="${rng.int(180, 300)}" fill="url(#glow)"/>`,
    ...shapes,
    motif,
    '</svg>',
  ].join('');
}

export function renderJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}

function decoration(rng: SeededRandom, hue: number): string {
  const fill = hslHex(hue, rng.int(40, 70), rng.int(40, 85));
  const opacity = (rng.int(15, 45) / 100).toFixed(2);
  if (rng.chance(0.5)) {
    return `<circle cx="${rng.int(0, PHOTO_WIDTH)}" cy="${rng.int(0, PHOTO_HEIGHT)}" r="${rng.int(30, 140)}" fill="${fill}" fill-opacity="${opacity}"/>`;
  }
  const w = rng.int(60, 260);
  const hgt = rng.int(40, 180);
  return `<rect x="${rng.int(-40, PHOTO_WIDTH - 40)}" y="${rng.int(-40, PHOTO_HEIGHT - 40)}" width="${w}" height="${hgt}" rx="${rng.int(6, 40)}" transform="rotate(${rng.int(-30, 30)})" fill="${fill}" fill-opacity="${opacity}"/>`;
}

function productMotif(rng: SeededRandom, hue: number): string {
  const w = rng.int(180, 260);
  const hgt = rng.int(150, 230);
  const x = (PHOTO_WIDTH - w) / 2;
  const y = PHOTO_HEIGHT - 90 - hgt;
  const body = hslHex(hue, rng.int(10, 35), rng.int(88, 96));
  const accent = hslHex(hue, 65, 45);
  return [
    `<rect x="0" y="${PHOTO_HEIGHT - 90}" width="${PHOTO_WIDTH}" height="90" fill="#000000" fill-opacity="0.18"/>`,
    `<ellipse cx="${PHOTO_WIDTH / 2}" cy="${PHOTO_HEIGHT - 88}" rx="${w * 0.62}" ry="16" fill="#000000" fill-opacity="0.25"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${hgt}" rx="18" fill="${body}"/>`,
    `<rect x="${x + 18}" y="${y + 20}" width="${w - 36}" height="${Math.round(hgt * 0.35)}" rx="10" fill="${accent}" fill-opacity="0.8"/>`,
    `<circle cx="${x + w - 34}" cy="${y + hgt - 32}" r="12" fill="${accent}"/>`,
    `<rect x="${x + 18}" y="${y + hgt - 40}" width="${Math.round(w * 0.4)}" height="14" rx="7" fill="${accent}" fill-opacity="0.5"/>`,
  ].join('');
}

function serviceMotif(rng: SeededRandom, hue: number): string {
  const cx = rng.int(260, 380);
  const cy = rng.int(200, 260);
  const ring = hslHex(hue, 70, 96);
  const core = hslHex(hue, 65, 40);
  const rings = [150, 118, 88].map(
    (r, index) =>
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${ring}" stroke-opacity="${0.25 + index * 0.2}" stroke-width="${6 + index * 3}"/>`,
  );
  const wave = `<path d="M0 ${PHOTO_HEIGHT - 70} Q 160 ${PHOTO_HEIGHT - 130} 320 ${PHOTO_HEIGHT - 70} T 640 ${PHOTO_HEIGHT - 70} V ${PHOTO_HEIGHT} H 0 Z" fill="${ring}" fill-opacity="0.35"/>`;
  const check = `<path d="M${cx - 30} ${cy} l22 24 l42 -48" fill="none" stroke="${ring}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`;
  return [...rings, `<circle cx="${cx}" cy="${cy}" r="62" fill="${core}"/>`, check, wave].join('');
}

/** HSL to #rrggbb: hex colours render the same in every SVG renderer. */
function hslHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
