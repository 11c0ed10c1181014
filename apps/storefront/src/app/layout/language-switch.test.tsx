import { sessionFor } from '@marketplace/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { LanguageSwitch } from './language-switch';

// The switch is a real link to the same page in the other language (before hydration, without
// JavaScript, in a new tab); a signed-in person's account is told the choice first.

describe('the language switch', () => {
  it('links an English page to the same page, query and anchor in Arabic', () => {
    renderApp(<LanguageSwitch />, { route: '/services?Search=sofa&Page=2#results' });
    const link = screen.getByRole('link', { name: 'العربية' });
    expect(link).toHaveAttribute('href', '/ar/services?Search=sofa&Page=2#results');
    expect(link).toHaveAttribute('lang', 'ar');
    expect(link).toHaveAttribute('hreflang', 'ar');
    expect(link).toHaveAttribute('title', 'Change language');
  });

  it('links an Arabic page back to English, named in English', () => {
    // (The router of an Arabic page runs under /ar: its own location has no prefix.)
    renderApp(<LanguageSwitch />, { route: '/contact', locale: 'ar' });
    const link = screen.getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link).toHaveAttribute('title', 'تغيير اللغة');
  });

  it("saves a signed-in person's choice in their account, then opens the page in it", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    try {
      const view = renderApp(<LanguageSwitch />, {
        route: '/customer-dashboard/orders',
        session: sessionFor('Customer'),
        api: { 'PUT /api/Users/me/language': { body: { Language: 'ar' } } },
      });
      await view.user.click(screen.getByRole('link', { name: 'العربية' }));
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/ar/customer-dashboard/orders'));
      expect(view.api.callsTo('PUT', '/api/Users/me/language')[0]?.body).toEqual({ Language: 'ar' });
    } finally {
      assign.mockRestore();
    }
  });

  it('still changes the page when the account cannot be told', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    try {
      const view = renderApp(<LanguageSwitch />, {
        route: '/home',
        session: sessionFor('Customer'),
        api: { 'PUT /api/Users/me/language': { status: 503, body: { Message: 'Busy' } } },
      });
      await view.user.click(screen.getByRole('link', { name: 'العربية' }));
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/ar/home'));
    } finally {
      assign.mockRestore();
    }
  });
});
