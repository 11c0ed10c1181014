import { VALIDATION_MESSAGES } from '@marketplace/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { SignInForm } from './sign-in-form';

// The form checks arrive when the test says so, as on a slow connection.
const download = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive, loaded: 0 };
});
vi.mock('@/lib/form-schemas', async (importOriginal) => {
  await download.arrived;
  const schemas = await importOriginal();
  download.loaded += 1;
  return schemas;
});

describe('SignInForm filled before its checks have downloaded (lib/newest-validation.ts)', () => {
  it('never shows an error for values typed over since', async () => {
    const view = renderApp(
      <SignInForm portal="provider" forgotHref="/provider-login?mode=forgot" onSignedIn={vi.fn()} />,
    );
    // What the fields held whenever the message showed: a failure says which values it answered.
    const shown: string[] = [];
    const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
    const watch = new MutationObserver(() => {
      if (!document.body.textContent?.includes(VALIDATION_MESSAGES.passwordRequired)) return;
      shown.push(
        `password required shown with email "${field(/^Email/).value}", password "${field(/^Password/).value}"`,
      );
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });

    // The e-mail's validation starts with no password; the password's with both; leaving the
    // password field marks it touched while both wait for the download.
    await view.user.click(screen.getByLabelText(/^Email/));
    await view.user.paste('owner@example.bh');
    await view.user.click(screen.getByLabelText(/^Password/));
    await view.user.paste('Secret123');
    await view.user.tab();
    download.arrive();

    // Every waiting validation has its checks, then their answers have time to show.
    await waitFor(() => expect(download.loaded).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    watch.disconnect();
    expect(shown).toEqual([]);
    expect(field(/^Password/)).toHaveAttribute('aria-invalid', 'false');
  });
});
