import type { Answer } from '@marketplace/client/testing';
import { ACCOUNT_MESSAGES, VALIDATION_MESSAGES } from '@marketplace/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categoriesKey } from '@/lib/categories-query';
// The auth catalog as written: a plain import of the JSON comes compiled.
import authEnglishSource from '@/locales/auth/en.json?raw';
import { arabicContractText, expectNoEnglish } from '@/testing/arabic';
import { renderApp } from '@/testing/render-app';
import { Component as ProviderSignup } from './provider-signup';

const authEnglish = JSON.parse(authEnglishSource) as Record<string, string>;

const CLEANING = '11111111-1111-4111-8111-111111111111';
const CATEGORIES: Answer = {
  body: [
    { CategoryId: CLEANING, CategoryName: 'Cleaning', CategoryDescription: '', ImageUrl: '', IsEnable: true },
    {
      CategoryId: '22222222-2222-4222-8222-222222222222',
      CategoryName: 'Archived',
      CategoryDescription: '',
      ImageUrl: '',
      IsEnable: false,
    },
  ],
};

function renderPage(api: Record<string, Answer> = {}, locale: 'en' | 'ar' = 'en') {
  return renderApp(<ProviderSignup />, {
    route: '/provider-signup',
    path: '/provider-signup',
    api: { 'GET /api/Category': CATEGORIES, ...api },
    locale,
  });
}

// A change event per field, not keystrokes: thirteen fields typed key by key make a slow test.
async function fillIn(_view: ReturnType<typeof renderPage>, label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillForm(view: ReturnType<typeof renderPage>) {
  await fillIn(view, /^Business name/, 'Pearl Cleaning');
  const category = screen.getByLabelText(/^Business category/);
  await within(category).findByRole('option', { name: 'Cleaning' });
  await view.user.selectOptions(category, 'Cleaning');
  await fillIn(view, /^Primary location/, 'Manama');
  await fillIn(view, /^Website/, 'https://pearl.example.bh');
  await fillIn(view, /^First name/, 'Huda');
  await fillIn(view, /^Last name/, 'Saleh');
  await fillIn(view, /^Email/, 'huda@example.bh');
  await fillIn(view, /^Phone number/, '+97333123456');
  await fillIn(view, /^Password/, 'Secret123');
  await fillIn(view, /^Confirm password/, 'Secret123');
}

describe('/provider-signup', { timeout: 30_000 }, () => {
  it('offers the enabled business categories only', async () => {
    renderPage();
    const select = await screen.findByLabelText(/^Business category/);
    expect(await within(select).findByRole('option', { name: 'Cleaning' })).toBeInTheDocument();
    expect(within(select).queryByRole('option', { name: 'Archived' })).not.toBeInTheDocument();
  });

  it('keeps the categories in the one cache entry the catalog pages read', async () => {
    const view = renderPage();
    const select = await screen.findByLabelText(/^Business category/);
    await within(select).findByRole('option', { name: 'Cleaning' });
    expect(view.queryClient.getQueryData(categoriesKey)).toHaveLength(2);
  });

  it('shows the contract messages before calling the API', async () => {
    const view = renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await fillIn(view, /^Website/, 'pearl');
    await view.user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Business name is required')).toBeInTheDocument();
    expect(screen.getByText('Business category is required')).toBeInTheDocument();
    expect(screen.getByText('Primary location is required')).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.website)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Business name/)).toHaveFocus();
    expect(view.api.callsTo('POST', '/api/Auth/register-provider')).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    // A taken address is not refused (the API answers it like a new one); a category gone since is.
    const view = renderPage({
      'POST /api/Auth/register-provider': { status: 400, body: { Message: ACCOUNT_MESSAGES.unknownCategory } },
    });
    await fillForm(view);
    await view.user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.unknownCategory);
  });

  it('registers and explains the approval and the e-mail verification', async () => {
    const view = renderPage({
      'POST /api/Auth/register-provider': {
        status: 201,
        body: { Success: true, Message: ACCOUNT_MESSAGES.registered },
      },
    });
    await fillForm(view);
    await view.user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration received' })).toBeInTheDocument();
    expect(screen.getByText(/approval/)).toHaveTextContent('huda@example.bh');
    expect(screen.getByText(/approval/)).toHaveTextContent('If that address already had an account');
    expect(screen.getByRole('link', { name: 'Go to Provider Login' })).toHaveAttribute('href', '/provider-login');
    expect(view.api.callsTo('POST', '/api/Auth/register-provider')[0]?.body).toEqual({
      FirstName: 'Huda',
      LastName: 'Saleh',
      Email: 'huda@example.bh',
      PhoneNumber: '+97333123456',
      Password: 'Secret123',
      BusinessName: 'Pearl Cleaning',
      BusinessCategoryId: CLEANING,
      PrimaryLocation: 'Manama',
      ContactName: '',
      BusinessAddress: '',
      Website: 'https://pearl.example.bh',
      BusinessDescription: '',
    });
  });
});

