import { BACKOFFICE_PATH_PATTERN } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  absoluteUrlIn,
  adminInvitationMail,
  inquiryReceivedMail,
  noticeMail,
  providerStatusMail,
  registrationAttemptMail,
  resetPasswordMail,
  verifyEmailMail,
} from './mail-templates';

const PUBLIC_URL = 'https://marketplace.example.bh';

describe('absoluteUrl', () => {
  it('joins the public URL and a site path, keeping a path prefix and encoding query values', () => {
    expect(absoluteUrl(PUBLIC_URL, '/verify-email?token=abc')).toBe(`${PUBLIC_URL}/verify-email?token=abc`);
    expect(absoluteUrl('https://example.bh/market/', '/orders/1')).toBe('https://example.bh/market/orders/1');
    expect(absoluteUrl(PUBLIC_URL, '/reset-password', { token: 'a+b/c=', email: 'x@y.bh' })).toBe(
      `${PUBLIC_URL}/reset-password?token=a%2Bb%2Fc%3D&email=x%40y.bh`,
    );
  });

  it('refuses anything that is not a site path, so a mail can never point elsewhere', () => {
    expect(() => absoluteUrl(PUBLIC_URL, 'https://evil.example/')).toThrow();
    expect(() => absoluteUrl(PUBLIC_URL, '//evil.example/')).toThrow();
    expect(() => absoluteUrl(PUBLIC_URL, 'orders')).toThrow();
  });
});

describe('mail templates', () => {
  const link = absoluteUrl(PUBLIC_URL, '/verify-email?token=tok&x=1');

  it('verification: subject, 24-hour validity and the absolute link in both versions', () => {
    const mail = verifyEmailMail({ firstName: 'Fatima', link });
    expect(mail).toMatchObject({ template: 'verify-email', subject: 'Verify your e-mail address', links: [link] });
    expect(mail.text).toContain('Hello Fatima,');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('24 hours');
    // In HTML the & of a query string is written as &amp;, which the client turns back into &.
    expect(mail.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(mail.html).toContain('24 hours');
    expect(mail.html).toContain('Bahrain Services Marketplace');
  });

  it('password reset: subject, 1-hour validity and what to do if it was not you', () => {
    const resetLink = absoluteUrl(PUBLIC_URL, '/reset-password?token=r');
    const mail = resetPasswordMail({ firstName: 'Ali', link: resetLink });
    expect(mail).toMatchObject({ template: 'reset-password', subject: 'Reset your password', links: [resetLink] });
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(resetLink);
      expect(body).toContain('1 hour');
      expect(body).toContain('If you did not ask to reset your password, ignore this e-mail');
    }
  });

  it('registration attempt: says no second account was made, with a sign-in and a reset link', () => {
    const signInLink = absoluteUrl(PUBLIC_URL, '/customer-auth');
    const resetLink = absoluteUrl(PUBLIC_URL, '/ResetPassword?token=t&email=a%40b.bh');
    const mail = registrationAttemptMail({ firstName: 'Huda', signInLink, resetLink });
    expect(mail).toMatchObject({
      template: 'registration-attempt',
      subject: 'You already have an account',
      links: [signInLink, resetLink],
    });
    expect(mail.text).toContain('Hello Huda,');
    expect(mail.text).toContain(`Sign in:\n${signInLink}\n`);
    expect(mail.text).toContain(`Forgot your password? Choose a new one:\n${resetLink}\n`);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('no second account was created');
      expect(body).toContain('1 hour');
      expect(body).toContain('If this was not you, ignore this e-mail');
    }
    expect(mail.html).toContain(`href="${signInLink}"`);
    expect(mail.html).toContain(`href="${resetLink.replace('&', '&amp;')}"`);
    expect(() => registrationAttemptMail({ firstName: 'H', signInLink, resetLink: 'javascript:alert(1)' })).toThrow();
  });

  it('escapes every interpolated value in the HTML version', () => {
    const evil = '<script>alert("x")</script>';
    const mails = [
      verifyEmailMail({ firstName: evil, link }),
      registrationAttemptMail({ firstName: evil, signInLink: link, resetLink: link }),
      inquiryReceivedMail({ name: evil, subject: `Quote ${evil}` }),
      noticeMail({ firstName: 'Sara', title: `Order ${evil}`, body: `Body ${evil}`, actionLabel: evil, link }),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      // The plain-text version is not HTML: it keeps the text as typed.
      expect(mail.text).toContain(evil);
    }
  });

  it('keeps line breaks out of subjects and refuses relative or script links', () => {
    const mail = noticeMail({ firstName: '', title: 'Order\r\nBcc: x@y.bh', body: 'Hi' });
    expect(mail.subject).toBe('Order Bcc: x@y.bh');
    expect(mail.text).toContain('Hello,');
    expect(() => noticeMail({ firstName: 'A', title: 'T', body: 'B', link: '/orders/1' })).toThrow(/absolute/);
    expect(() => noticeMail({ firstName: 'A', title: 'T', body: 'B', link: 'javascript:alert(1)' })).toThrow();
  });

  it('inquiry confirmation: names the message and has no links', () => {
    const mail = inquiryReceivedMail({ name: 'Maryam', subject: 'Cleaning quote' });
    expect(mail).toMatchObject({ template: 'inquiry-received', subject: 'We received your message', links: [] });
    expect(mail.text).toContain('"Cleaning quote"');
    expect(mail.html).toContain('&quot;Cleaning quote&quot;');
  });

  it('notice: title as subject, paragraphs from blank lines, optional button', () => {
    const orderLink = absoluteUrl(PUBLIC_URL, '/orders/42');
    const mail = noticeMail({
      firstName: 'Omar',
      title: 'Your order was confirmed',
      body: 'The provider accepted your order.\n\nThey will arrive on Sunday.',
      actionLabel: 'View order',
      link: orderLink,
    });
    expect(mail).toMatchObject({ template: 'notice', subject: 'Your order was confirmed', links: [orderLink] });
    expect(mail.text).toContain(`View order:\n${orderLink}`);
    expect(mail.html.match(/<p style/g)?.length).toBeGreaterThanOrEqual(3);
    expect(noticeMail({ firstName: 'Omar', title: 'T', body: 'B' }).links).toEqual([]);
  });
});

