import { afterEach, describe, expect, it, vi } from 'vitest';
import { openBackOffice } from './full-page';

describe('openBackOffice', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // Expired in the past: with Max-Age=0 jsdom kept an empty `lang=` when the write and the next
    // read fell in the same millisecond (a later test then saw it).
    document.cookie = 'lang=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
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
