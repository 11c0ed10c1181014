import { describe, expect, it } from 'vitest';
import { darkTokens, lightTokens, type SchemeTokens } from './brand-palette';
import { contrastRatio } from './contrast';
import { statusSwatches, type Hue } from './status-colors';

// WCAG AA for normal text is 4.5:1. Axe checks what the stories render; this checks every pair
// the theme defines, including ones no story happens to show.
const AA = 4.5;

const schemes: Array<['light' | 'dark', SchemeTokens]> = [
  ['light', lightTokens],
  ['dark', darkTokens],
];

describe.each(schemes)('%s scheme', (mode, tokens) => {
  const surfaces = [tokens.background.default, tokens.background.paper];

  it.each(['primary', 'secondary'] as const)('%s text on its main colour meets AA', (key) => {
    expect(contrastRatio(tokens[key].contrastText, tokens[key].main)).toBeGreaterThanOrEqual(AA);
  });

  it.each(surfaces)('text, links and state colours meet AA on the %s surface', (surface) => {
    const foregrounds = [
      tokens.text.primary,
      tokens.text.secondary,
      tokens.primary.main,
      tokens.secondary.main,
      tokens.error,
      tokens.warning,
      tokens.info,
      tokens.success,
    ];
    for (const fg of foregrounds) expect(contrastRatio(fg, surface), `${fg} on ${surface}`).toBeGreaterThanOrEqual(AA);
  });

  it.each(Object.keys(statusSwatches[mode]) as Hue[])('the %s status badge meets AA', (hue) => {
    const { fg, bg } = statusSwatches[mode][hue];
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(AA);
  });
});

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#A4161A', '#A4161A')).toBe(1);
  });
});
