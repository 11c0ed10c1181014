import { sessionFor } from '@marketplace/client/testing';
import { PASSWORD_RESET_LOGOUT_DELAY_MS, SESSION_MESSAGES, SETTINGS_PASSWORD_RESET } from '@marketplace/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoEnglish } from '@/testing/arabic';
import { renderApp, type RenderAppOptions } from '@/testing/render-app';
import { AccountSettingsPage } from './account-settings-page';

const EMAIL = 'sara@example.bh';
const FORGOT = 'POST /api/Auth/forgot-password';

const renderSettings = (api: RenderAppOptions['api'] = {}) =>
  renderApp(<AccountSettingsPage />, {
    route: '/customer-dashboard/settings',
    path: '/customer-dashboard/settings',
    session: sessionFor('Customer', { name: EMAIL }),
    api: { 'POST /api/Auth/logout': { body: { Success: true, Message: 'Signed out' } }, ...api },
  });

async function confirmReset(user: ReturnType<typeof renderSettings>['user']) {
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  const dialog = screen.getByRole('dialog', { name: SETTINGS_PASSWORD_RESET.confirm.title });
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Account Settings: preferences', () => {
  it('offers the two languages, each named in itself, English chosen on an English page', () => {
    renderSettings();
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('en');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'العربية']);
    expect(screen.getByText('Pages and e-mails in this language')).toBeInTheDocument();
  });

  it('keeps a new language in the account and opens this page in it', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    try {
      const { user, api } = renderSettings({ 'PUT /api/Users/me/language': { body: { Language: 'ar' } } });
      await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/ar/customer-dashboard/settings'));
      expect(api.callsTo('PUT', '/api/Users/me/language')[0]?.body).toEqual({ Language: 'ar' });
    } finally {
      assign.mockRestore();
    }
  });

  it.each([
    ['Currency', 'BHD'],
    ['Timezone', 'Asia/Bahrain'],
  ])('shows %s read-only as %s with its note', (label, value) => {
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: label });
    expect(field).toHaveValue(value);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(`Only ${value} is available at the moment`);
  });
});

