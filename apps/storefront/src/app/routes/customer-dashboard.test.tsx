import { sessionFor } from '@marketplace/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { Component as CustomerDashboard } from './customer-dashboard';

// The route table of spec 2.5, not the screens: each screen has its own tests beside it, so the
// screens other engineers build are stand-ins here (Account Settings is real: it loads nothing).
vi.mock('@/features/account/profile/customer-profile-page', () => ({
  CustomerProfilePage: () => <h1>Customer Profile</h1>,
}));
vi.mock('@/features/account/orders/my-orders-page', () => ({ MyOrdersPage: () => <h1>My Orders</h1> }));
vi.mock('@/features/account/transactions/transaction-history-page', () => ({
  TransactionHistoryPage: () => <h1>Transaction History</h1>,
}));
vi.mock('@/features/account/messages/messages-page', () => ({ MessagesPage: () => <h1>Messages</h1> }));
vi.mock('@/features/account/messages/conversation-page', () => ({
  ConversationPage: ({ conversationId }: { conversationId: string }) => <h1>Conversation {conversationId}</h1>,
}));
vi.mock('@/features/account/components/order-detail', () => ({
  OrderDetail: ({ orderId }: { orderId: string }) => <h1>Order detail of {orderId}</h1>,
}));

const ORDER_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const dashboard = (route: string) =>
  renderApp(<CustomerDashboard />, { route, path: '/customer-dashboard/*', session: sessionFor('Customer') });

const navLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Customer dashboard' })).getByRole('link', { name });

describe('/customer-dashboard/*', () => {
  it.each([
    ['/customer-dashboard/profile', 'Customer Profile', 'Profile'],
    ['/customer-dashboard/orders', 'My Orders', 'My Orders'],
    ['/customer-dashboard/messages', 'Messages', 'Messages'],
    ['/customer-dashboard/transactions', 'Transaction History', 'Transactions'],
    ['/customer-dashboard/settings', 'Account Settings', 'Settings'],
  ])('%s shows %s beside the navigation, %s marked', async (route, heading, link) => {
    const { router } = dashboard(route);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(navLink(link)).toHaveAttribute('aria-current', 'page');
    expect(router.state.location.pathname).toBe(route);
  });

  it('shows an order by its id, under My Orders', async () => {
    dashboard(`/customer-dashboard/order/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Order detail of ${ORDER_ID}` })).toBeInTheDocument();
    expect(navLink('My Orders')).toHaveAttribute('aria-current', 'true');
  });

  it('shows a conversation by its id, under Messages (issue 37)', async () => {
    dashboard('/customer-dashboard/messages/5c9e6679-7425-40de-944b-e07fc1f90ae7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conversation 5c9e6679-7425-40de-944b-e07fc1f90ae7' }),
    ).toBeInTheDocument();
    expect(navLink('Messages')).toHaveAttribute('aria-current', 'true');
  });

  it.each(['/customer-dashboard', '/customer-dashboard/', '/customer-dashboard/wherever', '/customer-dashboard/a/b'])(
    '%s redirects to the profile, replacing the history entry',
    async (route) => {
      const { router } = dashboard(route);
      expect(await screen.findByRole('heading', { level: 1, name: 'Customer Profile' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/customer-dashboard/profile');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(navLink('Profile')).toHaveAttribute('aria-current', 'page');
    },
  );

  it('moves between the places from the navigation', async () => {
    const { user, router } = dashboard('/customer-dashboard/profile');
    await user.click(navLink('Settings'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customer-dashboard/settings');
    await user.click(navLink('My Orders'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
  });
});

describe('/customer-dashboard/* in Arabic', () => {
  it('shows the Arabic navigation beside the page, the place marked', async () => {
    renderApp(<CustomerDashboard />, {
      route: '/customer-dashboard/settings',
      path: '/customer-dashboard/*',
      session: sessionFor('Customer'),
      locale: 'ar',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'إعدادات الحساب' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'لوحة العميل' });
    expect(within(nav).getByRole('link', { name: 'الإعدادات' })).toHaveAttribute('aria-current', 'page');
  });
});
