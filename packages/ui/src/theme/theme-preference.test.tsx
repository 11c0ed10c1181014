import { uiI18n } from '../testing/ui-i18n';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { COLOR_SCHEME_ATTRIBUTE } from './create-app-theme';
import { THEME_PREFERENCE_STORAGE_KEY, useThemePreference } from './theme-preference';
import { UiProvider } from './ui-provider';

function Probe() {
  const { preference, mode, setPreference } = useThemePreference();
  return (
    <div>
      <p>
        preference {preference}, showing {mode}
      </p>
      <button onClick={() => setPreference('dark')}>Dark</button>
      <button onClick={() => setPreference('system')}>System</button>
    </div>
  );
}

const shownScheme = () => document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);

describe('theme preference', () => {
  beforeEach(async () => {
    localStorage.clear();
    await commands.setColorScheme('light');
  });
  afterEach(() => commands.setColorScheme('light'));

  it('starts from the OS on a first visit and persists a choice', async () => {
    await commands.setColorScheme('dark');
    const screen = await render(
      <UiProvider i18n={uiI18n()}>
        <Probe />
      </UiProvider>,
    );
    await expect.element(screen.getByText('preference system, showing dark')).toBeVisible();
    expect(shownScheme()).toBe('dark');

    await screen.getByRole('button', { name: 'Dark' }).click();
    await expect.poll(() => localStorage.getItem(THEME_PREFERENCE_STORAGE_KEY)).toBe('dark');
  });

  it('restores the stored choice on the next visit', async () => {
    localStorage.setItem(THEME_PREFERENCE_STORAGE_KEY, 'dark');
    const screen = await render(
      <UiProvider i18n={uiI18n()}>
        <Probe />
      </UiProvider>,
    );
    await expect.element(screen.getByText('preference dark, showing dark')).toBeVisible();
    expect(shownScheme()).toBe('dark');
  });

  it("follows the OS live while the choice is 'system'", async () => {
    const screen = await render(
      <UiProvider i18n={uiI18n()}>
        <Probe />
      </UiProvider>,
    );
    await screen.getByRole('button', { name: 'System' }).click();
    await expect.element(screen.getByText('preference system, showing light')).toBeVisible();

    await commands.setColorScheme('dark');
    await expect.element(screen.getByText('preference system, showing dark')).toBeVisible();
    await expect.poll(shownScheme).toBe('dark');
  });

  it('keeps nothing when persistence is off (stories and tests)', async () => {
    const screen = await render(
      <UiProvider i18n={uiI18n()} persistPreference={false} defaultPreference="light">
        <Probe />
      </UiProvider>,
    );
    await screen.getByRole('button', { name: 'Dark' }).click();
    await expect.element(screen.getByText('preference dark, showing dark')).toBeVisible();
    expect(localStorage.getItem(THEME_PREFERENCE_STORAGE_KEY)).toBeNull();
  });
});
