import { screen, waitFor } from '@testing-library/react';
import { Notification, testDataProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/render-in-admin';
import CategoryCreate from './category-create';
import CategoryList from './category-list';

const rows = [
  {
    id: 'c1',
    CategoryId: 'c1',
    CategoryName: 'Air Conditioning',
    CategoryDescription: 'Cooling',
    ImageUrl: '',
    IsEnable: true,
  },
  { id: 'c2', CategoryId: 'c2', CategoryName: 'Beauty', CategoryDescription: 'Salons', ImageUrl: '', IsEnable: false },
];

function provider(overrides: Partial<DataProvider> = {}) {
  return testDataProvider({
    getList: vi.fn(async () => ({ data: rows, total: rows.length })) as DataProvider['getList'],
    update: vi.fn(async (_resource, params) => ({
      data: { ...params.previousData, ...params.data },
    })) as DataProvider['update'],
    ...overrides,
  });
}

describe('categories', { timeout: 30_000 }, () => {
  it('lists categories with their state and toggles one with a single call', async () => {
    const dataProvider = provider();
    const { user } = renderInAdmin(
      <>
        <CategoryList />
        <Notification />
      </>,
      { resource: 'categories', route: '/admin/categories', dataProvider },
    );
    expect(await screen.findByText('Air Conditioning')).toBeInTheDocument();
    expect(screen.getByText('Beauty')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Disable Air Conditioning' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'categories',
        expect.objectContaining({ id: 'c1', data: { IsEnable: false } }),
      ),
    );
    expect(await screen.findByText(/its listings are hidden from the storefront/)).toBeInTheDocument();
    // The click on the switch does not open the row's edit page.
    expect(screen.queryByText('Page: /admin/categories/c1')).not.toBeInTheDocument();
  });

  it('creates a category and shows the contract’s message when the name is missing', async () => {
    const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
      data: { ...params.data, id: 'c3' },
    }));
    const dataProvider = provider({ create: create as unknown as DataProvider['create'] });
    const { user } = renderInAdmin(
      <Routes>
        <Route path="/categories/create" element={<CategoryCreate />} />
        <Route path="/categories" element={<p>Category list</p>} />
      </Routes>,
      { resource: 'categories', route: '/admin/categories/create', dataProvider },
    );
    const name = await screen.findByRole('textbox', { name: /category name/i });
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Category name is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    await user.clear(name);
    await user.type(name, 'Pet Care');
    await user.type(screen.getByRole('textbox', { name: /description/i }), 'Baths and trims');
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'categories',
        expect.objectContaining({
          data: expect.objectContaining({
            CategoryName: 'Pet Care',
            CategoryDescription: 'Baths and trims',
            IsEnable: true,
          }),
        }),
      ),
    );
    expect(await screen.findByText('Category list')).toBeInTheDocument();
  });
});
