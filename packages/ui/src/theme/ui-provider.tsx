import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { directionOf, isLocale, DEFAULT_LOCALE } from '@marketplace/contract';
import { I18nProvider, type I18n } from '@marketplace/i18n';
import { useEffect, useMemo, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import '@fontsource-variable/inter';
import { createAppTheme, type Direction } from './create-app-theme';
import type { ThemePreference } from '@marketplace/contract';
import { THEME_PREFERENCE_STORAGE_KEY } from './theme-preference';

// Right-to-left needs its own emotion cache: stylis-plugin-rtl flips every physical property
// (margin-left, left: 0, ...) of every component's CSS, so components need no RTL code of their own.
// `speedy` everywhere, as emotion does in production builds: the rules go into the cache's style
// sheet with insertRule instead of a <style> element each. Outside production emotion would add
// one per rule; a test page that renders many screens piled up over a thousand of them, which every
// style recalculation and axe check walked (about 40 CPU-seconds of `pnpm verify`, issue 31).
const caches: Record<Direction, EmotionCache> = {
  ltr: createCache({ key: 'mui', prepend: true, speedy: true }),
  rtl: createCache({ key: 'muirtl', prepend: true, speedy: true, stylisPlugins: [prefixer, rtlPlugin] }),
};

/**
 * The emotion cache of a direction. A server render reads from it the styles the page used; a
 * browser cache of the same key then adopts the <style> tags the server sent instead of adding
 * them again.
 */
export const emotionCacheFor = (direction: Direction): EmotionCache => caches[direction];

export interface UiProviderProps {
  children: ReactNode;
  /**
   * The page's translator (one locale's catalogs, the design system's among them). Its locale sets
   * the direction: Arabic is right to left.
   */
  i18n: I18n;
  /** The mode before the user chooses one (first visit). */
  defaultPreference?: ThemePreference;
  /**
   * Keep the user's choice in localStorage (the apps), or not at all (stories and tests, which set
   * the mode themselves and must not leak it into the next story).
   */
  persistPreference?: boolean;
}

/** Texts, theme, colour scheme, direction and baseline CSS for everything in packages/ui. */
export function UiProvider({
  children,
  i18n,
  defaultPreference = 'system',
  persistPreference = true,
}: UiProviderProps) {
  const direction: Direction = directionOf(isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
  const theme = useMemo(() => createAppTheme(direction), [direction]);

  // Dialogs, menus and tooltips render in portals under <body>: the direction must be on <html>
  // for them (and for the browser's own text layout) to be mirrored too.
  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);

  return (
    <I18nProvider i18n={i18n}>
      <CacheProvider value={caches[direction]}>
        <ThemeProvider
          theme={theme}
          defaultMode={defaultPreference}
          modeStorageKey={THEME_PREFERENCE_STORAGE_KEY}
          storageManager={persistPreference ? undefined : null}
          // The stored mode is read in the first render, hydration included, instead of in an effect
          // after it: that late change of the colour-scheme context made React hydrate every
          // server-rendered page in one synchronous task (~240 ms on a throttled phone, issue 18).
          // The CSS does not depend on it (CSS variables, switched by the attribute that
          // ColorSchemeScript sets before the first paint); the toggle shows it once hydrated.
          noSsr
          disableTransitionOnChange
        >
          <CssBaseline enableColorScheme />
          {children}
        </ThemeProvider>
      </CacheProvider>
    </I18nProvider>
  );
}
