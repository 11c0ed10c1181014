import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { ListDataGrid } from '@/portals/admin/components/list-data-grid';
import type { CustomerRecord } from '@/portals/admin/data-provider/customers-resource';
import { fullName, joinedText, SORTABLE_COLUMNS, verifiedText } from './customer-texts';

const column = (def: GridColDef<CustomerRecord>): GridColDef<CustomerRecord> => ({
  ...def,
  sortable: SORTABLE_COLUMNS.has(def.field),
  filterable: false,
});

const columns: GridColDef<CustomerRecord>[] = [
  column({ field: 'FullName', headerName: 'Name', flex: 1, minWidth: 160, valueGetter: (_v, row) => fullName(row) }),
  column({ field: 'Email', headerName: 'E-mail', flex: 1.2, minWidth: 200 }),
  column({ field: 'PhoneNumber', headerName: 'Phone', width: 150 }),
  column({
    field: 'IsActive',
    headerName: 'Verified',
    width: 130,
    renderCell: ({ row }) => (
      <Chip size="small" color={row.IsActive ? 'success' : 'default'} label={verifiedText(row)} />
    ),
  }),
  column({
    field: 'IsDeleted',
    headerName: 'Deleted',
    width: 110,
    renderCell: ({ row }) => (row.IsDeleted ? <Chip size="small" color="error" label="Deleted" /> : 'No'),
  }),
  column({ field: 'CreatedAt', headerName: 'Joined', width: 130, valueFormatter: (value) => joinedText(value) }),
];

/** The desktop list: one server page at a time, the toolbar's search bound to the `q` filter. */
export default function CustomerGrid() {
  return (
    <ListDataGrid columns={columns} label="Customers" emptyLabel="No customers match these filters." quickSearch />
  );
}