describe('absoluteUrlIn', () => {
  it('links to the English page at the spec path and to the Arabic one under /ar', () => {
    expect(absoluteUrlIn('en', PUBLIC_URL, '/verify-email?token=t')).toBe(`${PUBLIC_URL}/verify-email?token=t`);
    expect(absoluteUrlIn('ar', PUBLIC_URL, '/verify-email?token=t')).toBe(`${PUBLIC_URL}/ar/verify-email?token=t`);
    expect(absoluteUrlIn('ar', 'https://example.bh/market/', '/ResetPassword?token=a&email=x%40y.bh')).toBe(
      'https://example.bh/market/ar/ResetPassword?token=a&email=x%40y.bh',
    );
    expect(() => absoluteUrlIn('ar', PUBLIC_URL, '//evil.example/')).toThrow();
  });
});

describe('mail templates in Arabic', () => {
  const ARABIC = /[\u0600-\u06FF]/;
  const LATIN_WORD = /[A-Za-z]{2,}/;
  const verifyLink = absoluteUrlIn('ar', PUBLIC_URL, '/verify-email?token=tok&x=1');
  const resetLink = absoluteUrlIn('ar', PUBLIC_URL, '/ResetPassword?token=t&email=a%40b.bh');
  const signInLink = absoluteUrlIn('ar', PUBLIC_URL, '/customer-auth');
  const mails = {
    verify: verifyEmailMail({ locale: 'ar', firstName: 'فاطمة', link: verifyLink }),
    reset: resetPasswordMail({ locale: 'ar', firstName: 'علي', link: resetLink }),
    attempt: registrationAttemptMail({ locale: 'ar', firstName: 'هدى', signInLink, resetLink }),
    inquiry: inquiryReceivedMail({ locale: 'ar', name: 'مريم', subject: 'عرض سعر للتنظيف' }),
    notice: noticeMail({
      locale: 'ar',
      firstName: 'عمر',
      title: 'تم تأكيد طلبك',
      body: 'قبل مقدم الخدمة طلبك.',
      link: signInLink,
    }),
    provider: providerStatusMail({
      locale: 'ar',
      firstName: 'سارة',
      move: 'approve',
      businessName: 'لمسة نظافة',
      link: absoluteUrlIn('ar', PUBLIC_URL, '/provider-dashboard'),
    }),
    invitation: adminInvitationMail({ locale: 'ar', firstName: 'نور', link: resetLink }),
  };

  it('right to left: <html lang="ar" dir="rtl">, every table and block set right, an Arabic font', () => {
    for (const mail of Object.values(mails)) {
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail.html).toContain('<body dir="rtl"');
      expect(mail.html).not.toContain('dir="ltr" width');
      for (const table of mail.html.match(/<table [^>]*>/g) ?? []) expect(table).toContain('dir="rtl"');
      for (const block of mail.html.match(/<(p|h1) style="[^"]*"/g) ?? []) expect(block).toContain('text-align:right');
      expect(mail.html).not.toContain('text-align:left');
      expect(mail.html).toContain('font-family:Tahoma,');
    }
  });

  it('subjects, headings, bodies and the frame are Arabic, the brand as the storefront writes it', () => {
    expect(mails.verify.subject).toBe('تأكيد عنوان بريدك الإلكتروني');
    expect(mails.reset.subject).toBe('إعادة تعيين كلمة المرور');
    expect(mails.attempt.subject).toBe('لديك حساب لدينا بالفعل');
    expect(mails.inquiry.subject).toBe('تلقّينا رسالتك');
    expect(mails.provider.subject).toBe('تمت الموافقة على نشاطك التجاري');
    expect(mails.invitation.subject).toBe('دعوة للانضمام إلى فريق إدارة السوق');
    for (const mail of Object.values(mails)) {
      expect(mail.subject).toMatch(ARABIC);
      // No English left in the text part, apart from the links.
      expect(mail.text.replace(/^https:\/\/\S+$/gm, '')).not.toMatch(LATIN_WORD);
      expect(mail.text.startsWith('سوق الخدمات البحرين\n')).toBe(true);
      expect(mail.html).toContain('سوق الخدمات البحرين، مملكة البحرين');
      expect(mail.html).not.toContain('Bahrain Services Marketplace');
    }
    expect(mails.verify.text).toContain('مرحبًا \u2068فاطمة\u2069،');
    expect(mails.verify.text).toContain('24 ساعة');
    expect(mails.reset.text).toContain('ساعة واحدة');
    expect(mails.attempt.text).toContain('لم يُنشأ حساب ثانٍ');
    expect(mails.notice.html).toContain('>عرض التفاصيل</a>');
    expect(mails.invitation.text).toContain('7 أيام');
    expect(noticeMail({ locale: 'ar', firstName: ' ', title: 'ت', body: 'ب' }).text).toContain('\nمرحبًا،\n');
  });

  it('links go to the /ar pages, each alone on its line in the text part and left to right in HTML', () => {
    expect(mails.verify.links).toEqual([verifyLink]);
    expect(mails.attempt.links).toEqual([signInLink, resetLink]);
    // The back office has no /ar address (it follows the account's language by itself).
    expect(mails.provider.links).toEqual([`${PUBLIC_URL}/provider-dashboard`]);
    for (const mail of Object.values(mails)) {
      for (const link of mail.links) {
        const { pathname } = new URL(link);
        expect(pathname.startsWith('/ar/') || BACKOFFICE_PATH_PATTERN.test(pathname)).toBe(true);
        expect(mail.text).toContain(`:\n${link}\n`);
        expect(mail.html).toContain(`<span dir="ltr">${link.replaceAll('&', '&amp;')}</span>`);
      }
    }
    expect(mails.verify.text).toContain(`تأكيد البريد الإلكتروني:\n${verifyLink}\n`);
    expect(mails.attempt.text).toContain(`نسيت كلمة المرور؟ اختر كلمة مرور جديدة:\n${resetLink}\n`);
    expect(mails.verify.html).toContain('إذا لم يعمل الزر، فانسخ الرابط التالي والصقه في متصفحك:');
  });

  it('keeps what people typed in its own direction, and escapes it in HTML', () => {
    const evil = '<script>alert("x")</script>';
    const mail = inquiryReceivedMail({ locale: 'ar', name: 'Maryam', subject: `Quote\n${evil}` });
    expect(mail.text).toContain('مرحبًا \u2068Maryam\u2069،');
    expect(mail.text).toContain(`«\u2068Quote ${evil}\u2069»`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    const rejected = providerStatusMail({
      locale: 'ar',
      firstName: 'Ali',
      move: 'reject',
      businessName: 'Gulf Cleaning W.L.L.',
      reason: 'CR expired',
      link: absoluteUrlIn('ar', PUBLIC_URL, '/provider-dashboard'),
    });
    expect(rejected.subject).toBe('لم تتم الموافقة على طلب تسجيل نشاطك التجاري');
    expect(rejected.text).toContain('\u2068Gulf Cleaning W.L.L.\u2069');
    expect(rejected.text).toContain('السبب: \u2068CR expired\u2069');
  });

  it('English stays as it was, with no direction marks and left-aligned', () => {
    const english = providerStatusMail({
      firstName: 'Ali',
      move: 'reject',
      businessName: 'Gulf Cleaning',
      reason: 'CR expired',
      link: absoluteUrl(PUBLIC_URL, '/provider-dashboard'),
    });
    expect(english.subject).toBe('Your business application was not approved');
    expect(english.text).toContain(
      'We could not approve Gulf Cleaning at this time. You can update your business profile and contact us.\n\nReason: CR expired\n',
    );
    expect(english.text).toContain(`Open your dashboard:\n${PUBLIC_URL}/provider-dashboard\n`);
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    expect(english.html).toContain('Bahrain Services Marketplace, Kingdom of Bahrain');
    expect(english.html).not.toContain('text-align:right');
    expect(english.text).not.toMatch(/[\u2066-\u2069]/);
    const invitation = adminInvitationMail({
      firstName: 'Noor',
      link: absoluteUrl(PUBLIC_URL, '/ResetPassword?token=t'),
    });
    expect(invitation.subject).toBe('You have been invited to administer the marketplace');
    expect(invitation.text).toContain('This link is valid for 7 days and works once.');
    expect(invitation.text).toContain('Choose your password:\n');
  });
});
