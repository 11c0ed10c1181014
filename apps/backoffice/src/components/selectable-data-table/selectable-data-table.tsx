import TableCell from '@mui/material/TableCell';
import { Children, memo, useMemo, type ReactNode } from 'react';
import {
  DataTable,
  DataTableBody,
  DataTableConfigContext,
  DataTableRow,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  type DataTableProps,
  type DataTableRowProps,
  type RaRecord,
} from 'react-admin';
import { RowSelectLabelContext, SelectRowCheckbox, type RowSelectLabel } from './select-row-checkbox';

/**
 * react-admin's row with our SelectRowCheckbox in place of its own. DataTableRow draws its
 * checkbox cell only when the table has bulk actions, so inside the row it is told there are none
 * and our cell comes first among the columns: same place, and the same column count for the expand
 * panel's colSpan (the cell is one more child where react-admin counted one more column). The
 * header's "select all" checkbox stays react-admin's: it already names its <input> on MUI 6+.
 */
const SelectableRow = memo(function SelectableRow({ children, ...rest }: DataTableRowProps) {
  const config = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const withoutCheckbox = useMemo(() => ({ ...config, hasBulkActions: false }), [config]);
  if (!config.hasBulkActions || !handleToggleItem) return <DataTableRow {...rest}>{children}</DataTableRow>;
  return (
    <DataTableConfigContext.Provider value={withoutCheckbox}>
      <DataTableRow {...rest}>
        {[
          <TableCell key="select-row" padding="checkbox">
            <SelectRowCheckbox />
          </TableCell>,
          ...Children.toArray(children),
        ]}
      </DataTableRow>
    </DataTableConfigContext.Provider>
  );
});

function SelectableBody({ children }: { children?: ReactNode }) {
  return <DataTableBody row={SelectableRow}>{children}</DataTableBody>;
}

export type SelectableDataTableProps<T extends RaRecord = RaRecord> = DataTableProps<T> & {
  /** The accessible name of a row's checkbox; defaults to "Select this row: <recordRepresentation>". */
  readonly rowSelectLabel?: RowSelectLabel<T>;
};

/**
 * react-admin's <DataTable> whose row checkboxes name their <input> (see SelectRowCheckbox). Use it
 * for every list with row selection (bulk actions); lists with bulkActionButtons={false} draw no
 * checkbox and can keep <DataTable>. Columns are still <DataTable.Col>. `T` is the list's record
 * type (`<SelectableDataTable<InquiryRecord>>`).
 */
export function SelectableDataTable<T extends RaRecord = RaRecord>({
  rowSelectLabel,
  ...props
}: SelectableDataTableProps<T>) {
  return (
    <RowSelectLabelContext.Provider value={rowSelectLabel}>
      <DataTable<T> {...props} body={SelectableBody} />
    </RowSelectLabelContext.Provider>
  );
}
