import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { afterEach, expect, inject } from 'vitest';
import * as projectAnnotations from '../../.storybook/preview';

// The story tests use the same preview (decorators, globals, a11y rules) as Storybook itself; each
// page starts in its mode's globals (vitest.config.ts). Only axe's violations fail a test, so here it
// details only them (one example each of its passes and incomplete checks): 290 -> 264 CPU-s for
// the stories (issue 31). Storybook's a11y panel keeps the full results.
const violationsOnly = { parameters: { a11y: { options: { resultTypes: ['violations'] } } } };
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, violationsOnly]);

// The Storybook plugin's key for the globals a story starts with (its STORYBOOK_TEST_INITIAL_GLOBALS_
// PROVIDE_KEY; its constants module does not load in the page).
const INITIAL_GLOBALS = 'storybook/test-initial-globals';
declare module 'vitest' {
  export interface ProvidedContext {
    'storybook/test-initial-globals': Record<string, unknown>;
  }
}

// A story that ran in other globals than its page's mode means the mode never reached the page, and
// the pages tested one mode four times (as a first version of vitest.config.ts's instances did).
afterEach((context) => {
  const { story } = context as { story?: { globals: Record<string, unknown> } };
  if (!story) return;
  const mode = inject(INITIAL_GLOBALS);
  expect({ theme: story.globals.theme, direction: story.globals.direction }, "the page's mode").toEqual({
    theme: mode.theme,
    direction: mode.direction,
  });
});

// The four modes run side by side, a page each; on a busy 2-core machine a menu's fade or a
// re-render after a change of scheme can take more than Testing Library's default second, as the
// storefront's and back office's set-ups allow too. A wait that never comes true still fails.
configure({ asyncUtilTimeout: 5000 });
