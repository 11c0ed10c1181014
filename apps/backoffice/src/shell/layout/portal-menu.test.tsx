import { createMemorySession } from '@marketplace/client';
import { observeSession } from '@marketplace/client/session';
import { sessionFor } from '@marketplace/client/testing';
import type { Role } from '@marketplace/contract';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomRoutes, memoryStore, Resource, testDataProvider } from 'react-admin';
import { createMemoryRouter, Route, RouterProvider } from 'react-router';
import { InLanguage } from '@/testing/in-language';
import { describe, expect, it } from 'vitest';
import { fakeAuthProvider } from '@/testing/fake-auth-provider';
import { PortalAdmin } from '../portal-admin';
import type { PortalLanding, PortalPage } from '../portal-context';
import type { MenuBadges } from './menu-badges';

const landing: PortalLanding = { path: '/admin/analytics', label: 'shell.menu.analytics', icon: InsightsOutlined };
const pages: PortalPage[] = [
  { path: '/admin/inbox', label: 'shell.menu.needsAction', icon: InboxOutlined, badge: 'inbox' },
];
const lastPages: PortalPage[] = [
  { path: '/admin/vat-report', label: 'shell.menu.vatReport', icon: RequestQuoteOutlined },
];

/** The admin portal with two resources, one of them for super admins only. */
function renderMenu(role: Role, badges: MenuBadges = {}) {
  const session = observeSession(createMemorySession(sessionFor(role === 'superAdmin' ? 'SuperAdmin' : 'Admin')));
  const portal = (
    <PortalAdmin
      portal="admin"
      landing={landing}
      pages={pages}
      lastPages={lastPages}
      title="shell.title.admin"
      authProvider={fakeAuthProvider(role)}
      dataProvider={testDataProvider()}
      session={session}
      store={memoryStore()}
      useBadges={() => badges}
    >
      <Resource name="providers" list={() => <p>The providers list</p>} icon={StorefrontOutlined} />
      <Resource name="admins" list={() => <p>The admins list</p>} />
      <CustomRoutes>
        <Route path="analytics" element={<p>The analytics page</p>} />
        <Route path="inbox" element={<p>The inbox</p>} />
        <Route path="vat-report" element={<p>The VAT report</p>} />
      </CustomRoutes>
    </PortalAdmin>
  );
  const router = createMemoryRouter([{ path: '/admin/*', element: portal }], { initialEntries: ['/admin/analytics'] });
  render(
    <InLanguage portal="admin">
      <RouterProvider router={router} />
    </InLanguage>,
  );
  return { user: userEvent.setup(), router };
}

describe('the portal menu', () => {
  it("lists the landing page and the resources an admin may open, not the super admin's", async () => {
    renderMenu('admin');
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByRole('menuitem', { name: 'Providers' })).toBeInTheDocument();
    const analytics = within(menu).getByRole('menuitem', { name: 'Analytics' });
    expect(analytics).toHaveAttribute('aria-current', 'page');
    expect(analytics).toHaveTextContent(/^Analytics$/);
    expect(within(menu).queryByRole('menuitem', { name: 'Admins' })).not.toBeInTheDocument();
  });

  it('shows super-admin-only resources to a super admin', async () => {
    renderMenu('superAdmin');
    expect(await screen.findByRole('menuitem', { name: 'Admins' })).toBeInTheDocument();
  });

  it('shows a live count as a badge that is part of the link name', async () => {
    renderMenu('admin', { providers: { count: 3, label: 'shell.badge.waiting' } });
    const item = await screen.findByRole('menuitem', { name: 'Providers, 3 waiting' });
    expect(within(item).getByText('3')).toBeInTheDocument();
  });

  it('lists custom pages after the landing page, before the resources, with their own count', async () => {
    const { user, router } = renderMenu('admin', { inbox: { count: 5, label: 'shell.badge.waiting' } });
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: 'Providers' });
    const [first, second, third] = within(menu).getAllByRole('menuitem');
    expect(first).toHaveAccessibleName('Analytics');
    expect(second).toHaveAccessibleName('Needs action, 5 waiting');
    expect(third).toHaveAccessibleName('Providers');
    await user.click(within(menu).getByRole('menuitem', { name: 'Needs action, 5 waiting' }));
    expect(await screen.findByText('The inbox')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/inbox');
  });

  it('lists the last pages after the resources (settings and reports close the menu)', async () => {
    const { user, router } = renderMenu('superAdmin');
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: 'Admins' });
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['Analytics', 'Needs action', 'Providers', 'Admins', 'VAT report']);
    await user.click(within(menu).getByRole('menuitem', { name: 'VAT report' }));
    expect(await screen.findByText('The VAT report')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/vat-report');
  });

  it('is usable from the keyboard: Tab to an item, Enter opens it', async () => {
    const { user, router } = renderMenu('admin');
    const item = await screen.findByRole('menuitem', { name: 'Providers' });
    for (let step = 0; step < 20 && document.activeElement !== item; step += 1) await user.tab();
    expect(item).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The providers list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/providers');
  });
});
