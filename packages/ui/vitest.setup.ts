import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as projectAnnotations from '../../.storybook/preview';

// The story tests use the same preview (decorators, globals, a11y rules) as Storybook itself; each
// page starts in its mode's globals (vitest.config.ts).
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// The four modes run side by side, a page each; on a busy 2-core machine a menu's fade or a
// re-render after a change of scheme can take more than Testing Library's default second, as the
// storefront's and back office's set-ups allow too. A wait that never comes true still fails.
configure({ asyncUtilTimeout: 5000 });
