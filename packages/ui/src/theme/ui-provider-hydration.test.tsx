import { uiI18n } from '../testing/ui-i18n';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useColorScheme } from '@mui/material/styles';
import { ConnectedThemeToggle } from '../components/theme-toggle';
import { THEME_PREFERENCE_STORAGE_KEY } from './theme-preference';
import { UiProvider } from './ui-provider';

// The storefront sends its catalog pages rendered by the server and hydrates them (issue 18).
// React hydrates a Suspense boundary (a page) after the shell, at low priority and in slices; a
// context above it that changes right after hydration made React hydrate the whole page at once,
// synchronously, which was 240 ms of blocked main thread on a throttled phone.

let schemeReads = 0;

/** Reads the colour-scheme context, as some MUI components do. */
function SchemeReader() {
  useColorScheme();
  schemeReads += 1;
  return null;
}

const app = (
  <UiProvider i18n={uiI18n()}>
    <ConnectedThemeToggle />
    <SchemeReader />
    <Suspense fallback={null}>
      <p>Page</p>
    </Suspense>
  </UiProvider>
);

describe('UiProvider on a server-rendered page', () => {
  afterEach(() => {
    localStorage.clear();
    schemeReads = 0;
  });

  it("hydrates with no mismatch, then the toggle shows the visitor's stored mode", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    // The server knows no stored mode: its toggle says 'system'.
    container.innerHTML = renderToString(app);
    expect(container.querySelector('button')?.getAttribute('aria-label')).toBe('Theme: System');
    localStorage.setItem(THEME_PREFERENCE_STORAGE_KEY, 'dark');

    const errors: unknown[] = [];
    hydrateRoot(container, app, { onRecoverableError: (error) => errors.push(error) });
    await expect.poll(() => container.querySelector('button')?.getAttribute('aria-label')).toBe('Theme: Dark');
    expect(errors).toEqual([]);
    container.remove();
  });

  it('keeps the colour-scheme context as hydrated, which would make React hydrate the whole page at once', async () => {
    localStorage.setItem(THEME_PREFERENCE_STORAGE_KEY, 'dark');
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(app);
    schemeReads = 0;
    hydrateRoot(container, app);
    await expect.poll(() => container.querySelector('button')?.getAttribute('aria-label')).toBe('Theme: Dark');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(schemeReads).toBe(1);
    container.remove();
  });
});