describe('/ar/provider-signup in Arabic', { timeout: 30_000 }, () => {
  it('shows the form in Arabic, with no English left but the category names', async () => {
    const view = renderPage({}, 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'انضم كمقدم خدمة' })).toBeInTheDocument();
    expect(screen.getByText('اعرض خدماتك ومنتجاتك واستقبل طلبات العملاء من جميع أنحاء البحرين.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'التسجيل كمقدم خدمة' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'نشاطك التجاري' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'بيانات حسابك' })).toBeInTheDocument();
    const category = screen.getByLabelText(/^فئة النشاط التجاري/);
    await within(category).findByRole('option', { name: 'Cleaning' });
    expect(within(category).getByRole('option', { name: 'اختر فئة' })).toBeInTheDocument();
    for (const label of [
      'اسم النشاط التجاري',
      'الموقع الرئيسي',
      'عنوان النشاط التجاري',
      'الموقع الإلكتروني',
      'اسم مسؤول التواصل',
      'وصف النشاط التجاري',
      'الاسم الأول',
      'اسم العائلة',
      'البريد الإلكتروني',
      'رقم الهاتف',
      'كلمة المرور',
      'تأكيد كلمة المرور',
    ]) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^الموقع الرئيسي/)).toHaveAttribute('placeholder', 'مثال: المنامة');
    expect(screen.getByLabelText(/^الموقع الإلكتروني/)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'دخول مقدمي الخدمات' })).toHaveAttribute('href', '/ar/provider-login');
    // The category is the administrators' text; "https://" starts a web address in any language.
    expectNoEnglish(view.container, { catalogs: [authEnglish], data: ['Cleaning', 'https://'] });

    await view.user.click(screen.getByRole('button', { name: 'تسجيل' }));
    expect(await screen.findByText(arabicContractText('Business name is required'))).toBeInTheDocument();
    expect(screen.getByText(arabicContractText('Business category is required'))).toBeInTheDocument();
    expect(screen.getByText(arabicContractText(VALIDATION_MESSAGES.phoneRequired))).toBeInTheDocument();
  });

  it('explains what happens next in Arabic, the name and address isolated', async () => {
    const view = renderPage(
      {
        'POST /api/Auth/register-provider': {
          status: 201,
          body: { Success: true, Message: ACCOUNT_MESSAGES.registered },
        },
      },
      'ar',
    );
    fireEvent.change(screen.getByLabelText(/^اسم النشاط التجاري/), { target: { value: 'Pearl Cleaning' } });
    const category = screen.getByLabelText(/^فئة النشاط التجاري/);
    await within(category).findByRole('option', { name: 'Cleaning' });
    await view.user.selectOptions(category, 'Cleaning');
    fireEvent.change(screen.getByLabelText(/^الموقع الرئيسي/), { target: { value: 'المنامة' } });
    fireEvent.change(screen.getByLabelText(/^الاسم الأول/), { target: { value: 'هدى' } });
    fireEvent.change(screen.getByLabelText(/^اسم العائلة/), { target: { value: 'صالح' } });
    fireEvent.change(screen.getByLabelText(/^البريد الإلكتروني/), { target: { value: 'huda@example.bh' } });
    fireEvent.change(screen.getByLabelText(/^رقم الهاتف/), { target: { value: '+97333123456' } });
    fireEvent.change(screen.getByLabelText(/^كلمة المرور/), { target: { value: 'Secret123' } });
    fireEvent.change(screen.getByLabelText(/^تأكيد كلمة المرور/), { target: { value: 'Secret123' } });
    await view.user.click(screen.getByRole('button', { name: 'تسجيل' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'تم استلام طلب التسجيل' })).toBeInTheDocument();
    const name = screen.getByText('Pearl Cleaning');
    expect(name.tagName).toBe('BDI');
    expect(screen.getByText('huda@example.bh')).toHaveAttribute('dir', 'ltr');
    expect(name.parentElement).toHaveTextContent(
      'حساب مقدم الخدمة الخاص بـ Pearl Cleaning بانتظار موافقة أحد المسؤولين. يُرجى أيضًا تأكيد بريدك الإلكتروني بفتح الرابط الذي أرسلناه إلى huda@example.bh.',
    );
    expect(screen.getByRole('link', { name: 'الانتقال إلى دخول مقدمي الخدمات' })).toHaveAttribute(
      'href',
      '/ar/provider-login',
    );
    expectNoEnglish(view.container, { catalogs: [authEnglish], data: ['Pearl Cleaning', 'huda@example.bh'] });
  });
});
