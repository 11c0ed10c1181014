import type { Direction } from '../theme';

// Screenshot baselines: each key story in three looks at a phone and a desktop width.
export const VISUAL_MODES: ReadonlyArray<{ name: string; theme: 'light' | 'dark'; direction: Direction }> = [
  { name: 'light', theme: 'light', direction: 'ltr' },
  { name: 'dark', theme: 'dark', direction: 'ltr' },
  { name: 'rtl', theme: 'light', direction: 'rtl' },
];

export const VISUAL_WIDTHS = [360, 1280] as const;
