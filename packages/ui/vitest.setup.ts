import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from '../../.storybook/preview';

// The story tests use the same preview (decorators, globals, a11y rules) as Storybook itself.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
