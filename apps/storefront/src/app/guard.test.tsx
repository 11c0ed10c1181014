import { makeJwt, sessionFor } from '@marketplace/client/testing';
import type { RoleClaim } from '@marketplace/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { RequireAuth, RequireGuest } from './guard';

const customerPage = (
  <RequireAuth roles={['customer']}>
    <p>Customer content</p>
  </RequireAuth>
);

describe('RequireAuth (spec 2.2)', () => {
  it('sends a visitor to /start', async () => {
    renderApp(customerPage, { route: '/payments', path: '/payments' });
    expect(await screen.findByText('Page: /start')).toBeInTheDocument();
  });

  it('sends a visitor to a given redirect target instead', async () => {
    renderApp(
      <RequireAuth roles={['customer']} redirectTo="/customer-auth">
        <p>Customer content</p>
      </RequireAuth>,
      { route: '/payments', path: '/payments' },
    );
    expect(await screen.findByText('Page: /customer-auth')).toBeInTheDocument();
  });

  it('shows the content to the right role', async () => {
    renderApp(customerPage, { route: '/payments', path: '/payments', session: sessionFor('Customer') });
    expect(await screen.findByText('Customer content')).toBeInTheDocument();
  });

  it.each<[RoleClaim, string]>([
    ['Provider', '/provider-dashboard/home'],
    ['Admin', '/admin/analytics'],
    ['SuperAdmin', '/admin/analytics'],
  ])('sends a signed-in %s to their own landing page %s', async (role, landing) => {
    renderApp(customerPage, { route: '/payments', path: '/payments', session: sessionFor(role) });
    expect(await screen.findByText(`Page: ${landing}`)).toBeInTheDocument();
  });

  it('sends a customer away from a provider-only page to /customer-dashboard', async () => {
    renderApp(
      <RequireAuth roles={['provider']}>
        <p>Provider content</p>
      </RequireAuth>,
      { route: '/provider-dashboard/home', path: '/provider-dashboard/home', session: sessionFor('Customer') },
    );
    expect(await screen.findByText('Page: /customer-dashboard')).toBeInTheDocument();
  });

  it('lets any signed-in user through when no role is required (the /admin/* level)', async () => {
    renderApp(
      <RequireAuth>
        <p>Admin area</p>
      </RequireAuth>,
      { route: '/admin/analytics', path: '/admin/analytics', session: sessionFor('Provider') },
    );
    expect(await screen.findByText('Admin area')).toBeInTheDocument();
  });

  it('treats a deleted user as signed out', async () => {
    renderApp(customerPage, {
      route: '/payments',
      path: '/payments',
      session: { jwtToken: makeJwt('Customer', { IsDeleted: true }), refreshToken: null },
    });
    expect(await screen.findByText('Page: /start')).toBeInTheDocument();
  });

  it('treats an expired token without a refresh token as absent', async () => {
    renderApp(customerPage, {
      route: '/payments',
      path: '/payments',
      session: { jwtToken: makeJwt('Customer', {}, -10), refreshToken: null },
    });
    expect(await screen.findByText('Page: /start')).toBeInTheDocument();
  });

  it('renews an expired token with the refresh token before deciding', async () => {
    const { api } = renderApp(customerPage, {
      route: '/payments',
      path: '/payments',
      session: { jwtToken: makeJwt('Customer', {}, -10), refreshToken: 'refresh-1' },
      api: {
        'POST /api/Auth/refresh': { body: { JwtToken: makeJwt('Customer'), RefreshToken: 'refresh-2' } },
      },
    });
    expect(await screen.findByText('Customer content')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Auth/refresh')).toHaveLength(1);
  });

  it('signs out when the refresh is refused', async () => {
    renderApp(customerPage, {
      route: '/payments',
      path: '/payments',
      session: { jwtToken: makeJwt('Customer', {}, -10), refreshToken: 'revoked' },
      api: { 'POST /api/Auth/refresh': { status: 401, body: { Message: 'Invalid refresh token' } } },
    });
    expect(await screen.findByText('Page: /start')).toBeInTheDocument();
  });
});

describe('RequireGuest (/customer-auth)', () => {
  it('shows the page to a visitor', async () => {
    renderApp(
      <RequireGuest>
        <p>Sign in form</p>
      </RequireGuest>,
      { route: '/customer-auth', path: '/customer-auth' },
    );
    expect(await screen.findByText('Sign in form')).toBeInTheDocument();
  });

  it('sends a signed-in customer to the dashboard', async () => {
    renderApp(
      <RequireGuest>
        <p>Sign in form</p>
      </RequireGuest>,
      { route: '/customer-auth', path: '/customer-auth', session: sessionFor('Customer') },
    );
    expect(await screen.findByText('Page: /customer-dashboard')).toBeInTheDocument();
  });
});

describe('RequireGuest after a sign-in', () => {
  it('sends a customer back to the page the guard turned them away from', async () => {
    renderApp(
      <RequireGuest>
        <p>Sign in form</p>
      </RequireGuest>,
      { route: '/customer-auth', path: '/customer-auth', session: sessionFor('Customer') },
    ).router.navigate('/customer-auth', { state: { from: { pathname: '/payments', search: '' } } });
    expect(await screen.findByText('Page: /payments')).toBeInTheDocument();
  });
});
