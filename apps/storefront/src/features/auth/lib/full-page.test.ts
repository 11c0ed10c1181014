import { afterEach, describe, expect, it, vi } from 'vitest';
import { openBackOffice } from './full-page';

describe('openBackOffice', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });

  it("leaves the account's language in the lang cookie for the back office, which has no language paths", () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/ar/provider-login', protocol: 'http:' });
    openBackOffice('/admin/analytics', 'ar');
    expect(document.cookie).toContain('lang=ar');
    expect(assign).toHaveBeenCalledWith('/admin/analytics');
  });

  it('leaves the cookie alone when the sign-in names no language', () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn(), pathname: '/provider-login', protocol: 'http:' });
    openBackOffice('/provider-dashboard/home');
    expect(document.cookie).not.toContain('lang=');
  });
});
