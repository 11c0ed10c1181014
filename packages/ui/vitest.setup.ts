import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { inject } from 'vitest';
import * as projectAnnotations from '../../.storybook/preview';
import { STORY_MODES, type StoryModeName } from '../../.storybook/story-modes';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The mode this page shows every story in (vitest.config.ts, one browser instance per mode). */
    storyMode: StoryModeName;
  }
}

// The story tests use the same preview (decorators, globals, a11y rules) as Storybook itself,
// starting in this page's mode as a person would pick it in Storybook's toolbars.
const mode = STORY_MODES[inject('storyMode')];
setProjectAnnotations([
  a11yAddonAnnotations,
  projectAnnotations,
  {
    initialGlobals: {
      theme: mode.theme,
      direction: mode.direction,
      viewport: { value: mode.viewport, isRotated: false },
    },
  },
]);

// The four modes run side by side in one browser each; on a busy 2-core machine a menu's fade or a
// re-render after a change of scheme can take more than Testing Library's default second, as the
// storefront's and back office's set-ups allow too. A wait that never comes true still fails.
configure({ asyncUtilTimeout: 5000 });
