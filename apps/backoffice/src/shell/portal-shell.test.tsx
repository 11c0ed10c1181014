import { sessionFor, TEST_USER_ID } from '@marketplace/client/testing';
import type { BackofficePortal, RoleClaim } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal, TEST_PROFILE } from '@/testing/render-portal';

// Both portals mounted as main.tsx mounts them, with the real auth provider over a memory session.

afterEach(() => vi.restoreAllMocks());

describe('the portals (spec 2.1, 2.2)', () => {
  it('shows an admin the analytics landing page in the admin layout', async () => {
    renderPortal({ portal: 'admin' });
    // The app bar shows the page's title as the page's h1 (whatever the dashboard shows below it).
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: /^Theme: / })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('names the signed-in user and their role in the user menu, from the profile', async () => {
    const { user } = renderPortal({ portal: 'admin' });
    await user.click(await screen.findByRole('button', { name: /account menu$/ }));
    expect(await screen.findByText(/Fatima Ali/)).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
  });

  it('opens the landing page from the portal root', async () => {
    const { router } = renderPortal({ portal: 'provider', route: '/provider-dashboard' });
    expect(await within(await screen.findByRole('banner')).findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/provider-dashboard/home');
  });

  it('names the browser tab after the screen (issue 41 point 5)', async () => {
    const { router } = renderPortal({ portal: 'admin' });
    await waitFor(() => expect(document.title).toBe('Analytics | Back office'));
    await router.navigate('/admin/categories');
    await waitFor(() => expect(document.title).toBe('Categories | Back office'));
  });

  it('sends a visitor to /provider-login with a full page load', async () => {
    const { leaveTo } = renderPortal({ portal: 'admin', session: null });
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/provider-login'));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it.each<[BackofficePortal, RoleClaim, string]>([
    ['admin', 'Provider', '/provider-dashboard/home'],
    ['admin', 'Customer', '/customer-dashboard'],
    ['provider', 'Admin', '/admin/analytics'],
  ])('sends a %s-portal visitor signed in as %s to %s, still signed in', async (portal, role, landing) => {
    const { session, leaveTo } = renderPortal({ portal, session: sessionFor(role) });
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(landing));
    expect(session.read()).not.toBeNull();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('signs out of both apps from the user menu and lands on /start', async () => {
    const { user, session, api, leaveTo } = renderPortal({
      portal: 'admin',
      api: { 'POST /api/Auth/logout': { body: { Success: true } } },
    });
    await user.click(await screen.findByRole('button', { name: /account menu$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/start'));
    expect(api.callsTo('POST', '/api/Auth/logout')).toHaveLength(1);
    expect(session.read()).toBeNull();
  });

  it('follows a sign-out made in the storefront or another tab', async () => {
    const { session, leaveTo } = renderPortal({ portal: 'provider' });
    expect(await screen.findByRole('menuitem', { name: 'Home' })).toBeInTheDocument();
    session.clear();
    expect(leaveTo).toHaveBeenCalledWith('/start');
  });
});

// Each switch loads a language's catalogs: on a busy 2-core machine a test takes up to 17 s.
describe('the portals in two languages (issue 34)', { timeout: 30_000 }, () => {
  afterEach(() => {
    document.documentElement.dir = '';
    document.documentElement.lang = '';
    // Expired in the past: with Max-Age=0 jsdom kept an empty `lang=` when the write and the next
    // read fell in the same millisecond (a later test then saw it).
    document.cookie = 'lang=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('switch to Arabic from the user menu without a page load, right to left, and keep it for the account', async () => {
    const { user, api, leaveTo } = renderPortal({
      portal: 'admin',
      api: { 'PUT /api/Users/me/language': { body: { Language: 'ar' } } },
    });
    await user.click(await screen.findByRole('button', { name: /account menu$/ }));
    await user.click(await screen.findByRole('menuitem', { name: /العربية/ }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByRole('menuitem', { name: 'التحليلات' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.cookie).toContain('lang=ar');
    expect(api.callsTo('PUT', '/api/Users/me/language')[0]?.body).toEqual({ Language: 'ar' });
    expect(leaveTo).not.toHaveBeenCalled();

    // And back, named in English.
    await user.click(await screen.findByRole('button', { name: /قائمة الحساب$/ }));
    await user.click(await screen.findByRole('menuitem', { name: /English/ }));
    expect(
      await within(screen.getByRole('menu')).findByRole('menuitem', { name: 'Analytics' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it("open in the account's language once its profile is read", async () => {
    renderPortal({
      portal: 'provider',
      api: { [`GET /api/Provider/user/${TEST_USER_ID}`]: { body: { ...TEST_PROFILE, language: 'ar' } } },
    });
    // The Arabic catalogs are fetched once the profile says so.
    expect(await screen.findByRole('menuitem', { name: 'الرئيسية' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it("keep the language this browser last chose (the lang cookie) over the account's", async () => {
    document.cookie = 'lang=en; Path=/';
    const { api } = renderPortal({
      portal: 'provider',
      api: { [`GET /api/Provider/user/${TEST_USER_ID}`]: { body: { ...TEST_PROFILE, language: 'ar' } } },
    });
    expect(await screen.findByRole('menuitem', { name: 'Home' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', `/api/Provider/user/${TEST_USER_ID}`).length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByRole('menuitem', { name: 'Home' })).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('dir', 'rtl');
  });

  it("show react-admin's own texts in Arabic", async () => {
    renderPortal({ portal: 'admin', locale: 'ar' });
    expect(await screen.findByRole('button', { name: 'تحديث' })).toBeInTheDocument();
    expect(screen.getByText('انتقل إلى المحتوى')).toBeInTheDocument();
  });

  it('name the browser tab in the language on screen', async () => {
    renderPortal({ portal: 'provider', locale: 'ar' });
    await waitFor(() => expect(document.title).toBe('الرئيسية | لوحة التحكم'));
  });
});
