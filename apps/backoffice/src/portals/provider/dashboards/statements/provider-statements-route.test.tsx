import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '@/testing/render-portal';

afterEach(() => vi.restoreAllMocks());

// The whole provider portal: the statements page has its route and closes the menu after the money.
describe('the statements route', { timeout: 30_000 }, () => {
  it('opens the statements at /provider-dashboard/statements, listed in the menu after Payouts', async () => {
    renderPortal({ portal: 'provider', route: '/provider-dashboard/statements' });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('heading', { level: 1, name: 'Monthly statements' })).toBeInTheDocument();
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items.slice(-3)).toEqual(['Earnings', 'Payouts', 'Statements']);
    expect(screen.getByRole('menuitem', { name: 'Statements' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('the statements route in Arabic', { timeout: 30_000 }, () => {
  it('titles the page and its menu entry in Arabic', async () => {
    renderPortal({ portal: 'provider', route: '/provider-dashboard/statements', locale: 'ar' });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('heading', { level: 1, name: 'كشوف الحساب الشهرية' })).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'كشوف الحساب' })).toHaveAttribute('aria-current', 'page');
  });
});
