import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import helpEnSource from '@/locales/help/en.json?raw';
import { expectNoEnglish } from '@/testing/arabic';
import { renderApp } from '@/testing/render-app';
import { Component as HelpPage } from './help';

// /help (issue 38): the help text whose first section explains the Verified business badge, in
// both languages, reachable by its anchor (the badge's "Learn more").

/** The catalog as written (ICU text): an import of the JSON itself comes compiled. */
const helpEn = JSON.parse(helpEnSource) as Record<string, string>;

describe('/help', () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    // The test DOM has no layout, hence no scrollIntoView.
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    scrollIntoView.mockReset();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('has one h1, then the Verified businesses section under its anchor as its first content', () => {
    const { container } = renderApp(<HelpPage />, { route: '/help' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Help');
    const sections = container.querySelectorAll('section');
    expect(sections[0]).toHaveAttribute('id', 'verified-businesses');
    expect(sections[0]).toHaveAccessibleName('Verified businesses');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('says what was checked, what happens when a document expires and what the badge does not promise', () => {
    renderApp(<HelpPage />, { route: '/help' });
    const section = screen.getByRole('region', { name: 'Verified businesses' });
    expect(section).toHaveTextContent(/“Verified business” badge/);
    const checked = within(section).getAllByRole('listitem');
    expect(checked.map((item) => item.textContent)).toEqual([
      helpEn['help.verified.registration'],
      helpEn['help.verified.identity'],
      helpEn['help.verified.bank'],
    ]);
    expect(section).toHaveTextContent(/the business takes no new requests until it sends a current document/);
    expect(section).toHaveTextContent(/customers never see them/);
    expect(within(section).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  });

  it('scrolls to the section of the badge’s link and focuses its heading', async () => {
    renderApp(<HelpPage />, { route: '/help#verified-businesses' });
    const heading = screen.getByRole('heading', { level: 2, name: 'Verified businesses' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'verified-businesses');
  });
});

describe('/ar/help', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('explains the badge in Arabic under the same anchor, its links under /ar', async () => {
    const { container } = renderApp(<HelpPage />, { route: '/help#verified-businesses', locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('المساعدة');
    const section = container.querySelector('section');
    expect(section).toHaveAttribute('id', 'verified-businesses');
    expect(section).toHaveAccessibleName('الأنشطة التجارية الموثّقة');
    expect(section).toHaveTextContent(/تعني شارة «نشاط تجاري موثّق» بجانب اسم النشاط/);
    expect(within(section!).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section!).getByRole('link', { name: 'تواصل معنا' })).toHaveAttribute('href', '/ar/contact');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'الأنشطة التجارية الموثّقة' })).toHaveFocus(),
    );
    expectNoEnglish(container, { catalogs: [helpEn] });
  });
});
