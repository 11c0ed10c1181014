import { makeJwt, sessionFor, type Answer } from '@marketplace/client/testing';
import {
  ACCOUNT_MESSAGES,
  DELETED_USER_ERRORS,
  PROVIDER_PORTAL_LOGIN_ERRORS,
  type PersistedAuth,
  type RoleClaim,
} from '@marketplace/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openBackOffice } from '@/features/auth/lib/full-page';
// The auth catalog as written: a plain import of the JSON comes compiled.
import authEnglishSource from '@/locales/auth/en.json?raw';
import { expectNoEnglish } from '@/testing/arabic';
import { renderApp } from '@/testing/render-app';
import { Component as ProviderLogin } from './provider-login';

const authEnglish = JSON.parse(authEnglishSource) as Record<string, string>;

// jsdom cannot load another document: the full page load to the back office is recorded instead.
vi.mock('@/features/auth/lib/full-page', () => ({ openBackOffice: vi.fn(), reloadPage: vi.fn() }));

const LOGIN = 'POST /api/Auth/provider-login';
const loginAs = (role: RoleClaim, claims = {}): Answer => ({
  body: { JwtToken: makeJwt(role, claims), RefreshToken: `refresh-${role}` },
});

function renderPage(
  route = '/provider-login',
  api: Record<string, Answer> = {},
  session: PersistedAuth | null = null,
  locale: 'en' | 'ar' = 'en',
) {
  return renderApp(<ProviderLogin />, { route, path: '/provider-login', api, session, locale });
}

async function fillIn(view: ReturnType<typeof renderPage>, label: RegExp, value: string) {
  const field = await screen.findByLabelText(label);
  await view.user.click(field);
  await view.user.paste(value);
}

async function signIn(view: ReturnType<typeof renderPage>) {
  await fillIn(view, /^Email/, 'owner@example.bh');
  await fillIn(view, /^Password/, 'Secret123');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/provider-login', { timeout: 20_000 }, () => {
  beforeEach(() => vi.mocked(openBackOffice).mockClear());

  it('refuses a customer with the spec text and saves nothing', async () => {
    const view = renderPage('/provider-login', { [LOGIN]: loginAs('Customer') });
    expect(screen.getByRole('heading', { level: 1, name: 'Provider Login' })).toBeInTheDocument();
    await signIn(view);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid credentials. This account is not authorized for provider or admin access.',
    );
    expect(PROVIDER_PORTAL_LOGIN_ERRORS.wrongRole).toBe(
      'Invalid credentials. This account is not authorized for provider or admin access.',
    );
    expect(view.session.read()).toBeNull();
    expect(openBackOffice).not.toHaveBeenCalled();
  });

  it('refuses a deleted provider', async () => {
    const view = renderPage('/provider-login', { [LOGIN]: loginAs('Provider', { IsDeleted: true }) });
    await signIn(view);
    expect(await screen.findByRole('alert')).toHaveTextContent(DELETED_USER_ERRORS.removed);
    expect(view.session.read()).toBeNull();
  });

  it.each<[RoleClaim, string]>([
    ['Provider', '/provider-dashboard/home'],
    ['Admin', '/admin/analytics'],
    ['SuperAdmin', '/admin/analytics'],
  ])('saves the tokens of a %s and loads the back office at %s', async (role, landing) => {
    const view = renderPage('/provider-login', { [LOGIN]: loginAs(role) });
    await signIn(view);
    expect(await screen.findByRole('heading', { name: 'Opening your dashboard...' })).toBeInTheDocument();
    expect(openBackOffice).toHaveBeenCalledWith(landing, undefined);
    expect(view.session.read()?.refreshToken).toBe(`refresh-${role}`);
    expect(view.api.callsTo('POST', '/api/Auth/provider-login')[0]?.body).toEqual({
      Email: 'owner@example.bh',
      Password: 'Secret123',
    });
  });

  it("opens the back office in the account's language (issue 34)", async () => {
    const answer = { body: { JwtToken: makeJwt('Provider'), RefreshToken: 'refresh-Provider', Language: 'ar' } };
    const view = renderPage('/provider-login', { [LOGIN]: answer });
    await signIn(view);
    await waitFor(() => expect(openBackOffice).toHaveBeenCalledWith('/provider-dashboard/home', 'ar'));
  });

  it('shows the API refusal text', async () => {
    const view = renderPage('/provider-login', {
      [LOGIN]: { status: 403, body: { Message: PROVIDER_PORTAL_LOGIN_ERRORS.wrongRole } },
    });
    await signIn(view);
    expect(await screen.findByRole('alert')).toHaveTextContent(PROVIDER_PORTAL_LOGIN_ERRORS.wrongRole);
  });

  it('links to the provider signup and to the forgot-password view, which uses the same endpoint', async () => {
    const view = renderPage('/provider-login', {
      'POST /api/Auth/forgot-password': { body: { Success: true, Message: ACCOUNT_MESSAGES.resetLinkSent } },
    });
    expect(screen.getByRole('link', { name: 'Become a provider' })).toHaveAttribute('href', '/provider-signup');
    await view.user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await fillIn(view, /^Email/, 'owner@example.bh');
    await view.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(new RegExp(ACCOUNT_MESSAGES.resetLinkSent))).toBeInTheDocument();
    expect(view.api.callsTo('POST', '/api/Auth/forgot-password')[0]?.body).toEqual({ Email: 'owner@example.bh' });
  });

  it('tells a signed-in user where their area is', () => {
    renderPage('/provider-login', {}, sessionFor('Provider'));
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute(
      'href',
      '/provider-dashboard/home',
    );
  });
});

