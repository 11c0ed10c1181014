import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore, Resource, testDataProvider, useNotify } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { InLanguage } from '@/testing/in-language';
import { describe, expect, it } from 'vitest';
import { fakeAuthProvider } from '@/testing/fake-auth-provider';
import { useRaI18nProvider } from '@/i18n/ra-i18n-provider';
import { AdminWithoutLogin } from './admin-without-login';

function NotifyingList() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify('Saved', { type: 'success' })}>
      Save
    </button>
  );
}

/** The admin under test, with the portals' translator (it has no default: admin-without-login.tsx). */
function TestAdmin() {
  return (
    <AdminWithoutLogin
      i18nProvider={useRaI18nProvider()}
      basename="/admin"
      authProvider={fakeAuthProvider('admin')}
      dataProvider={testDataProvider()}
      store={memoryStore()}
      requireAuth
    >
      <Resource name="providers" list={NotifyingList} />
    </AdminWithoutLogin>
  );
}

function renderAdmin(route: string) {
  const router = createMemoryRouter([{ path: '/admin/*', element: <TestAdmin /> }], { initialEntries: [route] });
  render(
    <InLanguage portal="admin">
      <RouterProvider router={router} />
    </InLanguage>,
  );
  return userEvent.setup();
}

describe('AdminWithoutLogin', () => {
  it("shows a resource in react-admin's layout and its notifications", async () => {
    const user = renderAdmin('/admin/providers');
    expect(await screen.findByRole('menuitem', { name: 'Providers' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('has no login page: /login is an unknown page', async () => {
    renderAdmin('/admin/login');
    expect(await screen.findByText('Not Found')).toBeInTheDocument();
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
  });
});
