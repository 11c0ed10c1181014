import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridLocaleText,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useCreatePath, useListContext, type Identifier, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router';
import { useFormat, useLocale, useT, type Formats, type Translate } from '@/i18n/text';

// MUI X's DataGrid driven by react-admin's list controller: the grid shows one page the data
// provider fetched and hands every paging, sorting and quick-search change back to the controller
// (so the URL, saved queries and the CSV export see the same query). Import this only from a lazy
// screen: the grid is about 125 KB gzip and must stay out of the first load. In Arabic the grid
// reads right to left (it follows the theme's direction) and speaks MUI's Arabic (arSD), except
// where arSD writes numbers in Arabic-Indic digits or leaves English: those texts are ours.

export interface ListDataGridProps<R extends RaRecord> {
  readonly columns: readonly GridColDef<R>[];
  /** The grid's accessible name. */
  readonly label: string;
  /** Shown when the page is empty. */
  readonly emptyLabel?: string;
  /** Shows the toolbar's quick search, bound to the list's `q` filter. */
  readonly quickSearch?: boolean;
  /** A row click opens the record's show page. */
  readonly rowClick?: 'show' | 'edit' | false;
}

const PAGE_SIZES = [10, 25, 50, 100];

const ARABIC_GRID_TEXT: Partial<GridLocaleText> = arSD.components.MuiDataGrid.defaultProps.localeText;

/**
 * The grid's Arabic: arSD, with our texts in place of those that format numbers (arSD's are
 * 'ar-SD', Arabic-Indic digits; the back office writes Latin digits) and of those arSD leaves in
 * English or gets wrong among the features this grid shows (quick search, paging, sorting, the
 * column menu and its columns panel).
 */
function arabicGridText(t: Translate, format: Formats): Partial<GridLocaleText> {
  const n = (value: number) => format.number(value);
  return {
    ...ARABIC_GRID_TEXT,
    paginationDisplayedRows: ({ from, to, count, estimated }) => {
      const range = { from: n(from), to: n(to) };
      if (count !== -1 && count != null) return t('admin.grid.displayedRows', { ...range, count: n(count) });
      return estimated && estimated > to
        ? t('admin.grid.displayedRowsAround', { ...range, estimated: n(estimated) })
        : t('admin.grid.displayedRowsMore', range);
    },
    footerRowSelected: (count) => t('admin.grid.rowsSelected', { count }),
    footerTotalVisibleRows: (visible, total) =>
      t('admin.grid.totalVisibleRows', { visible: n(visible), total: n(total) }),
    toolbarFiltersTooltipActive: (count) => t('admin.grid.activeFilters', { count }),
    columnHeaderFiltersTooltipActive: (count) => t('admin.grid.activeFilters', { count }),
    columnMenuAriaLabel: (column) => t('admin.grid.columnMenu', { column }),
    noColumnsOverlayLabel: t('admin.grid.noColumns'),
    noColumnsOverlayManageColumns: t('admin.grid.manageColumns'),
    toolbarQuickFilterDeleteIconLabel: t('admin.grid.clearSearch'),
  };
}

export function ListDataGrid<R extends RaRecord>(props: ListDataGridProps<R>) {
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  const { columns, label, emptyLabel = t('admin.grid.empty'), quickSearch = false, rowClick = 'show' } = props;
  const list = useListContext<R>();
  const { data, total, page, perPage, sort, filterValues, isPending, isFetching, resource } = list;
  const createPath = useCreatePath();
  const navigate = useNavigate();

  const open = (id: Identifier) => {
    if (rowClick) void navigate(createPath({ resource, id, type: rowClick }));
  };

  const paginationModel: GridPaginationModel = { page: page - 1, pageSize: perPage };
  const onPaginationModelChange = (model: GridPaginationModel) => {
    // setPerPage returns to page 1, as react-admin's own pagination does.
    if (model.pageSize !== perPage) list.setPerPage(model.pageSize);
    else if (model.page !== page - 1) list.setPage(model.page + 1);
  };

  const sortable = useMemo(() => new Set(columns.filter((c) => c.sortable !== false).map((c) => c.field)), [columns]);
  const sortModel: GridSortModel = sortable.has(sort.field)
    ? [{ field: sort.field, sort: sort.order === 'DESC' ? 'desc' : 'asc' }]
    : [];
  const onSortModelChange = ([first]: GridSortModel) => {
    if (first?.sort) list.setSort({ field: first.field, order: first.sort === 'desc' ? 'DESC' : 'ASC' });
  };

  // The search box shows what was typed at once; react-admin applies `q` after its own debounce.
  // Echoing the list's `q` straight back would reset the box meanwhile and drop what was typed
  // since, so the grid's words are kept here and replaced only when `q` changes from elsewhere
  // (a saved query, a cleared filter, the URL).
  const q = typeof filterValues.q === 'string' ? filterValues.q : '';
  const [words, setWords] = useState<string[]>(q ? q.split(' ') : []);
  const sent = useRef(q);
  useEffect(() => {
    if (q === sent.current) return;
    sent.current = q;
    setWords(q ? q.split(' ') : []);
  }, [q]);
  const filterModel: GridFilterModel = { items: [], quickFilterValues: words };
  const localeText = useMemo(
    () => ({ ...(locale === 'ar' ? arabicGridText(t, format) : {}), noRowsLabel: emptyLabel }),
    [locale, t, format, emptyLabel],
  );

  const onFilterModelChange = (model: GridFilterModel) => {
    const next = (model.quickFilterValues ?? []).map(String);
    setWords(next);
    const text = next.join(' ').trim();
    if (text === sent.current) return;
    sent.current = text;
    const { q: _previous, ...rest } = filterValues as Record<string, unknown>;
    list.setFilters(text ? { ...rest, q: text } : rest);
  };

  return (
    <DataGrid<R>
      aria-label={label}
      label={quickSearch ? label : undefined}
      columns={columns}
      rows={data ?? []}
      rowCount={total ?? 0}
      loading={isPending || isFetching}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      pageSizeOptions={PAGE_SIZES}
      sortModel={sortModel}
      onSortModelChange={onSortModelChange}
      sortingOrder={['asc', 'desc']}
      filterModel={filterModel}
      onFilterModelChange={onFilterModelChange}
      disableColumnFilter
      disableRowSelectionOnClick
      showToolbar={quickSearch}
      slotProps={{
        toolbar: {
          showQuickFilter: true,
          csvOptions: { disableToolbarButton: true },
          printOptions: { disableToolbarButton: true },
        },
      }}
      localeText={localeText}
      onRowClick={rowClick ? ({ id }) => open(id) : undefined}
      onCellKeyDown={(params, event) => {
        // Keyboard users move between cells with the arrows; Enter opens the row as a click does.
        if (rowClick && event.key === 'Enter') open(params.id);
      }}
      // A page is at most 100 rows: render them all (also what makes the grid testable in jsdom).
      disableVirtualization
      sx={{ border: 0, '& .MuiDataGrid-row': { cursor: rowClick ? 'pointer' : undefined } }}
      autoHeight
    />
  );
}
