import Checkbox from '@mui/material/Checkbox';
import { createContext, memo, useContext, type MouseEvent } from 'react';
import {
  DataTableClasses,
  useDataTableCallbacksContext,
  useDataTableSelectedIdsContext,
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import { useT } from '@/i18n/text';

/** Names a row's selection checkbox from its record (e.g. "Select inquiry “AC quote” from Sara Ahmed"). */
export type RowSelectLabel<T extends RaRecord = RaRecord> = (record: T) => string;

/**
 * The table's RowSelectLabel, called with each row's record. Declared as a method, whose parameter
 * TypeScript checks both ways, so a table's label for its own records (a RowSelectLabel<InquiryRecord>)
 * is accepted: the rows of that table are those records.
 */
interface RowLabeller {
  label(record: RaRecord): string;
}

export const RowSelectLabelContext = createContext<RowLabeller['label'] | undefined>(undefined);

/** "Select this row: <the resource's recordRepresentation>" when the list names no label of its own. */
function useRowSelectLabel(record: RaRecord | undefined): string {
  const custom = useContext(RowSelectLabelContext);
  const represent = useGetRecordRepresentation(useResourceContext());
  const t = useT();
  if (!record) return '';
  if (custom) return custom(record);
  const representation = represent(record);
  const name = typeof representation === 'string' || typeof representation === 'number' ? representation : '';
  return t('shell.table.selectRow', { name: name === '' ? `#${record.id}` : name });
}

/**
 * react-admin's row checkbox (SelectRowCheckbox) with its name on the <input>: react-admin 5.15 gives
 * the aria-label to MUI's Checkbox root, which MUI 9 leaves on the outer <span> (axe:
 * aria-prohibited-attr, and an unnamed input). Same behaviour otherwise: a click (or Space on the
 * focused input, which browsers turn into a click) goes through DataTable's handleToggleItem, so
 * shift-click still selects a range, and does not reach the row's own click (expand, show).
 */
export const SelectRowCheckbox = memo(function SelectRowCheckbox() {
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const record = useRecordContext();
  const label = useRowSelectLabel(record);
  if (!record) throw new Error('SelectRowCheckbox must be rendered inside a row (a RecordContext).');
  const selectable = !isRowSelectable || isRowSelectable(record);
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    if (!selectable || !handleToggleItem) return;
    handleToggleItem(record.id, event as unknown as MouseEvent<HTMLInputElement>);
    event.stopPropagation();
  };
  return (
    <Checkbox
      color="primary"
      className={`select-item ${DataTableClasses.checkbox}`}
      checked={selectable && (selectedIds?.includes(record.id) ?? false)}
      disabled={!selectable}
      onClick={toggle}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
});
