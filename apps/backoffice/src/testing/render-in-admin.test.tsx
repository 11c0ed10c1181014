import { screen } from '@testing-library/react';
import { testDataProvider, useCanAccess, useGetList, useStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fakeAuthProvider } from './fake-auth-provider';
import { renderInAdmin } from './render-in-admin';

// The harness other screens' tests use: it must give each test the role's real access rules, the
// data provider it was handed and a store no other test has written to.

function AccessProbe() {
  const { canAccess, isPending } = useCanAccess({ resource: 'admins', action: 'list' });
  if (isPending) return null;
  return <p>{canAccess ? 'Admins allowed' : 'Admins refused'}</p>;
}

function StoreProbe() {
  const [visits, setVisits] = useStore('probe.visits', 0);
  return (
    <button type="button" onClick={() => setVisits(visits + 1)}>
      Visits {visits}
    </button>
  );
}

function ListProbe() {
  const { data } = useGetList('categories');
  return (
    <ul>
      {data?.map((record) => (
        <li key={record.id}>{String(record['CategoryName'])}</li>
      ))}
    </ul>
  );
}

describe('renderInAdmin', () => {
  it('applies the access rules of the given role', async () => {
    renderInAdmin(<AccessProbe />);
    expect(await screen.findByText('Admins refused')).toBeInTheDocument();
  });

  it('lets a super admin see super-admin-only resources', async () => {
    renderInAdmin(<AccessProbe />, { authProvider: fakeAuthProvider('superAdmin') });
    expect(await screen.findByText('Admins allowed')).toBeInTheDocument();
  });

  it('gives each test a fresh store (1 of 2)', async () => {
    const { user } = renderInAdmin(<StoreProbe />);
    await user.click(screen.getByRole('button', { name: 'Visits 0' }));
    expect(screen.getByRole('button', { name: 'Visits 1' })).toBeInTheDocument();
  });

  it('gives each test a fresh store (2 of 2)', () => {
    renderInAdmin(<StoreProbe />);
    expect(screen.getByRole('button', { name: 'Visits 0' })).toBeInTheDocument();
  });

  it('reads through the data provider it is given', async () => {
    const dataProvider = testDataProvider({
      getList: async () => ({ data: [{ id: 'c1', CategoryName: 'Plumbing' }] as never, total: 1 }),
    });
    renderInAdmin(<ListProbe />, { dataProvider });
    expect(await screen.findByText('Plumbing')).toBeInTheDocument();
  });
});
