import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '@/testing/render-portal';

afterEach(() => vi.restoreAllMocks());

// The listings resource owns /provider-dashboard/listings/:id: the import's static path must win.
describe('the listing import route', { timeout: 30_000 }, () => {
  it('opens the import page at /provider-dashboard/listings/import, not a listing called "import"', async () => {
    renderPortal({ portal: 'provider', route: '/provider-dashboard/listings/import' });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('heading', { level: 1, name: 'Import listings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1. Choose the file' })).toBeInTheDocument();
  });
});

describe('the listing import route in Arabic', { timeout: 30_000 }, () => {
  it('titles the page in Arabic in the app bar', async () => {
    renderPortal({ portal: 'provider', route: '/provider-dashboard/listings/import', locale: 'ar' });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('heading', { level: 1, name: 'استيراد الإعلانات' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'الخطوة 2: الفحص والاستيراد' })).toBeInTheDocument();
  });
});