describe('/ar/provider-login in Arabic', { timeout: 20_000 }, () => {
  beforeEach(() => vi.mocked(openBackOffice).mockClear());

  it('signs a provider in in Arabic, with no English left', async () => {
    const view = renderPage('/provider-login', { [LOGIN]: loginAs('Provider') }, null, 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'دخول مقدمي الخدمات' })).toBeInTheDocument();
    expect(
      screen.getByText('سجّل الدخول لإدارة عروضك وطلباتك. ويسجّل المسؤولون الدخول من هنا أيضًا.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'انضم كمقدم خدمة' })).toHaveAttribute('href', '/ar/provider-signup');
    expect(screen.getByRole('link', { name: 'تسجيل دخول العملاء' })).toHaveAttribute('href', '/ar/customer-auth');
    expect(screen.getByRole('link', { name: 'نسيت كلمة المرور؟' })).toHaveAttribute(
      'href',
      '/ar/provider-login?mode=forgot',
    );
    expectNoEnglish(view.container, { catalogs: [authEnglish] });
    await fillIn(view, /^البريد الإلكتروني/, 'owner@example.bh');
    await fillIn(view, /^كلمة المرور/, 'Secret123');
    await view.user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'جارٍ فتح لوحة التحكم…' })).toBeInTheDocument();
    // The back office has no language paths.
    expect(openBackOffice).toHaveBeenCalledWith('/provider-dashboard/home', undefined);
  });

  it('offers the forgot-password view in Arabic', () => {
    const view = renderPage('/provider-login?mode=forgot', {}, null, 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'هل نسيت كلمة المرور؟' })).toBeInTheDocument();
    expect(
      screen.getByText('أدخل البريد الإلكتروني لحسابك كمقدم خدمة أو مسؤول، وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال رابط إعادة التعيين' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toHaveAttribute('href', '/ar/provider-login');
    expectNoEnglish(view.container, { catalogs: [authEnglish] });
  });

  it('tells a signed-in user in Arabic where their area is, the address left to right', () => {
    const view = renderPage('/provider-login', {}, sessionFor('Provider', { name: 'owner@example.bh' }), 'ar');
    const alert = screen.getByText('owner@example.bh').closest('.MuiAlert-message') as HTMLElement;
    expect(alert).toHaveTextContent('أنت مسجّل الدخول بحساب owner@example.bh. الانتقال إلى حسابك');
    expect(screen.getByText('owner@example.bh')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'الانتقال إلى حسابك' })).toHaveAttribute(
      'href',
      '/provider-dashboard/home',
    );
    expectNoEnglish(view.container, { catalogs: [authEnglish], data: ['owner@example.bh'] });
  });
});
