import { eq } from 'drizzle-orm';
import type { Role } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import {
  bearer,
  call,
  createUser,
  customerRegistration,
  latestMail,
  PASSWORD,
  signIn,
  signedInAccount,
} from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addProvider } from '../providers/testing';

// Which language each account mail is written in (issue 33): an account's mails in the account's
// language, wherever the request came from; the contact form's receipt in the language of the
// page that sent it; the admin invitation in the new account's (English) language.

const ORIGIN = 'https://market.example';
const ARABIC = { 'accept-language': 'ar-BH,ar;q=0.9,en;q=0.8' };

describe('account mails in the recipient’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: ORIGIN });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    call(t.app, { method: 'POST', url, payload, headers });
  const languageOf = async (email: string) =>
    (await t.app.db.select().from(users).where(eq(users.email, email)))[0]?.language;
  /** An existing account whose language is Arabic, set as the settings page sets it. */
  const arabicAccount = async (email: string, role: Role = 'customer') => {
    const account = await signedInAccount(t.app, email, role);
    const res = await call(t.app, {
      method: 'PUT',
      url: '/api/Users/me/language',
      headers: bearer(account.token),
      payload: { Language: 'ar' },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(await languageOf(email)).toBe('ar');
    return account;
  };
  const expectArabic = (mail: { subject: string; htmlBody: string; textBody: string }) => {
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
    expect(mail.htmlBody).toContain('<html lang="ar" dir="rtl">');
    expect(mail.textBody.startsWith('سوق الخدمات البحرين\n')).toBe(true);
  };

  it('a registration from the Arabic site gets an Arabic verification mail linking to /ar/verify-email', async () => {
    const res = await post('/api/Auth/register', customerRegistration('arabic.reader@example.bh'), ARABIC);
    expect(res.statusCode).toBe(201);
    expect(await languageOf('arabic.reader@example.bh')).toBe('ar');
    const { mail, link } = (await latestMail(t.app, 'arabic.reader@example.bh', '/verify-email'))!;
    expect(mail).toMatchObject({ template: 'verify-email', subject: 'تأكيد عنوان بريدك الإلكتروني' });
    expectArabic(mail);
    expect(mail.textBody).toContain('مرحبًا \u2068Layla\u2069،');
    expect(`${link!.origin}${link!.pathname}`).toBe(`${ORIGIN}/ar/verify-email`);
    // The Arabic page's link carries a token the API takes like any other.
    const verified = await call(t.app, {
      method: 'GET',
      url: `/api/Auth/verify-email?token=${encodeURIComponent(link!.searchParams.get('token')!)}`,
    });
    expect(verified.json()).toMatchObject({ Success: true });
  });

  it('a registration from the English site stays English, at the spec’s paths', async () => {
    await post('/api/Auth/register', customerRegistration('english.reader@example.bh'));
    const { mail, link } = (await latestMail(t.app, 'english.reader@example.bh', '/verify-email'))!;
    expect(mail.subject).toBe('Verify your e-mail address');
    expect(mail.htmlBody).toContain('<html lang="en" dir="ltr">');
    expect(link!.pathname).toBe('/verify-email');
  });

  it('an Arabic account unverified asks again and gets the new link in Arabic', async () => {
    await createUser(t.app, { email: 'unverified.ar@example.bh', verified: false });
    await t.app.db.update(users).set({ language: 'ar' }).where(eq(users.email, 'unverified.ar@example.bh'));
    await post('/api/Auth/send-verification-email', { Email: 'unverified.ar@example.bh' });
    const { mail, link } = (await latestMail(t.app, 'unverified.ar@example.bh', '/verify-email'))!;
    expectArabic(mail);
    expect(link!.pathname).toBe('/ar/verify-email');
  });

  it('a registration attempt on a taken address is told in the owner’s language, not the request’s', async () => {
    await arabicAccount('owner.ar@example.bh');
    await post('/api/Auth/register', customerRegistration('owner.ar@example.bh'));
    const arabic = (await latestMail(t.app, 'owner.ar@example.bh', '/ResetPassword'))!;
    expect(arabic.mail).toMatchObject({ template: 'registration-attempt', subject: 'لديك حساب لدينا بالفعل' });
    expectArabic(arabic.mail);
    expect(arabic.link!.pathname).toBe('/ar/ResetPassword');
    expect(arabic.mail.textBody).toContain(`تسجيل الدخول:\n${ORIGIN}/ar/customer-auth\n`);

    await createUser(t.app, { email: 'owner.en@example.bh' });
    await post('/api/Auth/register', customerRegistration('owner.en@example.bh'), ARABIC);
    const english = (await latestMail(t.app, 'owner.en@example.bh', '/ResetPassword'))!;
    expect(english.mail.subject).toBe('You already have an account');
    expect(english.link!.pathname).toBe('/ResetPassword');
    expect(await languageOf('owner.en@example.bh')).toBe('en');
  });

  it('an Arabic account’s password reset arrives in Arabic with an /ar link that resets the password', async () => {
    await arabicAccount('forgetful.ar@example.bh');
    // Asked from the English page: the account's language decides.
    await post('/api/Auth/forgot-password', { Email: 'forgetful.ar@example.bh' });
    const { mail, link } = (await latestMail(t.app, 'forgetful.ar@example.bh', '/ResetPassword'))!;
    expect(mail).toMatchObject({ template: 'reset-password', subject: 'إعادة تعيين كلمة المرور' });
    expectArabic(mail);
    expect(`${link!.origin}${link!.pathname}`).toBe(`${ORIGIN}/ar/ResetPassword`);
    expect(link!.searchParams.get('email')).toBe('forgetful.ar@example.bh');
    expect(link!.searchParams.get('redirect')).toBe('customer-auth');
    expect(mail.htmlBody).toContain(`<span dir="ltr">${link!.href.replaceAll('&', '&amp;')}</span>`);
    const reset = await post('/api/Auth/reset-password', {
      Email: 'forgetful.ar@example.bh',
      Token: link!.searchParams.get('token'),
      NewPassword: 'Brand-New-Passw0rd',
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t.app, 'forgetful.ar@example.bh', 'customer-login', PASSWORD)).res.statusCode).toBe(401);
  });

  it('the contact form’s receipt is in the language of the page that sent it', async () => {
    const inquiry = { Name: 'Maryam', Email: 'contact.ar@example.bh', Subject: 'Cleaning quote', Message: 'Hello?' };
    expect((await post('/api/CustomerInquiry', inquiry, ARABIC)).statusCode).toBe(201);
    const arabic = (await latestMail(t.app, 'contact.ar@example.bh', '/'))!.mail;
    expect(arabic).toMatchObject({ template: 'inquiry-received', subject: 'تلقّينا رسالتك' });
    expectArabic(arabic);
    expect(arabic.textBody).toContain('«\u2068Cleaning quote\u2069»');

    await post('/api/CustomerInquiry?lang=ar', { ...inquiry, Email: 'contact.lang@example.bh' });
    expect((await latestMail(t.app, 'contact.lang@example.bh', '/'))!.mail.subject).toBe('تلقّينا رسالتك');

    // An Arabic account writing from the English page gets the English receipt: the page decides.
    const account = await arabicAccount('contact.account@example.bh');
    await post('/api/CustomerInquiry', { ...inquiry, Email: 'contact.account@example.bh' }, bearer(account.token));
    expect((await latestMail(t.app, 'contact.account@example.bh', '/'))!.mail.subject).toBe('We received your message');
  });

  it('a provider’s status change is mailed in the provider’s language, linking to the back office as it is', async () => {
    const admin = await signedInAccount(t.app, 'admin@example.bh', 'admin');
    const provider = await arabicAccount('provider.ar@example.bh', 'provider');
    const id = await addProvider(t.app, provider.userId, { businessName: 'Gulf Cleaning', accState: 'pending' });
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/api/Provider/${id}/status`,
      headers: bearer(admin.token),
      payload: { AccState: 'rejected', Reason: 'CR expired' },
    });
    expect(res.statusCode).toBe(200);
    const { mail, link } = (await latestMail(t.app, 'provider.ar@example.bh', '/provider-dashboard'))!;
    expect(mail.subject).toBe('لم تتم الموافقة على طلب تسجيل نشاطك التجاري');
    expectArabic(mail);
    expect(mail.textBody).toContain('\u2068Gulf Cleaning\u2069');
    expect(mail.textBody).toContain('السبب: \u2068CR expired\u2069');
    expect(mail.textBody).toContain('فتح لوحة التحكم:\n');
    // The back office has no /ar address: it follows the account's language by itself.
    expect(link!.pathname).toBe('/provider-dashboard');
  });

  it('an admin invitation is English, the new account’s language, even from an Arabic super admin', async () => {
    const root = await signedInAccount(t.app, 'root@example.bh', 'superAdmin');
    await t.app.db.update(users).set({ language: 'ar' }).where(eq(users.id, root.userId));
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/Admin/admins/invite',
      headers: { ...bearer(root.token), ...ARABIC },
      payload: { Email: 'invited@example.bh', FirstName: 'Noor', LastName: 'Saleh' },
    });
    expect(res.statusCode).toBe(201);
    expect(await languageOf('invited@example.bh')).toBe('en');
    const { mail, link } = (await latestMail(t.app, 'invited@example.bh', '/ResetPassword'))!;
    expect(mail.subject).toBe('You have been invited to administer the marketplace');
    expect(mail.htmlBody).toContain('<html lang="en" dir="ltr">');
    expect(link!.pathname).toBe('/ResetPassword');
  });
});
