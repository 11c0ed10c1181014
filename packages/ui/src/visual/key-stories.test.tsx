import Box from '@mui/material/Box';
import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as statusBadge from '../components/status-badge/status-badge.stories';
import { UiProvider } from '../theme';
import { VISUAL_MODES, VISUAL_WIDTHS } from './visual-modes';

// The key stories whose pixels are compared with committed baselines (__screenshots__/). After an
// intended visual change: `pnpm test:ui:update`, then look at the new images before committing.
const KEY_STORIES: Record<string, ComponentType> = {
  'status-badges': composeStories(statusBadge).AllBookingStatuses,
};

describe.each(VISUAL_MODES)('$name', (mode) => {
  describe.each(VISUAL_WIDTHS)('%i px', (width) => {
    it.each(Object.entries(KEY_STORIES))('%s', async (name, Story) => {
      await page.viewport(width, 900);
      const screen = await render(
        <UiProvider direction={mode.direction} defaultPreference={mode.theme} persistPreference={false}>
          <Box data-testid="shot" sx={{ p: 2, bgcolor: 'background.default', color: 'text.primary' }}>
            <Story />
          </Box>
        </UiProvider>,
      );
      await document.fonts.ready;
      await expect.element(screen.getByTestId('shot')).toMatchScreenshot(`${name}-${mode.name}-${width}`);
    });
  });
});
