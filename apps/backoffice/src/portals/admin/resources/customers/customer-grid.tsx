import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useFormat, useT } from '@/i18n/text';
import { ListDataGrid } from '@/portals/admin/components/list-data-grid';
import type { CustomerRecord } from '@/portals/admin/data-provider/customers-resource';
import { fullName, SORTABLE_COLUMNS, verifiedText } from './customer-texts';

const column = (def: GridColDef<CustomerRecord>): GridColDef<CustomerRecord> => ({
  ...def,
  sortable: SORTABLE_COLUMNS.has(def.field),
  filterable: false,
});

/** The desktop list: one server page at a time, the toolbar's search bound to the `q` filter. */
export default function CustomerGrid() {
  const t = useT();
  const format = useFormat();
  const columns = useMemo<GridColDef<CustomerRecord>[]>(
    () => [
      column({
        field: 'FullName',
        headerName: t('admin.customers.field.name'),
        flex: 1,
        minWidth: 160,
        valueGetter: (_v, row) => fullName(row),
        renderCell: ({ value }) => <span dir="auto">{value}</span>,
      }),
      column({ field: 'Email', headerName: t('admin.customers.field.email'), flex: 1.2, minWidth: 200 }),
      column({
        field: 'PhoneNumber',
        headerName: t('admin.customers.field.phone'),
        width: 150,
        renderCell: ({ value }) => <span dir="ltr">{value}</span>,
      }),
      column({
        field: 'IsActive',
        headerName: t('admin.customers.verified'),
        width: 130,
        renderCell: ({ row }) => (
          <Chip size="small" color={row.IsActive ? 'success' : 'default'} label={verifiedText(row, t)} />
        ),
      }),
      column({
        field: 'IsDeleted',
        headerName: t('admin.customers.deleted'),
        width: 110,
        renderCell: ({ row }) =>
          row.IsDeleted ? (
            <Chip size="small" color="error" label={t('admin.customers.deleted')} />
          ) : (
            t('admin.customers.no')
          ),
      }),
      column({
        field: 'CreatedAt',
        headerName: t('admin.customers.field.joined'),
        width: 130,
        valueFormatter: (value) => format.date(value),
      }),
    ],
    [t, format],
  );
  return (
    <ListDataGrid
      columns={columns}
      label={t('admin.customers.list.grid')}
      emptyLabel={t('admin.customers.list.empty')}
      quickSearch
    />
  );
}
