import type { SeededRandom } from './prng';

/** The colours of one generated photo. */
export interface Palette {
  backgroundFrom: string;
  backgroundTo: string;
  /** The disc or band the main symbol stands on. */
  stage: string;
  stageOpacity: number;
  symbol: string;
  /** The category badge, in a contrasting hue so it reads as a label, not as part of the picture. */
  badge: string;
  badgeSymbol: string;
  /** Faint background motifs. */
  faint: string;
}

/**
 * Light or dark, with the hue moved a little around the category's: listings of one category stay
 * recognisably related while neighbours in a grid still differ.
 */
export function drawPalette(rng: SeededRandom, baseHue: number): Palette {
  const hue = (offset: number) => (baseHue + offset + 720) % 360;
  const h = rng.int(-20, 20);
  const accent = h + rng.pick([150, 180, 210]);
  if (rng.chance(0.5)) {
    return {
      backgroundFrom: hslHex(hue(h), rng.int(55, 75), rng.int(78, 88)),
      backgroundTo: hslHex(hue(h + rng.int(15, 45)), rng.int(50, 70), rng.int(55, 68)),
      stage: '#ffffff',
      stageOpacity: rng.int(70, 92) / 100,
      symbol: hslHex(hue(h), rng.int(60, 80), rng.int(28, 38)),
      badge: hslHex(hue(accent), rng.int(55, 75), rng.int(38, 46)),
      badgeSymbol: '#ffffff',
      faint: hslHex(hue(h), 60, 35),
    };
  }
  return {
    backgroundFrom: hslHex(hue(h), rng.int(45, 65), rng.int(24, 32)),
    backgroundTo: hslHex(hue(h + rng.int(20, 50)), rng.int(50, 70), rng.int(10, 16)),
    stage: hslHex(hue(h), rng.int(40, 60), rng.int(38, 48)),
    stageOpacity: rng.int(45, 70) / 100,
    symbol: hslHex(hue(h), rng.int(70, 90), rng.int(88, 95)),
    badge: hslHex(hue(accent), rng.int(70, 85), rng.int(60, 70)),
    badgeSymbol: hslHex(hue(accent), 60, 14),
    faint: '#ffffff',
  };
}

/** HSL to #rrggbb: hex colours render the same in every SVG renderer. */
export function hslHex(hue: number, saturation: number, lightness: number): string {
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
