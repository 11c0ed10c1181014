import type { Preview } from '@storybook/react-vite';
import { UiProvider } from '@marketplace/ui';
import { uiI18n } from '@marketplace/ui/testing';
import { STORY_MODES, VIEWPORTS } from './story-modes';

// Storybook opens in the first mode; the story tests start each page in its own (vitest.setup.ts
// of packages/ui).
const initial = STORY_MODES['light-desktop'];

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    // Right to left is Arabic: the direction comes with the language, as in the apps.
    direction: {
      description: 'Language and text direction',
      toolbar: {
        title: 'Language',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'English (left to right)' },
          { value: 'rtl', title: 'العربية (right to left)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: initial.theme,
    direction: initial.direction,
    viewport: { value: initial.viewport, isRotated: false },
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Every story is checked with axe: a violation fails its test (and shows in the a11y panel).
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: {
          name: 'Phone (360 px)',
          styles: { width: `${VIEWPORTS.phone.width}px`, height: `${VIEWPORTS.phone.height}px` },
          type: 'mobile',
        },
        desktop: {
          name: 'Desktop (1280 px)',
          styles: { width: `${VIEWPORTS.desktop.width}px`, height: `${VIEWPORTS.desktop.height}px` },
          type: 'desktop',
        },
      },
    },
    chromatic: {
      modes: Object.fromEntries(
        Object.entries(STORY_MODES).map(([name, mode]) => [
          name,
          { theme: mode.theme, direction: mode.direction, viewport: VIEWPORTS[mode.viewport].width },
        ]),
      ),
    },
  },
  decorators: [
    (Story, { globals }) => (
      // Remounting on a change of mode lets the provider start from the chosen scheme; nothing is
      // persisted, so one story's mode never leaks into the next.
      <UiProvider
        key={`${globals.theme}-${globals.direction}`}
        i18n={uiI18n(globals.direction === 'rtl' ? 'ar' : 'en')}
        defaultPreference={globals.theme === 'dark' ? 'dark' : 'light'}
        persistPreference={false}
      >
        <Story />
      </UiProvider>
    ),
  ],
};

export default preview;
