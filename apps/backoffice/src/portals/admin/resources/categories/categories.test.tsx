import { ApiError } from '@marketplace/client';
import { CATEGORY_MESSAGES, CATEGORY_NAME_MAX_LENGTH, fallbacksFor } from '@marketplace/contract';
import { screen, waitFor } from '@testing-library/react';
import { Notification, testDataProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { createAdminDataProvider } from '@/portals/admin/data-provider';
import { renderInAdmin } from '@/testing/render-in-admin';
import CategoryCreate from './category-create';
import CategoryEdit from './category-edit';
import CategoryList from './category-list';

const rows = [
  {
    id: 'c1',
    CategoryId: 'c1',
    CategoryName: 'Air Conditioning',
    CategoryDescription: 'Cooling',
    CategoryNameAr: 'التكييف',
    CategoryDescriptionAr: 'التبريد',
    ImageUrl: '',
    IsEnable: true,
  },
  {
    id: 'c2',
    CategoryId: 'c2',
    CategoryName: 'Beauty',
    CategoryDescription: 'Salons',
    CategoryNameAr: '',
    CategoryDescriptionAr: '',
    ImageUrl: '',
    IsEnable: false,
  },
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
    // The Arabic name in its own column, marked as Arabic in its own direction.
    expect(screen.getByRole('columnheader', { name: /arabic name/i })).toBeInTheDocument();
    const arabic = screen.getByText('التكييف');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveAttribute('dir', 'auto');
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
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Baths and trims');
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

  it('sends the Arabic name and description written beside the English, right to left', async () => {
    const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
      data: { ...params.data, id: 'c3' },
    }));
    const { user } = renderCreate(provider({ create: create as unknown as DataProvider['create'] }));
    await user.type(await screen.findByRole('textbox', { name: /category name/i }), 'Pet Care');
    const arabicName = screen.getByRole('textbox', { name: 'Arabic name' });
    const arabicDescription = screen.getByRole('textbox', { name: 'Arabic description' });
    for (const input of [arabicName, arabicDescription]) {
      expect(input).toHaveAttribute('dir', 'rtl');
      expect(input).toHaveAttribute('lang', 'ar');
    }
    await user.click(arabicName);
    await user.paste('رعاية الحيوانات');
    await user.click(arabicDescription);
    await user.paste('استحمام وتقليم');
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'categories',
        expect.objectContaining({
          data: expect.objectContaining({
            CategoryName: 'Pet Care',
            CategoryNameAr: 'رعاية الحيوانات',
            CategoryDescriptionAr: 'استحمام وتقليم',
          }),
        }),
      ),
    );
  });

  it('refuses an Arabic name longer than the English name may be, with the same rule', async () => {
    const create = vi.fn();
    const { user } = renderCreate(provider({ create: create as unknown as DataProvider['create'] }));
    await user.type(await screen.findByRole('textbox', { name: /category name/i }), 'Pet Care');
    await user.click(screen.getByRole('textbox', { name: 'Arabic name' }));
    await user.paste('ب'.repeat(CATEGORY_NAME_MAX_LENGTH + 1));
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(
      await screen.findByText(`Arabic name must be at most ${CATEGORY_NAME_MAX_LENGTH} characters`),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('edits a category with its Arabic texts shown, and removes the texts emptied', async () => {
    const update = vi.fn(async (_resource: string, params: { id: string; data: Record<string, unknown> }) => ({
      data: { ...params.data, id: params.id },
    }));
    const dataProvider = provider({
      getOne: vi.fn(async () => ({ data: rows[0] })) as unknown as DataProvider['getOne'],
      update: update as unknown as DataProvider['update'],
    });
    const { user } = renderInAdmin(
      <Routes>
        <Route path="/categories/:id" element={<CategoryEdit />} />
        <Route path="/categories" element={<p>Category list</p>} />
      </Routes>,
      { resource: 'categories', route: '/admin/categories/c1', dataProvider },
    );
    const arabicName = await screen.findByRole('textbox', { name: 'Arabic name' });
    await waitFor(() => expect(arabicName).toHaveValue('التكييف'));
    const arabicDescription = screen.getByRole('textbox', { name: 'Arabic description' });
    expect(arabicDescription).toHaveValue('التبريد');
    await user.click(arabicName);
    await user.paste(' والتبريد');
    await user.clear(arabicDescription);
    // An emptied optional text is '' (react-admin's null was refused as "cannot be null").
    await user.clear(screen.getByRole('textbox', { name: 'Description' }));
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'categories',
        expect.objectContaining({
          id: 'c1',
          data: expect.objectContaining({
            CategoryName: 'Air Conditioning',
            CategoryDescription: '',
            CategoryNameAr: 'التكييف والتبريد',
            CategoryDescriptionAr: '',
          }),
        }),
      ),
    );
    expect(await screen.findByText('Category list')).toBeInTheDocument();
  });

  describe('through the back office’s data provider', () => {
    afterEach(() => vi.restoreAllMocks());

    it('shows the API’s 409 on a duplicate Arabic name under the Arabic name, and keeps the form', async () => {
      const create = vi.spyOn(api.categories, 'create').mockRejectedValue(
        new ApiError({
          method: 'POST',
          path: '/api/Category',
          status: 409,
          body: { Success: false, Message: CATEGORY_MESSAGES.arabicNameTaken },
          fallbacks: fallbacksFor('unknown'),
        }),
      );
      const { user } = renderCreate(createAdminDataProvider(api));
      await user.type(await screen.findByRole('textbox', { name: /category name/i }), 'Pet Care');
      const arabicName = screen.getByRole('textbox', { name: 'Arabic name' });
      await user.click(arabicName);
      await user.paste('التكييف');
      await user.click(screen.getByRole('button', { name: /save/i }));
      expect(await screen.findByText(CATEGORY_MESSAGES.arabicNameTaken)).toBeInTheDocument();
      expect(arabicName).toHaveAccessibleDescription(expect.stringContaining(CATEGORY_MESSAGES.arabicNameTaken));
      expect(arabicName).toHaveAttribute('aria-invalid', 'true');
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ CategoryName: 'Pet Care', CategoryNameAr: 'التكييف' }),
      );
      expect(screen.queryByText('Category list')).not.toBeInTheDocument();
      expect(arabicName).toHaveValue('التكييف');
    });
  });
});

