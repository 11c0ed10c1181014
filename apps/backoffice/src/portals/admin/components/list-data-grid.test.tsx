import type { GridColDef } from '@mui/x-data-grid';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ListBase, testDataProvider, type DataProvider, type RaRecord } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '@/testing/render-in-admin';
import { ListDataGrid } from './list-data-grid';

const person = (n: number): RaRecord => ({ id: `p${n}`, Name: `Name ${n}`, City: 'Manama' });

const columns: GridColDef<RaRecord>[] = [
  { field: 'Name', headerName: 'الاسم', flex: 1 },
  { field: 'City', headerName: 'المدينة', flex: 1, sortable: false },
];

function renderGrid(total: number, locale: 'en' | 'ar') {
  const getList = vi.fn(async () => ({
    data: Array.from({ length: Math.min(total, 10) }, (_, i) => person(i + 1)),
    total,
  }));
  const view = renderInAdmin(
    <ListBase resource="people" perPage={10} sort={{ field: 'Name', order: 'ASC' }}>
      <ListDataGrid columns={columns} label={locale === 'ar' ? 'الأشخاص' : 'People'} quickSearch />
    </ListBase>,
    {
      resource: 'people',
      route: '/admin/people',
      dataProvider: testDataProvider({ getList: getList as DataProvider['getList'] }),
      locale,
    },
  );
  return { ...view, getList };
}

describe('the list data grid', { timeout: 30_000 }, () => {
  it('speaks MUI’s English in English', async () => {
    renderGrid(25, 'en');
    await screen.findByRole('grid', { name: 'People' });
    expect(await screen.findByText('1–10 of 25')).toBeInTheDocument();
    expect(screen.getByText('Rows per page:')).toBeInTheDocument();
  });

  it('shows "No records" on an empty page unless told otherwise', async () => {
    renderGrid(0, 'en');
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  describe('in Arabic', () => {
    it('reads right to left, in Arabic with Latin digits, and still pages on the server', async () => {
      const { user, getList } = renderGrid(25, 'ar');
      const grid = await screen.findByRole('grid', { name: 'الأشخاص' });
      await within(grid).findByText('Name 1');
      // Paging: our text (arSD would write Arabic-Indic digits), arSD's labels.
      expect(screen.getByText('1 إلى 10 من أصل 25')).toBeInTheDocument();
      expect(screen.getByText('عدد الصفوف في الصفحة:')).toBeInTheDocument();
      // The toolbar's search and the column menu.
      expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'بحث…');
      expect(screen.getByRole('button', { name: 'الأعمدة' })).toBeInTheDocument();
      const nameHeader = within(grid).getByRole('columnheader', { name: /الاسم/ });
      // Its menu button (shown on hover): arSD leaves its name in English ("الاسم column menu").
      await user.click(within(nameHeader).getByLabelText('قائمة عمود الاسم'));
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByRole('menuitem', { name: 'الفرز تنازلياً' })).toBeInTheDocument();
      fireEvent.keyDown(menu, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

      // The grid knows it is right to left: ArrowLeft moves to the next column.
      const first = within(grid).getByRole('gridcell', { name: 'Name 1' });
      first.focus();
      fireEvent.keyDown(first, { key: 'ArrowLeft' });
      await waitFor(() => expect(document.activeElement).toHaveTextContent('Manama'));

      await user.click(screen.getByRole('button', { name: 'انتقل إلى الصفحة التالية' }));
      await waitFor(() =>
        expect(getList).toHaveBeenLastCalledWith(
          'people',
          expect.objectContaining({ pagination: { page: 2, perPage: 10 } }),
        ),
      );
    });

    it('says an empty page in Arabic', async () => {
      renderGrid(0, 'ar');
      expect(await screen.findByText('لا توجد سجلات')).toBeInTheDocument();
    });
  });
});
