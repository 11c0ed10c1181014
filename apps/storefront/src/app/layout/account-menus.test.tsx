import { sessionFor } from '@marketplace/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { MobileMenu } from './mobile-menu';
import { UserMenu } from './user-menu';

// Spec 2.4: a customer's "Profile" opens the profile screen itself (issue 17), not the dashboard
// index that would redirect there.

describe("the customer's Profile link", () => {
  it('leads to /customer-dashboard/profile from the user menu', async () => {
    const { user, router } = renderApp(<UserMenu />, { session: sessionFor('Customer') });
    await user.click(screen.getByRole('button', { name: 'Account menu for sara@example.bh' }));
    // The menu's chunk loads on first use (issue 18).
    const profile = await screen.findByRole('menuitem', { name: 'Profile' });
    expect(profile).toHaveAttribute('href', '/customer-dashboard/profile');
    await user.click(profile);
    expect(router.state.location.pathname).toBe('/customer-dashboard/profile');
  });

  it('leads to /customer-dashboard/profile from the mobile menu', async () => {
    const { user } = renderApp(<MobileMenu />, { session: sessionFor('Customer') });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/customer-dashboard/profile');
  });
});
