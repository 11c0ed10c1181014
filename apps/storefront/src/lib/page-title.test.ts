import { describe, expect, it } from 'vitest';
import { storefrontI18n } from '@/locales/test-i18n';
import { pageTitleFor as titleIn } from './page-title';

const english = storefrontI18n('en');
const pageTitleFor = (path: string) => titleIn(path, (id) => english._(id));

describe('pageTitleFor (spec 2.3)', () => {
  it.each([
    ['/home', 'Find Professional Services in Bahrain'],
    ['/start', 'Get Started'],
    ['/services', 'Browse Services'],
    ['/services/3fa85f64-5717-4562-b3fc-2c963f66afa6', 'Browse Services'],
    ['/brands', 'Trusted Brands'],
    ['/contact', 'Contact Us'],
    ['/cookie-policy', 'Legal Policies'],
    ['/help', 'Help'],
    ['/provider-signup', 'Provider Registration'],
    ['/provider-login', 'Provider Login'],
    ['/ResetPassword', 'Reset Password'],
    ['/reset-password/customer/abc', 'Reset Password'],
    ['/reset-password/provider/abc', 'Reset Password'],
    ['/verify-email', 'Email Verification'],
    ['/customer-auth', 'Customer Login'],
    ['/payments', 'Payment'],
    ['/payment/result', 'Payment'],
    ['/notifications', 'Notifications'],
    ['/customer-dashboard/profile', 'Customer Profile'],
    ['/customer-dashboard/orders', 'My Orders'],
    ['/customer-dashboard/transactions', 'Transaction History'],
    ['/customer-dashboard/settings', 'Account Settings'],
    ['/customer-dashboard/order/42', 'Order Details'],
    ['/customer-dashboard', 'Customer Dashboard'],
    ['/customer-dashboard/unknown', 'Customer Dashboard'],
  ])('%s reads "%s" after the brand', (path, title) => {
    expect(pageTitleFor(path)).toBe(`Services Marketplace Bahrain | ${title}`);
  });

  it('falls back to the default title for any other path', () => {
    expect(pageTitleFor('/no-such-page')).toBe('Services Marketplace Bahrain | Professional Services Platform');
    expect(pageTitleFor('/')).toBe('Services Marketplace Bahrain | Professional Services Platform');
  });
});

describe('pageTitleFor in Arabic', () => {
  const arabic = storefrontI18n('ar');
  it('names the page and the brand in Arabic', () => {
    expect(titleIn('/services', (id) => arabic._(id))).toBe('سوق الخدمات البحرين | تصفح الخدمات');
    expect(titleIn('/nowhere', (id) => arabic._(id))).toBe('سوق الخدمات البحرين | منصة الخدمات المهنية');
  });
});
