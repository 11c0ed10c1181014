import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { useT } from '@/i18n/text';
import type { CategoryRecord } from '@/portals/admin/data-provider/categories-resource';

/**
 * The list's on/off switch: one click enables or disables a category (the data provider sends it
 * as the API's enable-status call). Clicks stay on the switch instead of opening the row.
 */
export function CategoryEnableToggle() {
  const record = useRecordContext<CategoryRecord>();
  const notify = useNotify();
  const t = useT();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const enabled = record.IsEnable;
  const toggle = () =>
    update(
      'categories',
      { id: record.id, data: { IsEnable: !enabled }, previousData: record },
      {
        onSuccess: () =>
          notify(t(enabled ? 'admin.categories.toggle.disabled' : 'admin.categories.toggle.enabled'), {
            type: 'info',
          }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <FormControlLabel
      onClick={(event) => event.stopPropagation()}
      control={
        <Switch
          checked={enabled}
          disabled={isPending}
          onChange={toggle}
          slotProps={{
            input: {
              'aria-label': t(enabled ? 'admin.categories.toggle.disable' : 'admin.categories.toggle.enable', {
                name: record.CategoryName,
              }),
            },
          }}
        />
      }
      label={t(enabled ? 'admin.categories.state.enabled' : 'admin.categories.state.disabled')}
    />
  );
}
