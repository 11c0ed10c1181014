import { makeJwt, type Answer } from '@marketplace/client/testing';
import {
  ACCOUNT_MESSAGES,
  CUSTOMER_PORTAL_LOGIN_ERRORS,
  DELETED_USER_ERRORS,
  LOGIN_ERRORS,
  REGISTRATION_ERRORS,
  VALIDATION_MESSAGES,
} from '@marketplace/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
// The auth catalog as written: a plain import of the JSON comes compiled.
import authEnglishSource from '@/locales/auth/en.json?raw';
import { arabicContractText, arabicText, expectNoEnglish } from '@/testing/arabic';
import { renderApp } from '@/testing/render-app';
import { Component as CustomerAuth } from './customer-auth';

const authEnglish = JSON.parse(authEnglishSource) as Record<string, string>;

const LOGIN = 'POST /api/Auth/customer-login';
const loginAs = (role: Parameters<typeof makeJwt>[0], claims = {}): Answer => ({
  body: { JwtToken: makeJwt(role, claims), RefreshToken: `refresh-${role}` },
});

function renderPage(route = '/customer-auth', api: Record<string, Answer> = {}, locale: 'en' | 'ar' = 'en') {
  return renderApp(<CustomerAuth />, { route, path: '/customer-auth', api, locale });
}

/** Click and paste: one input event per field keeps these MUI forms fast on a busy machine. */
async function fillIn(view: ReturnType<typeof renderPage>, label: RegExp, value: string) {
  const field = await screen.findByLabelText(label);
  await view.user.clear(field);
  await view.user.click(field);
  await view.user.paste(value);
}

async function signIn(view: ReturnType<typeof renderPage>, email = 'sara@example.bh', password = 'Secret123') {
  await fillIn(view, /^Email/, email);
  await fillIn(view, /^Password/, password);
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/customer-auth sign in', { timeout: 20_000 }, () => {
  it('saves the tokens and sends the customer home', async () => {
    const view = renderPage('/customer-auth', { [LOGIN]: loginAs('Customer') });
    expect(screen.getByRole('heading', { level: 1, name: 'Customer sign in' })).toBeInTheDocument();
    await signIn(view);
    expect(await screen.findByText('Page: /home')).toBeInTheDocument();
    expect(view.api.callsTo('POST', '/api/Auth/customer-login')[0]?.body).toEqual({
      Email: 'sara@example.bh',
      Password: 'Secret123',
    });
    expect(view.session.read()?.refreshToken).toBe('refresh-Customer');
  });

  it("opens the same next page in the account's language when it is another", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    try {
      const answer = { body: { JwtToken: makeJwt('Customer'), RefreshToken: 'refresh-Customer', Language: 'ar' } };
      const view = renderPage('/', { [LOGIN]: answer });
      await view.router.navigate('/customer-auth', { state: { from: { pathname: '/payments', search: '?a=1' } } });
      await signIn(view);
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/ar/payments?a=1'));
      expect(view.session.read()?.refreshToken).toBe('refresh-Customer');
    } finally {
      assign.mockRestore();
    }
  });

  it('stays in the page when the account reads its language', async () => {
    const answer = { body: { JwtToken: makeJwt('Customer'), RefreshToken: 'r', Language: 'en' } };
    const view = renderPage('/customer-auth', { [LOGIN]: answer });
    await signIn(view);
    expect(await screen.findByText('Page: /home')).toBeInTheDocument();
  });

  it('returns the customer to the page the guard turned them away from', async () => {
    const view = renderPage('/', { [LOGIN]: loginAs('Customer') });
    await view.router.navigate('/customer-auth', { state: { from: { pathname: '/payments', search: '?a=1' } } });
    await signIn(view);
    expect(await screen.findByText('Page: /payments?a=1')).toBeInTheDocument();
  });

  it('refuses a provider token with the spec text and saves nothing', async () => {
    const view = renderPage('/customer-auth', { [LOGIN]: loginAs('Provider') });
    await signIn(view);
    expect(await screen.findByRole('alert')).toHaveTextContent(CUSTOMER_PORTAL_LOGIN_ERRORS.wrongRole);
    expect(view.session.read()).toBeNull();
    expect(view.router.state.location.pathname).toBe('/customer-auth');
  });

  it('refuses a deleted user', async () => {
    const view = renderPage('/customer-auth', { [LOGIN]: loginAs('Customer', { IsDeleted: true }) });
    await signIn(view);
    expect(await screen.findByRole('alert')).toHaveTextContent(DELETED_USER_ERRORS.removed);
    expect(view.session.read()).toBeNull();
  });

  it("shows the server's message, or the status text without one", async () => {
    const view = renderPage('/customer-auth', {
      [LOGIN]: (call) =>
        (call.body as { Password: string }).Password === 'Wrong1234'
          ? { status: 401, body: { Message: 'Too many sign-in attempts.' } }
          : { status: 400, body: {} },
    });
    await signIn(view, 'sara@example.bh', 'Wrong1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts.');
    await fillIn(view, /^Password/, 'Other1234');
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(LOGIN_ERRORS.badRequest)).toBeInTheDocument();
  });

  it('checks the fields before calling the API and focuses the first error', async () => {
    const view = renderPage();
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(VALIDATION_MESSAGES.emailRequired);
    expect(view.api.calls).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    const view = renderPage();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await view.user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
  });
});

