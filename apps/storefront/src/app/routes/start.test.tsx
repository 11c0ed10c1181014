import { makeJwt, sessionFor } from '@marketplace/client/testing';
import type { RoleClaim } from '@marketplace/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The auth catalog as written: a plain import of the JSON comes compiled.
import authEnglishSource from '@/locales/auth/en.json?raw';
import { expectNoEnglish } from '@/testing/arabic';
import { renderApp } from '@/testing/render-app';
import { Component as CustomerAuth } from './customer-auth';
import { Component as Start } from './start';

const authEnglish = JSON.parse(authEnglishSource) as Record<string, string>;

describe('/start (Get Started)', { timeout: 20_000 }, () => {
  it('shows a visitor the customer door and the business door', () => {
    renderApp(<Start />, { route: '/start', path: '/start' });
    expect(screen.getByRole('heading', { level: 1, name: 'Get Started' })).toBeInTheDocument();
    const customer = screen.getByRole('region', { name: "I'm a customer" });
    expect(within(customer).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/customer-auth');
    expect(within(customer).getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/customer-auth?mode=register',
    );
    const business = screen.getByRole('region', { name: "I'm a business" });
    expect(within(business).getByRole('link', { name: 'Provider login' })).toHaveAttribute('href', '/provider-login');
    expect(within(business).getByRole('link', { name: 'Become a provider' })).toHaveAttribute(
      'href',
      '/provider-signup',
    );
  });

  it.each<[RoleClaim, string, string]>([
    ['Customer', 'Go to my account', '/customer-dashboard'],
    ['Provider', 'Open my dashboard', '/provider-dashboard/home'],
    ['Admin', 'Open my dashboard', '/admin/analytics'],
  ])('shows a signed-in %s the way to their area', (role, label, href) => {
    renderApp(<Start />, { route: '/start', path: '/start', session: sessionFor(role) });
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
    expect(screen.queryByRole('link', { name: 'Provider login' })).not.toBeInTheDocument();
  });

  it('sends a customer back to the page the guard turned them away from', async () => {
    const view = renderApp(<Start />, {
      route: '/',
      path: '/start',
      routes: [{ path: '/customer-auth', element: <CustomerAuth /> }],
      api: { 'POST /api/Auth/customer-login': { body: { JwtToken: makeJwt('Customer'), RefreshToken: 'r-1' } } },
    });
    // What RequireAuth does for a visitor of /payments.
    await view.router.navigate('/start', { replace: true, state: { from: { pathname: '/payments' } } });
    await view.user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await view.user.click(await screen.findByLabelText(/^Email/));
    await view.user.paste('sara@example.bh');
    await view.user.click(screen.getByLabelText(/^Password/));
    await view.user.paste('Secret123');
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Page: /payments')).toBeInTheDocument();
  });
});

describe('/ar/start in Arabic', { timeout: 20_000 }, () => {
  it('shows the two doors in Arabic, with no English left', () => {
    const view = renderApp(<Start />, { route: '/start', path: '/start', locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'ابدأ الآن' })).toBeInTheDocument();
    expect(screen.getByText('كيف تودّ استخدام السوق؟')).toBeInTheDocument();
    const customer = screen.getByRole('region', { name: 'أنا عميل' });
    expect(within(customer).getByText('اعثر على محترفين موثوقين، واطلب الخدمات، وتابع طلباتك.')).toBeInTheDocument();
    expect(within(customer).getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/ar/customer-auth');
    expect(within(customer).getByRole('link', { name: 'إنشاء حساب' })).toHaveAttribute(
      'href',
      '/ar/customer-auth?mode=register',
    );
    const business = screen.getByRole('region', { name: 'أنا صاحب نشاط تجاري' });
    expect(within(business).getByRole('link', { name: 'دخول مقدمي الخدمات' })).toHaveAttribute(
      'href',
      '/ar/provider-login',
    );
    expect(within(business).getByRole('link', { name: 'انضم كمقدم خدمة' })).toHaveAttribute(
      'href',
      '/ar/provider-signup',
    );
    expectNoEnglish(view.container, { catalogs: [authEnglish] });
  });

  it.each<[RoleClaim, string]>([
    ['Customer', 'الانتقال إلى حسابي'],
    ['Provider', 'فتح لوحة التحكم'],
  ])('tells a signed-in %s who they are, the address left to right', (role, label) => {
    const session = sessionFor(role, { name: 'huda@example.bh' });
    const view = renderApp(<Start />, { route: '/start', path: '/start', session, locale: 'ar' });
    expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
    const email = screen.getByText('huda@example.bh');
    expect(email.tagName).toBe('BDI');
    expect(email).toHaveAttribute('dir', 'ltr');
    expect(email.parentElement).toHaveTextContent('أنت مسجّل الدخول بحساب huda@example.bh.');
    expectNoEnglish(view.container, { catalogs: [authEnglish], data: ['huda@example.bh'] });
  });
});
