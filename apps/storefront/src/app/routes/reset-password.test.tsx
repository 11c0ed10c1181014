import type { Answer } from '@marketplace/client/testing';
import { RESET_LINK_CHECK_DELAY_MS, RESET_PAGE_MESSAGES, VALIDATION_MESSAGES } from '@marketplace/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESET_COMPLETE_REDIRECT_DELAY_MS } from '@/features/auth/lib/reset-link';
// The auth catalog as written: a plain import of the JSON comes compiled.
import authEnglishSource from '@/locales/auth/en.json?raw';
import { arabicContractText, expectNoEnglish } from '@/testing/arabic';
import { renderApp } from '@/testing/render-app';
import { Component as ResetPassword } from './reset-password';

const authEnglish = JSON.parse(authEnglishSource) as Record<string, string>;

const RESET = 'POST /api/Auth/reset-password';

function renderPage(
  route: string,
  api: Record<string, Answer> = {},
  path = '/ResetPassword',
  locale: 'en' | 'ar' = 'en',
) {
  return renderApp(<ResetPassword />, { route, path, api, locale });
}

/** Past the spec's one-second link check (timed exactly in use-reset-link-check.test.ts), to the form. */
async function passLinkCheck() {
  expect(screen.getByRole('heading', { level: 1, name: 'Verifying reset link...' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Reset Your Password' })).not.toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(RESET_LINK_CHECK_DELAY_MS));
  expect(screen.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeInTheDocument();
  expect(screen.getByText('Enter your new password below.')).toBeInTheDocument();
}

async function fillIn(view: ReturnType<typeof renderPage>, label: RegExp, value: string) {
  const field = screen.getByLabelText(label);
  await view.user.click(field);
  await view.user.paste(value);
}

async function choosePassword(view: ReturnType<typeof renderPage>, password = 'NewSecret1', confirm = password) {
  await fillIn(view, /^New password/, password);
  await fillIn(view, /^Confirm password/, confirm);
  await view.user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('reset password page (spec 2.6)', { timeout: 20_000 }, () => {
  // Fake timers that still move with the clock, so user-event and fetch keep working.
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('says the link is invalid at once when it has no token', () => {
    renderPage('/ResetPassword?email=sara%40example.bh');
    expect(screen.getByRole('heading', { level: 1, name: RESET_PAGE_MESSAGES.invalidLink.title })).toBeInTheDocument();
    expect(screen.getByText(RESET_PAGE_MESSAGES.invalidLink.description)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/customer-auth');
  });

  it('shows the spinner, then the form with the e-mail read-only', async () => {
    renderPage('/ResetPassword?token=t-1&email=sara%2B1%40example.bh&redirect=customer-auth');
    await passLinkCheck();
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveValue('sara+1@example.bh');
    expect(email).toHaveAttribute('readonly');
  });

  it('lets the person type the e-mail when the link has none', async () => {
    const view = renderPage('/ResetPassword?token=t-1');
    await passLinkCheck();
    expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('readonly');
    await fillIn(view, /^Email/, 'sara@example.bh');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('sara@example.bh');
  });

  it("says the passwords don't match, on the confirmation field", async () => {
    const view = renderPage('/ResetPassword?token=t-1&email=sara%40example.bh');
    await passLinkCheck();
    await choosePassword(view, 'NewSecret1', 'NewSecret2');
    expect(await screen.findByText(VALIDATION_MESSAGES.passwordsDontMatch)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      VALIDATION_MESSAGES.passwordsDontMatch,
    );
    expect(view.api.calls).toHaveLength(0);
  });

  it('reads Saving... while busy, completes, toasts and goes to the customer login', async () => {
    const view = renderPage('/ResetPassword?token=t-1&email=sara%40example.bh&redirect=customer-auth', {
      [RESET]: { body: { Success: true, Message: RESET_PAGE_MESSAGES.succeeded.description } },
    });
    await passLinkCheck();
    await fillIn(view, /^New password/, 'NewSecret1');
    await fillIn(view, /^Confirm password/, 'NewSecret1');
    const submitted = view.user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await submitted;
    expect(await screen.findByRole('heading', { level: 1, name: 'Password Reset Complete' })).toBeInTheDocument();
    // The toaster loads with the first toast (issue 18).
    expect(await screen.findByText(RESET_PAGE_MESSAGES.succeeded.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/customer-auth');
    expect(view.api.callsTo('POST', '/api/Auth/reset-password')[0]?.body).toEqual({
      Email: 'sara@example.bh',
      Token: 't-1',
      NewPassword: 'NewSecret1',
    });
    await act(() => vi.advanceTimersByTimeAsync(RESET_COMPLETE_REDIRECT_DELAY_MS));
    expect(await screen.findByText('Page: /customer-auth')).toBeInTheDocument();
  });

  it.each([
    ['/ResetPassword?token=t-1&email=owner%40example.bh&redirect=provider-auth', '/ResetPassword'],
    ['/reset-password/provider/t-1?email=owner%40example.bh', '/reset-password/provider/:token'],
  ])('goes to the provider login after %s', async (route, path) => {
    const view = renderPage(route, { [RESET]: { body: { Success: true, Message: 'ok' } } }, path);
    await passLinkCheck();
    await choosePassword(view);
    expect(await screen.findByRole('heading', { name: 'Password Reset Complete' })).toBeInTheDocument();
    expect(view.api.callsTo('POST', '/api/Auth/reset-password')[0]?.body).toMatchObject({ Token: 't-1' });
    await act(() => vi.advanceTimersByTimeAsync(RESET_COMPLETE_REDIRECT_DELAY_MS));
    expect(await screen.findByText('Page: /provider-login')).toBeInTheDocument();
  });

  it('takes the token from the customer path variant', async () => {
    const view = renderPage(
      '/reset-password/customer/tok%2F9?email=sara%40example.bh',
      {},
      '/reset-password/customer/:token',
    );
    await passLinkCheck();
    await choosePassword(view);
    expect(view.api.callsTo('POST', '/api/Auth/reset-password')[0]?.body).toMatchObject({ Token: 'tok/9' });
  });

  it('stays on the form with the error toast when the reset fails', async () => {
    const view = renderPage('/ResetPassword?token=used&email=sara%40example.bh', {
      [RESET]: { status: 400, body: { Message: 'Token already used' } },
    });
    await passLinkCheck();
    await choosePassword(view);
    expect(await screen.findByText(RESET_PAGE_MESSAGES.failed.description)).toBeInTheDocument();
    expect(screen.getByText(RESET_PAGE_MESSAGES.failed.title)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });
});

describe('reset password page in Arabic', { timeout: 20_000 }, () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('checks the link, then resets the password in Arabic, with no English left', async () => {
    const view = renderPage(
      '/ResetPassword?token=t-1&email=sara%40example.bh&redirect=customer-auth',
      { [RESET]: { body: { Success: true, Message: RESET_PAGE_MESSAGES.succeeded.description } } },
      '/ResetPassword',
      'ar',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'جارٍ التحقق من رابط إعادة التعيين…' })).toBeInTheDocument();
    expectNoEnglish(view.container, { catalogs: [authEnglish] });
    await act(() => vi.advanceTimersByTimeAsync(RESET_LINK_CHECK_DELAY_MS));
    expect(screen.getByRole('heading', { level: 1, name: 'إعادة تعيين كلمة المرور' })).toBeInTheDocument();
    expect(screen.getByText('أدخل كلمة المرور الجديدة أدناه.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'اختيار كلمة مرور جديدة' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^البريد الإلكتروني/)).toHaveAttribute('dir', 'ltr');
    expectNoEnglish(view.container, { catalogs: [authEnglish], data: ['sara@example.bh'] });

    await fillIn(view, /^كلمة المرور الجديدة/, 'NewSecret1');
    await fillIn(view, /^تأكيد كلمة المرور/, 'NewSecret2');
    await view.user.click(screen.getByRole('button', { name: 'إعادة التعيين' }));
    expect(await screen.findByText(arabicContractText(VALIDATION_MESSAGES.passwordsDontMatch))).toBeInTheDocument();

    await view.user.clear(screen.getByLabelText(/^تأكيد كلمة المرور/));
    await fillIn(view, /^تأكيد كلمة المرور/, 'NewSecret1');
    await view.user.click(screen.getByRole('button', { name: 'إعادة التعيين' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'تمت إعادة تعيين كلمة المرور' })).toBeInTheDocument();
    expect(screen.getAllByText(arabicContractText(RESET_PAGE_MESSAGES.succeeded.description)).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole('link', { name: 'الانتقال إلى تسجيل الدخول' })).toHaveAttribute(
      'href',
      '/ar/customer-auth',
    );
    expectNoEnglish(view.container, { catalogs: [authEnglish] });
  });

  it('says in Arabic that a link without a token is invalid', () => {
    const view = renderPage('/ResetPassword?email=sara%40example.bh', {}, '/ResetPassword', 'ar');
    expect(
      screen.getByRole('heading', { level: 1, name: arabicContractText(RESET_PAGE_MESSAGES.invalidLink.title) }),
    ).toBeInTheDocument();
    expect(screen.getByText(arabicContractText(RESET_PAGE_MESSAGES.invalidLink.description))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toHaveAttribute('href', '/ar/customer-auth');
    expectNoEnglish(view.container, { catalogs: [authEnglish] });
  });
});
