import Checkbox from '@mui/material/Checkbox';
import { useListContext, type Identifier } from 'react-admin';
import { useT } from '@/i18n/text';

/**
 * Selects one waiting record for a bulk action. The name is on the <input> itself ("Select Gulf
 * Cleaning"), where a screen reader looks for it.
 */
export function InboxRowCheckbox({ id, name }: { readonly id: Identifier; readonly name: string }) {
  const { selectedIds, onToggleItem } = useListContext();
  const t = useT();
  return (
    <Checkbox
      size="small"
      sx={{ alignSelf: 'flex-start', mt: -0.5, marginInlineStart: -1 }}
      checked={selectedIds.includes(id)}
      onChange={() => onToggleItem(id)}
      slotProps={{ input: { 'aria-label': t('admin.inbox.row.select', { name }) } }}
    />
  );
}
