import type { Direction } from '@marketplace/ui';

// The modes every story is seen in: the toolbars offer them by hand, Chromatic snapshots each
// story in all of them, and the story tests render every story in each (one browser page per
// mode, packages/ui/vitest.config.ts).

export interface StoryMode {
  theme: 'light' | 'dark';
  direction: Direction;
  viewport: 'phone' | 'desktop';
}

export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

export const STORY_MODES = {
  'light-desktop': { theme: 'light', direction: 'ltr', viewport: 'desktop' },
  'dark-desktop': { theme: 'dark', direction: 'ltr', viewport: 'desktop' },
  'light-rtl-phone': { theme: 'light', direction: 'rtl', viewport: 'phone' },
  'dark-phone': { theme: 'dark', direction: 'ltr', viewport: 'phone' },
} as const satisfies Record<string, StoryMode>;

export type StoryModeName = keyof typeof STORY_MODES;
