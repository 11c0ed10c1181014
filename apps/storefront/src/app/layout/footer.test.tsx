import type { Locale } from '@marketplace/contract';
import { UiProvider } from '@marketplace/ui';
import { storefrontI18n } from '@/locales/test-i18n';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from './footer';

function renderFooterAt(instant: string, locale: Locale = 'en') {
  vi.useFakeTimers({ now: new Date(instant), toFake: ['Date'] });
  render(
    <UiProvider i18n={storefrontI18n(locale)} persistPreference={false}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </UiProvider>,
  );
}

describe('Footer copyright year', () => {
  afterEach(() => vi.useRealTimers());

  it("is Bahrain's year: at 22:00 UTC on New Year's Eve it is already the next year there", () => {
    renderFooterAt('2026-12-31T22:00:00Z');
    expect(screen.getByText(/© 2027/)).toBeInTheDocument();
  });

  it('is still the old year one minute before midnight in Bahrain', () => {
    renderFooterAt('2026-12-31T20:59:00Z');
    expect(screen.getByText(/© 2026/)).toBeInTheDocument();
  });
});

describe('Footer help link (issue 38)', () => {
  afterEach(() => vi.useRealTimers());

  it('lists the help text among the marketplace pages', () => {
    renderFooterAt('2026-12-01T10:00:00Z');
    const marketplace = screen.getByRole('navigation', { name: 'Marketplace' });
    expect(within(marketplace).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
  });

  it('names it in Arabic', () => {
    renderFooterAt('2026-12-01T10:00:00Z', 'ar');
    const marketplace = screen.getByRole('navigation', { name: 'السوق' });
    expect(within(marketplace).getByRole('link', { name: 'المساعدة' })).toHaveAttribute('href', '/help');
  });
});