describe('/customer-auth?mode=register', { timeout: 20_000 }, () => {
  const fill = async (view: ReturnType<typeof renderPage>, overrides: Record<string, string> = {}) => {
    const values = {
      'First name': 'Sara',
      'Last name': 'Ali',
      Email: 'sara@example.bh',
      'Phone number': '+97333123456',
      Password: 'Secret123',
      'Confirm password': 'Secret123',
      ...overrides,
    };
    for (const [label, value] of Object.entries(values)) {
      if (value) await fillIn(view, new RegExp(`^${label}`), value);
    }
  };

  it('opens on the Register tab and shows the contract messages', async () => {
    const view = renderPage('/customer-auth?mode=register');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await fill(view, { 'First name': '', Email: 'not-an-email', Password: 'short', 'Confirm password': 'other' });
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordsDontMatch)).toBeInTheDocument();
    expect(view.api.calls).toHaveLength(0);
  });

  it("shows the server's refusal, or the registration fallback", async () => {
    // A taken address is not refused (the API answers it like a new one); a rule the server checks is.
    let answer: Answer = { status: 400, body: { Message: VALIDATION_MESSAGES.passwordComplexity } };
    const view = renderPage('/customer-auth?mode=register', {
      'POST /api/Auth/register': (call) => {
        const current = answer;
        answer = { status: 400, body: {} };
        return typeof current === 'function' ? current(call) : current;
      },
    });
    await fill(view);
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.passwordComplexity);
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(REGISTRATION_ERRORS.badRequest)).toBeInTheDocument();
  });

  it('registers, then asks to check the e-mail and offers the sign-in form', async () => {
    const view = renderPage('/customer-auth?mode=register', {
      'POST /api/Auth/register': { status: 201, body: { Success: true, Message: ACCOUNT_MESSAGES.registered } },
    });
    await fill(view);
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    const notice = await screen.findByText('Check your e-mail');
    // The same notice whether or not the address had an account: the mail tells the owner which.
    const status = notice.closest('[role="status"]') as HTMLElement;
    expect(within(status).getByText(/sara@example\.bh/)).toHaveTextContent('verify your address');
    expect(status).toHaveTextContent('If the address already had an account, the e-mail tells you how to sign in');
    expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('sara@example.bh');
    expect(view.api.callsTo('POST', '/api/Auth/register')[0]?.body).toEqual({
      FirstName: 'Sara',
      LastName: 'Ali',
      Email: 'sara@example.bh',
      PhoneNumber: '+97333123456',
      Password: 'Secret123',
    });
  });
});

