import { acceptAllConsent, COOKIE_CONSENT_STORAGE_KEY } from '@marketplace/ui';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY } from '@/config/company';
import type legalCatalog from '@/locales/legal/en.json';
import legalArSource from '@/locales/legal/ar.json?raw';
import legalEnSource from '@/locales/legal/en.json?raw';
import { expectNoEnglish } from '@/testing/arabic';
import { renderApp } from '@/testing/render-app';
import { Component as CookiePolicyPage } from './cookie-policy';

// The catalogs as written (ICU text): an import of the JSON itself comes compiled (Lingui's form).
const legalAr = JSON.parse(legalArSource) as typeof legalCatalog;
const legalEn = JSON.parse(legalEnSource) as typeof legalCatalog;

const SECTIONS = [
  ['privacy-policy', 'Privacy Policy'],
  ['terms-of-service', 'Terms of Service'],
  ['cookie-policy', 'Cookie Policy'],
] as const;

describe('/cookie-policy', () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    // jsdom has no layout, hence no scrollIntoView.
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    scrollIntoView.mockReset();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('has one h1 and the three sections under their anchors, with a table of contents', () => {
    const { container } = renderApp(<CookiePolicyPage />, { route: '/cookie-policy' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Legal Policies');
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    for (const [id, title] of SECTIONS) {
      const section = container.querySelector(`section#${id}`);
      expect(section).not.toBeNull();
      expect(section).toHaveAccessibleName(title);
      expect(contents.querySelector(`a[href="/cookie-policy#${id}"]`)).toHaveTextContent(title);
    }
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('names the law, the prices and the cookie categories of the banner', () => {
    renderApp(<CookiePolicyPage />, { route: '/cookie-policy' });
    expect(screen.getAllByText(/Law No\. 30 of 2018/).length).toBeGreaterThan(0);
    expect(screen.getByText(/0\.900 BHD plus 10% VAT \(0\.990 BHD in total\)/)).toBeInTheDocument();
    for (const category of ['Necessary (always active)', 'Analytics (optional)', 'Marketing (optional)']) {
      expect(screen.getByRole('heading', { name: category })).toBeInTheDocument();
    }
  });

  it('scrolls to the section of the URL’s hash and focuses its heading', async () => {
    renderApp(<CookiePolicyPage />, { route: '/cookie-policy#terms-of-service' });
    const heading = screen.getByRole('heading', { level: 2, name: 'Terms of Service' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'terms-of-service');
  });

  it('follows a contents link to its section', async () => {
    const { user, router } = renderApp(<CookiePolicyPage />, { route: '/cookie-policy' });
    await user.click(screen.getByRole('link', { name: 'Cookie Policy' }));
    expect(router.state.location.hash).toBe('#cookie-policy');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Cookie Policy' })).toHaveFocus());
    expect(scrollIntoView.mock.contexts.at(-1)).toHaveAttribute('id', 'cookie-policy');
  });

  it('clears the stored cookie choice so the banner asks again', async () => {
    window.localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(acceptAllConsent()));
    const { user } = renderApp(<CookiePolicyPage />, { route: '/cookie-policy' });
    expect(screen.getByText(/all cookies accepted/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(window.localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY)).toBeNull();
    expect(screen.getByText(/will ask you again the next time a page loads/)).toBeInTheDocument();
    expect(screen.getByText('You have not made a choice yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload now' })).toBeInTheDocument();
  });
});

const ARABIC_SECTIONS = [
  ['privacy-policy', 'سياسة الخصوصية'],
  ['terms-of-service', 'شروط الخدمة'],
  ['cookie-policy', 'سياسة ملفات تعريف الارتباط'],
] as const;

/** Latin text the Arabic policies quote as it is: the storage keys, a payment brand and the e-mail. */
const LATIN_DATA = ['persist:root', 'cookie-consent', 'theme-preference', 'BenefitPay', COMPANY.email];

describe('/ar/cookie-policy', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('shows the policies in Arabic under the same anchors, with an Arabic table of contents and date', () => {
    const { container } = renderApp(<CookiePolicyPage />, { route: '/cookie-policy', locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('السياسات القانونية');
    expect(screen.getByText(/آخر تحديث: 22 نوفمبر 2026\.$/)).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'في هذه الصفحة' });
    for (const [id, title] of ARABIC_SECTIONS) {
      expect(container.querySelector(`section#${id}`)).toHaveAccessibleName(title);
      expect(contents.querySelector(`a[href="/ar/cookie-policy#${id}"]`)).toHaveTextContent(title);
    }
    for (const heading of ['من نحن', 'حقوقك', 'الأسعار والدفع', 'الإلغاء واسترداد المبالغ', 'خياراتك']) {
      expect(screen.getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
    }
    expectNoEnglish(container, { catalogs: [legalEn], data: LATIN_DATA });
  });

  it('names the law, the prices in dinars and the cookie categories in Arabic', () => {
    const { container } = renderApp(<CookiePolicyPage />, { route: '/cookie-policy', locale: 'ar' });
    expect(screen.getAllByText(/قانون حماية البيانات الشخصية/).length).toBeGreaterThan(0);
    expect(screen.getByText(/القانون رقم 30 لسنة 2018/)).toBeInTheDocument();
    expect(
      screen.getByText(/0\.900 د\.ب\. تُضاف إليها ضريبة القيمة المضافة بنسبة 10% \(0\.990 د\.ب\. إجمالًا\)/),
    ).toBeInTheDocument();
    for (const category of ['ضرورية (مفعّلة دائمًا)', 'تحليلية (اختيارية)', 'تسويقية (اختيارية)']) {
      expect(screen.getByRole('heading', { name: category })).toBeInTheDocument();
    }
    // The policy's own links: the contact page, and the e-mail address read left to right.
    expect(screen.getByRole('link', { name: 'صفحة التواصل' })).toHaveAttribute('href', '/ar/contact');
    for (const mail of screen.getAllByRole('link', { name: COMPANY.email })) {
      expect(mail).toHaveAttribute('dir', 'ltr');
      expect(mail).toHaveAttribute('href', `mailto:${COMPANY.email}`);
    }
    expect(container.textContent).toContain(legalAr['legal.privacy.rights.intro']);
  });

  it('describes and clears the stored cookie choice in Arabic', async () => {
    window.localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(acceptAllConsent()));
    const { user, container } = renderApp(<CookiePolicyPage />, { route: '/cookie-policy', locale: 'ar' });
    expect(screen.getByText(legalAr['legal.cookies.settings.acceptedAll'])).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إعدادات ملفات تعريف الارتباط' }));
    expect(window.localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY)).toBeNull();
    expect(screen.getByText(legalAr['legal.cookies.settings.cleared'])).toBeInTheDocument();
    expect(screen.getByText('لم تحدد اختيارك بعد.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة التحميل الآن' })).toBeInTheDocument();
    expectNoEnglish(container, { catalogs: [legalEn], data: LATIN_DATA });
  });
});