describe('categories in Arabic', { timeout: 30_000 }, () => {
  it('lists categories with Arabic headers and states, and toggles one with an Arabic confirmation', async () => {
    const dataProvider = provider();
    const { user } = renderInAdmin(
      <>
        <CategoryList />
        <Notification />
      </>,
      { resource: 'categories', route: '/admin/categories', dataProvider, locale: 'ar' },
    );
    expect(await screen.findByText('Air Conditioning')).toBeInTheDocument();
    for (const name of ['الصورة', 'الاسم', 'الاسم بالعربية', 'الوصف', 'الحالة']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'فئة جديدة' })).toHaveAttribute('href', '/admin/categories/create');
    expect(screen.getByPlaceholderText('البحث في الفئات')).toBeInTheDocument();
    // The English name keeps its own direction on the Arabic page.
    expect(screen.getByText('Air Conditioning')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('مفعّلة')).toBeInTheDocument();
    expect(screen.getByText('معطّلة')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'تعطيل Air Conditioning' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'categories',
        expect.objectContaining({ id: 'c1', data: { IsEnable: false } }),
      ),
    );
    expect(await screen.findByText('تم تعطيل الفئة: أصبحت إعلاناتها مخفية من المتجر.')).toBeInTheDocument();
  });

  it('labels the two languages’ inputs in Arabic, each in its direction, and says what is wrong in Arabic', async () => {
    const create = vi.fn();
    const { user } = renderInAdmin(
      <Routes>
        <Route path="/categories/create" element={<CategoryCreate />} />
      </Routes>,
      {
        resource: 'categories',
        route: '/admin/categories/create',
        dataProvider: provider({ create: create as unknown as DataProvider['create'] }),
        locale: 'ar',
      },
    );
    const name = await screen.findByRole('textbox', { name: 'اسم الفئة' });
    expect(name).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'الوصف' })).toHaveAttribute('dir', 'ltr');
    const arabicName = screen.getByRole('textbox', { name: 'الاسم بالعربية' });
    expect(arabicName).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('textbox', { name: 'الوصف بالعربية' })).toHaveAttribute('dir', 'rtl');
    expect(screen.getAllByText('اختياري. إن تُرك فارغًا، يرى قرّاء العربية النص الإنجليزي.')).toHaveLength(2);
    expect(screen.getByText('صورة الفئة')).toBeInTheDocument();
    expect(screen.getByText('تُخفى الفئة المعطّلة وإعلاناتها من المتجر.')).toBeInTheDocument();
    await user.type(name, '   ');
    await user.click(arabicName);
    await user.paste('ب'.repeat(CATEGORY_NAME_MAX_LENGTH + 1));
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('حقل اسم الفئة مطلوب')).toBeInTheDocument();
    expect(screen.getByText(`يجب ألا يتجاوز عدد أحرف الاسم بالعربية ${CATEGORY_NAME_MAX_LENGTH}`)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});

function renderCreate(dataProvider: DataProvider) {
  return renderInAdmin(
    <>
      <Routes>
        <Route path="/categories/create" element={<CategoryCreate />} />
        <Route path="/categories" element={<p>Category list</p>} />
      </Routes>
      <Notification />
    </>,
    { resource: 'categories', route: '/admin/categories/create', dataProvider },
  );
}
