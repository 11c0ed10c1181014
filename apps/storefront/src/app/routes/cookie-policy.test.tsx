import { acceptAllConsent, COOKIE_CONSENT_STORAGE_KEY } from '@marketplace/ui';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { Component as CookiePolicyPage } from './cookie-policy';

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
