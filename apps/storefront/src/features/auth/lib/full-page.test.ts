import { describe, expect, it } from 'vitest';
import { fullPageHref } from './full-page';

describe('fullPageHref (a full page load skips the router and its /ar basename)', () => {
  it('leaves back-office paths unprefixed, from an Arabic page too', () => {
    expect(fullPageHref('/provider-dashboard/home', '/ar/provider-login')).toBe('/provider-dashboard/home');
    expect(fullPageHref('/admin/analytics', '/ar/provider-login')).toBe('/admin/analytics');
  });

  it("keeps a storefront path in the current page's language", () => {
    expect(fullPageHref('/customer-dashboard', '/ar/provider-login')).toBe('/ar/customer-dashboard');
    expect(fullPageHref('/customer-dashboard', '/ar')).toBe('/ar/customer-dashboard');
    expect(fullPageHref('/customer-dashboard', '/provider-login')).toBe('/customer-dashboard');
    expect(fullPageHref('/', '/ar/start')).toBe('/ar');
  });
});
