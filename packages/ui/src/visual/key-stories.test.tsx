import { uiI18n } from '../testing/ui-i18n';
import Box from '@mui/material/Box';
import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as brandMark from '../components/brand-mark/brand-mark.stories';
import * as statusBadge from '../components/status-badge/status-badge.stories';
import * as serviceCard from '../components/service-card/service-card.stories';
import * as statCard from '../components/stat-card/stat-card.stories';
import * as starRating from '../components/star-rating/star-rating.stories';
import * as photoGallery from '../components/photo-gallery/photo-gallery.stories';
import * as cartLine from '../components/cart-line/cart-line.stories';
import * as cartSummary from '../components/cart-summary/cart-summary.stories';
import * as passwordField from '../components/password-field/password-field.stories';
import * as responsiveList from '../components/responsive-list/responsive-list.stories';
import * as paginationBar from '../components/pagination-bar/pagination-bar.stories';
import * as pageHeader from '../components/page-header/page-header.stories';
import * as emptyState from '../components/empty-state/empty-state.stories';
import * as crashScreen from '../components/crash-screen/crash-screen.stories';
import { UiProvider } from '../theme';
import { VISUAL_MODES, VISUAL_WIDTHS } from './visual-modes';

// The key stories whose pixels are compared with committed baselines (__screenshots__/). After an
// intended visual change: `pnpm test:ui:update`, then look at the new images before committing.
const KEY_STORIES: Record<string, ComponentType> = {
  'brand-mark': composeStories(brandMark).Default,
  'status-badge': composeStories(statusBadge).AllBookingStatuses,
  'service-card': composeStories(serviceCard).WithAction,
  'stat-card': composeStories(statCard).DashboardRow,
  'star-rating': composeStories(starRating).Display,
  'photo-gallery': composeStories(photoGallery).Photos,
  'cart-line': composeStories(cartLine).InAList,
  'cart-summary': composeStories(cartSummary).WithInfoNote,
  'password-field': composeStories(passwordField).WithErrorAndRules,
  'responsive-list': composeStories(responsiveList).Orders,
  'pagination-bar': composeStories(paginationBar).MiddlePage,
  'page-header': composeStories(pageHeader).TransactionHistory,
  'empty-state': composeStories(emptyState).NoSearchResults,
  'crash-screen': composeStories(crashScreen).Default,
};

describe.each(VISUAL_MODES)('$name', (mode) => {
  describe.each(VISUAL_WIDTHS)('%i px', (width) => {
    it.each(Object.entries(KEY_STORIES))('%s', async (name, Story) => {
      // Tall enough for the longest story: an element screenshot cannot reach below the frame.
      await page.viewport(width, 2000);
      const screen = await render(
        <UiProvider
          i18n={uiI18n(mode.direction === 'rtl' ? 'ar' : 'en')}
          defaultPreference={mode.theme}
          persistPreference={false}
        >
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
