// @vitest-environment jsdom
// jsdom, not the suite's happy-dom (vite.config.ts): jsdom applies no CSS, so the phone menu,
// which the md breakpoint hides at the test window's width, stays reachable as on a phone.
import { sessionFor } from '@marketplace/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoEnglish } from '@/testing/arabic';
import { renderApp } from '@/testing/render-app';
import { DashboardNavigation } from './dashboard-navigation';

const LINKS = [
  ['Profile', '/customer-dashboard/profile'],
  ['My Orders', '/customer-dashboard/orders'],
  ['Messages', '/customer-dashboard/messages'],
  ['Transactions', '/customer-dashboard/transactions'],
  ['Settings', '/customer-dashboard/settings'],
] as const;

const renderAt = (route: string) =>
  renderApp(<DashboardNavigation />, { route, path: '/customer-dashboard/*', session: sessionFor('Customer') });

const nav = () => screen.getByRole('navigation', { name: 'Customer dashboard' });

describe('DashboardNavigation: the side menu', () => {
  it('links the places of the dashboard in order', () => {
    renderAt('/customer-dashboard/profile');
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(LINKS);
  });

  it.each(LINKS)('marks %s as the current page at %s', (label, path) => {
    renderAt(path);
    expect(within(nav()).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    const others = within(nav())
      .getAllByRole('link')
      .filter((link) => link.textContent !== label);
    for (const link of others) expect(link).not.toHaveAttribute('aria-current');
  });

  it('marks My Orders, not as the page itself, on an order detail', () => {
    renderAt('/customer-dashboard/order/7c9e6679-7425-40de-944b-e07fc1f90ae7');
    expect(within(nav()).getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'true');
  });

  it('marks Messages, not as the page itself, on a conversation', () => {
    renderAt('/customer-dashboard/messages/5c9e6679-7425-40de-944b-e07fc1f90ae7');
    expect(within(nav()).getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows the unread messages on the Messages entry, as a badge and in words', async () => {
    renderApp(<DashboardNavigation />, {
      route: '/customer-dashboard/profile',
      path: '/customer-dashboard/*',
      session: sessionFor('Customer'),
      api: { 'GET /api/Notification/unread-count': { body: { UnreadCount: 1, UnreadMessages: 3 } } },
    });
    const messages = await within(nav()).findByRole('link', { name: 'Messages 3 unread messages' });
    expect(within(messages).getByText('3')).toBeInTheDocument();
    // Notifications are the bell's: no other entry counts anything.
    expect(within(nav()).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
  });

  it('follows a link to its page', async () => {
    const { user, router } = renderAt('/customer-dashboard/profile');
    await user.click(within(nav()).getByRole('link', { name: 'Transactions' }));
    expect(router.state.location.pathname).toBe('/customer-dashboard/transactions');
    expect(within(nav()).getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
  });
});

// Which of the two shows is CSS (the md breakpoint), which jsdom does not apply: the e2e run and
// the screenshots at 360 and 1280 px check that part.
describe('DashboardNavigation: the phone menu', () => {
  it('names the current place and opens the links from the keyboard', async () => {
    const { user, router } = renderAt('/customer-dashboard/transactions');
    const button = within(nav()).getByRole('button', { name: 'Dashboard menu: Transactions' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual(LINKS);
    expect(within(menu).getByRole('menuitem', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    expect(router.state.location.pathname).toBe('/customer-dashboard/settings');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: 'Dashboard menu: Settings' })).toBeInTheDocument();
  });
});

describe('DashboardNavigation in Arabic', () => {
  // The Arabic pages run under /ar: the links stay there.
  const ARABIC_LINKS = [
    ['الملف الشخصي', '/ar/customer-dashboard/profile'],
    ['طلباتي', '/ar/customer-dashboard/orders'],
    ['الرسائل', '/ar/customer-dashboard/messages'],
    ['المعاملات', '/ar/customer-dashboard/transactions'],
    ['الإعدادات', '/ar/customer-dashboard/settings'],
  ];

  it('names the landmark, the places and the phone menu in Arabic', async () => {
    const { user } = renderApp(<DashboardNavigation />, {
      route: '/customer-dashboard/transactions',
      path: '/customer-dashboard/*',
      session: sessionFor('Customer'),
      locale: 'ar',
    });
    const arabicNav = screen.getByRole('navigation', { name: 'لوحة العميل' });
    const links = within(arabicNav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(ARABIC_LINKS);
    expect(within(arabicNav).getByRole('link', { name: 'المعاملات' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(arabicNav).getByRole('button', { name: 'قائمة لوحة العميل: المعاملات' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual(ARABIC_LINKS);
    expectNoEnglish(document.body);
  });
});