describe('Account Settings: Reset Password', () => {
  it('asks first, and Cancel sends nothing', async () => {
    const { user, api } = renderSettings({ [FORGOT]: { body: { Success: true, Message: 'Sent' } } });
    const security = screen.getByRole('region', { name: 'Security' });
    await user.click(within(security).getByRole('button', { name: 'Reset Password' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset Password?' });
    expect(dialog).toHaveAccessibleDescription(SETTINGS_PASSWORD_RESET.confirm.description);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/Auth/forgot-password')).toHaveLength(0);
  });

  it('sends the link, says so, and logs out to /start after 5 seconds', async () => {
    // Fake time that still moves on its own, so Testing Library's waiting works; the test jumps it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, api, router, session } = renderSettings({ [FORGOT]: { body: { Success: true, Message: 'Sent' } } });
    await confirmReset(user);

    const sent = await screen.findByRole('dialog', { name: SETTINGS_PASSWORD_RESET.sent.title });
    expect(sent).toHaveAccessibleDescription(SETTINGS_PASSWORD_RESET.sent.description);
    expect(api.callsTo('POST', '/api/Auth/forgot-password')[0]?.body).toEqual({ Email: EMAIL });

    await act(() => vi.advanceTimersByTimeAsync(PASSWORD_RESET_LOGOUT_DELAY_MS - 500));
    expect(session.read()).not.toBeNull();
    expect(router.state.location.pathname).toBe('/customer-dashboard/settings');

    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(await screen.findByText('Page: /start')).toBeInTheDocument();
    expect(session.read()).toBeNull();
    expect(screen.getByText(SESSION_MESSAGES.signedOut.title)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Auth/logout')).toHaveLength(1);
  });

  it('logs out at once when the customer leaves the page during the countdown', async () => {
    const { user, router, session } = renderSettings({ [FORGOT]: { body: { Success: true, Message: 'Sent' } } });
    await confirmReset(user);
    await screen.findByRole('dialog', { name: SETTINGS_PASSWORD_RESET.sent.title });
    await act(() => router.navigate('/customer-dashboard/profile'));
    expect(await screen.findByText('Page: /start')).toBeInTheDocument();
    expect(session.read()).toBeNull();
  });

  it("shows 'Reset failed' with the server's message and keeps the session", async () => {
    const { user, session } = renderSettings({
      [FORGOT]: { status: 429, body: { Message: 'Too many requests. Please wait a minute.', StatusCode: 429 } },
    });
    await confirmReset(user);
    const failed = await screen.findByRole('dialog', { name: 'Reset failed' });
    expect(failed).toHaveAccessibleDescription('Too many requests. Please wait a minute.');
    await user.click(within(failed).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(session.read()).not.toBeNull();
  });

  it("falls back to the spec's text when the server says nothing", async () => {
    const { user } = renderSettings({ [FORGOT]: { status: 500 } });
    await confirmReset(user);
    const failed = await screen.findByRole('dialog', { name: 'Reset failed' });
    expect(failed).toHaveAccessibleDescription(SETTINGS_PASSWORD_RESET.failedFallback);
  });
});

describe('Account Settings in Arabic', () => {
  const renderArabic = (api: RenderAppOptions['api'] = {}) =>
    renderApp(<AccountSettingsPage />, {
      route: '/customer-dashboard/settings',
      path: '/customer-dashboard/settings',
      session: sessionFor('Customer', { name: EMAIL }),
      api: { 'POST /api/Auth/logout': { body: { Success: true, Message: 'Signed out' } }, ...api },
      locale: 'ar',
    });

  it('shows the preferences and the security card in Arabic', () => {
    renderArabic();
    expect(screen.getByRole('heading', { level: 1, name: 'إعدادات الحساب' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'التفضيلات' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
    expect(screen.getByText('الصفحات والرسائل بهذه اللغة')).toBeInTheDocument();
    for (const [label, value] of [
      ['العملة', 'د.ب.'],
      ['المنطقة الزمنية', 'توقيت البحرين (غرينتش +3)'],
    ] as const) {
      const field = screen.getByRole('textbox', { name: label });
      expect(field).toHaveValue(value);
      expect(field).toHaveAttribute('readonly');
      expect(field).toHaveAccessibleDescription(`لا يتوفر حاليًا سوى \u2068${value}\u2069`);
    }
    const security = screen.getByRole('region', { name: 'الأمان' });
    expect(security).toHaveTextContent('سنرسل إلى بريدك الإلكتروني رابطًا لاختيار كلمة مرور جديدة.');
    expect(within(security).getByRole('button', { name: 'إعادة تعيين كلمة المرور' })).toBeInTheDocument();
    // (English is the language switch's name for English, in English.)
    expectNoEnglish(document.body, { data: ['English'] });
  });

  it('asks, then says the link is sent, in Arabic', async () => {
    const { user } = renderArabic({ [FORGOT]: { body: { Success: true, Message: 'Sent' } } });
    await user.click(screen.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }));
    const dialog = screen.getByRole('dialog', { name: 'إعادة تعيين كلمة المرور؟' });
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    expectNoEnglish(document.body, { data: ['English'] });
    await user.click(within(dialog).getByRole('button', { name: 'موافق' }));
    const sent = await screen.findByRole('dialog', { name: 'إعادة تعيين كلمة المرور' });
    expect(within(sent).getByRole('button', { name: 'تسجيل الخروج الآن' })).toBeInTheDocument();
    expectNoEnglish(document.body, { data: ['English'] });
  });

  it("shows 'Reset failed' in Arabic with the spec's fallback", async () => {
    const { user } = renderArabic({ [FORGOT]: { status: 500 } });
    await user.click(screen.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'موافق' }));
    const failed = await screen.findByRole('dialog', { name: 'تعذّرت إعادة التعيين' });
    expect(failed).toHaveAccessibleDescription('تعذّر إرسال رابط إعادة تعيين كلمة المرور. يُرجى المحاولة مرة أخرى.');
    expect(within(failed).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
    expectNoEnglish(document.body, { data: ['English'] });
  });
});