describe('/customer-auth?mode=forgot', { timeout: 20_000 }, () => {
  it('posts the e-mail and answers with the neutral confirmation', async () => {
    const view = renderPage('/customer-auth?mode=forgot', {
      'POST /api/Auth/forgot-password': { body: { Success: true, Message: ACCOUNT_MESSAGES.resetLinkSent } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await fillIn(view, /^Email/, 'nobody@example.bh');
    await view.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(new RegExp(ACCOUNT_MESSAGES.resetLinkSent))).toBeInTheDocument();
    expect(view.api.callsTo('POST', '/api/Auth/forgot-password')[0]?.body).toEqual({ Email: 'nobody@example.bh' });
    await view.user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Customer sign in' })).toBeInTheDocument();
  });
});

describe('/ar/customer-auth in Arabic', { timeout: 30_000 }, () => {
  it('signs in in Arabic, with no English left, and shows the contract messages in Arabic', async () => {
    const view = renderPage('/customer-auth', {}, 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'تسجيل دخول العملاء' })).toBeInTheDocument();
    expect(screen.getByText('سجّل الدخول لطلب الخدمات ومتابعة طلباتك وإدارة ملفك الشخصي.')).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'سجّل الدخول أو أنشئ حسابًا' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'تسجيل الدخول' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'حساب جديد' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^البريد الإلكتروني/)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText(/^كلمة المرور/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'نسيت كلمة المرور؟' })).toHaveAttribute(
      'href',
      '/ar/customer-auth?mode=forgot',
    );
    expect(screen.getByText(/هل تقدّم خدمات؟/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'دخول مقدمي الخدمات' })).toHaveAttribute('href', '/ar/provider-login');
    expectNoEnglish(view.container, { catalogs: [authEnglish] });

    await view.user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText(arabicContractText(VALIDATION_MESSAGES.emailRequired))).toBeInTheDocument();
    expect(screen.getByText(arabicContractText(VALIDATION_MESSAGES.passwordRequired))).toBeInTheDocument();
    expect(view.api.calls).toHaveLength(0);
  });

  it("shows the server's refusal through the contract's Arabic", async () => {
    const view = renderPage('/customer-auth', { [LOGIN]: loginAs('Provider') }, 'ar');
    await fillIn(view, /^البريد الإلكتروني/, 'sara@example.bh');
    await fillIn(view, /^كلمة المرور/, 'Secret123');
    await view.user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      arabicContractText(CUSTOMER_PORTAL_LOGIN_ERRORS.wrongRole),
    );
  });

  it('registers in Arabic and isolates the address inside the Arabic sentence', async () => {
    const view = renderPage(
      '/customer-auth?mode=register',
      { 'POST /api/Auth/register': { status: 201, body: { Success: true, Message: ACCOUNT_MESSAGES.registered } } },
      'ar',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'أنشئ حسابك' })).toBeInTheDocument();
    expect(screen.getByText('سنرسل إليك رسالة بالبريد الإلكتروني تتضمن رابطًا لتأكيد عنوانك.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'حساب جديد' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'إنشاء حساب عميل' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إظهار تأكيد كلمة المرور' })).toBeInTheDocument();
    expectNoEnglish(view.container, { catalogs: [authEnglish] });
    for (const [label, value] of [
      ['الاسم الأول', 'سارة'],
      ['اسم العائلة', 'علي'],
      ['البريد الإلكتروني', 'sara@example.bh'],
      ['رقم الهاتف', '+97333123456'],
      ['كلمة المرور', 'Secret123'],
      ['تأكيد كلمة المرور', 'Secret123'],
    ] as const) {
      await fillIn(view, new RegExp(`^${label}`), value);
    }
    await view.user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    const notice = (await screen.findByText('تحقّق من بريدك الإلكتروني')).closest('[role="status"]') as HTMLElement;
    expect(notice).toHaveTextContent('أرسلنا رسالة إلى \u2066sara@example.bh\u2069. افتح الرابط الوارد فيها');
    expect(screen.getByRole('tab', { name: 'تسجيل الدخول' })).toHaveAttribute('aria-selected', 'true');
    expectNoEnglish(view.container, { catalogs: [authEnglish], data: ['sara@example.bh'] });
  });

  it('asks for a reset link in Arabic, the link lifetime as an Arabic plural', async () => {
    const view = renderPage(
      '/customer-auth?mode=forgot',
      { 'POST /api/Auth/forgot-password': { body: { Success: true, Message: ACCOUNT_MESSAGES.resetLinkSent } } },
      'ar',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'هل نسيت كلمة المرور؟' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'طلب رابط لإعادة تعيين كلمة المرور' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toBeInTheDocument();
    expectNoEnglish(view.container, { catalogs: [authEnglish] });
    await fillIn(view, /^البريد الإلكتروني/, 'nobody@example.bh');
    await view.user.click(screen.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(arabicContractText(ACCOUNT_MESSAGES.resetLinkSent));
    expect(status).toHaveTextContent(
      'يظل الرابط صالحًا لمدة ساعة واحدة، وإن لم يصلك فتحقّق من مجلد الرسائل غير المرغوب فيها.',
    );
    expect(screen.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toHaveAttribute('href', '/ar/customer-auth');
  });

  it.each([
    [1, 'لمدة ساعة واحدة'],
    [2, 'لمدة ساعتين'],
    [3, 'لمدة 3 ساعات'],
    [11, 'لمدة 11 ساعة'],
    [100, 'لمدة 100 ساعة'],
  ])('words a link lifetime of %i hours in Arabic', (hours, words) => {
    expect(arabicText('auth.forgot.sentDetails', { hours })).toBe(
      `يظل الرابط صالحًا ${words}، وإن لم يصلك فتحقّق من مجلد الرسائل غير المرغوب فيها.`,
    );
  });
});
