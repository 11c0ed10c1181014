import { VERIFICATION_PATHS } from '@marketplace/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { summaryIn } from '@/portals/provider/testing/verification-fixtures';
import { renderPortal } from '@/testing/render-portal';

afterEach(() => vi.restoreAllMocks());

// The whole provider portal: the verification page has its route (the address the API's e-mails
// link to, VERIFICATION_PATHS.provider) and follows the business profile in the menu.
describe('the verification route', { timeout: 30_000 }, () => {
  it('opens "Verify your business" at /provider-dashboard/verification, after Business profile in the menu', async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summaryIn('not-submitted'));
    renderPortal({ portal: 'provider', route: VERIFICATION_PATHS.provider });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('heading', { level: 1, name: 'Verify your business' })).toBeInTheDocument();
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items.slice(0, 3)).toEqual(['Home', 'Business profile', 'Verification']);
    expect(screen.getByRole('menuitem', { name: 'Verification' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('the verification route in Arabic', { timeout: 30_000 }, () => {
  it('titles the page and its menu entry in Arabic', async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summaryIn('not-submitted'));
    renderPortal({ portal: 'provider', route: VERIFICATION_PATHS.provider, locale: 'ar' });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('heading', { level: 1, name: 'وثّق نشاطك التجاري' })).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'التوثيق' })).toHaveAttribute('aria-current', 'page');
  });
});
