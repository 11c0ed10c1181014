import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  inquiryReceivedMail,
  noticeMail,
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
