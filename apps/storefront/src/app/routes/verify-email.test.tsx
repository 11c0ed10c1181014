import type { Answer } from '@marketplace/client/testing';
import { ACCOUNT_MESSAGES, EMAIL_VERIFICATION_MESSAGES } from '@marketplace/contract';
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/features/auth/lib/full-page';
// The auth catalog as written: a plain import of the JSON comes compiled.
import authEnglishSource from '@/locales/auth/en.json?raw';
import { arabicContractText, expectNoEnglish } from '@/testing/arabic';
import { renderApp } from '@/testing/render-app';
import { Component as VerifyEmail } from './verify-email';

const authEnglish = JSON.parse(authEnglishSource) as Record<string, string>;

vi.mock('@/features/auth/lib/full-page', () => ({ openBackOffice: vi.fn(), reloadPage: vi.fn() }));

const VERIFY = 'GET /api/Auth/verify-email';

function renderPage(route: string, answer?: Answer, locale: 'en' | 'ar' = 'en') {
  return renderApp(
    <StrictMode>
      <VerifyEmail />
    </StrictMode>,
    { route, path: '/verify-email', api: answer ? { [VERIFY]: answer } : {}, locale },
  );
}

/** The page's card (the toasts beside it speak the contract's texts, checked by their own tests). */
const card = () => screen.getByRole('heading', { level: 1 }).closest<HTMLElement>('.MuiPaper-root')!;

describe('/verify-email (spec 2.7)', { timeout: 20_000 }, () => {
  beforeEach(() => vi.mocked(reloadPage).mockClear());

  it('verifies once, even in StrictMode, and offers the login', async () => {
    const view = renderPage('/verify-email?token=abc', {
      body: { Success: true, Message: ACCOUNT_MESSAGES.emailVerified },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Verifying Email...' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Verified!' })).toBeInTheDocument();
    // The toast: its title once (the card title has an exclamation mark), and the server's message.
    expect(await screen.findAllByText(EMAIL_VERIFICATION_MESSAGES.verifiedTitle)).toHaveLength(1);
    expect(screen.getAllByText(ACCOUNT_MESSAGES.emailVerified).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/provider-login');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
    const calls = view.api.callsTo('GET', '/api/Auth/verify-email');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('token')).toBe('abc');
  });

  it("fails with the server's message, a destructive toast and Try Again", async () => {
    const view = renderPage('/verify-email?token=used', {
      status: 400,
      body: { Success: false, Message: ACCOUNT_MESSAGES.verificationLinkInvalid },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification Failed' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(ACCOUNT_MESSAGES.verificationLinkInvalid)).toHaveLength(2));
    expect(screen.getAllByText(EMAIL_VERIFICATION_MESSAGES.failedTitle)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(view.api.callsTo('GET', '/api/Auth/verify-email')).toHaveLength(1);
  });

  it('treats an answer of Success false as a failure too', async () => {
    renderPage('/verify-email?token=odd', { body: { Success: false, Message: 'Link expired' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification Failed' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Link expired')).toHaveLength(2));
  });

  it('fails without calling the API when the link has no token', async () => {
    const view = renderPage('/verify-email');
    expect(screen.getByRole('heading', { level: 1, name: 'Verification Failed' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(EMAIL_VERIFICATION_MESSAGES.failedFallback)).toHaveLength(2));
    expect(view.api.calls).toHaveLength(0);
  });
});

describe('/ar/verify-email in Arabic', { timeout: 20_000 }, () => {
  beforeEach(() => vi.mocked(reloadPage).mockClear());

  it('verifies in Arabic, with no English left in the card', async () => {
    renderPage('/verify-email?token=abc', { body: { Success: true, Message: ACCOUNT_MESSAGES.emailVerified } }, 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'جارٍ تأكيد البريد الإلكتروني…' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/ar/home');
    expectNoEnglish(card(), { catalogs: [authEnglish] });
    expect(await screen.findByRole('heading', { level: 1, name: 'تم تأكيد البريد الإلكتروني!' })).toBeInTheDocument();
    expect(card()).toHaveTextContent(arabicContractText(ACCOUNT_MESSAGES.emailVerified));
    expect(screen.getByRole('link', { name: 'الانتقال إلى تسجيل الدخول' })).toHaveAttribute(
      'href',
      '/ar/provider-login',
    );
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toBeInTheDocument();
    expectNoEnglish(card(), { catalogs: [authEnglish] });
  });

  it('fails in Arabic and offers to try again', async () => {
    const view = renderPage('/verify-email', undefined, 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'تعذّر تأكيد البريد الإلكتروني' })).toBeInTheDocument();
    expect(card()).toHaveTextContent(arabicContractText(EMAIL_VERIFICATION_MESSAGES.failedFallback));
    expectNoEnglish(card(), { catalogs: [authEnglish] });
    await view.user.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
