import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { useT } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';
import type { RequirementRecord } from '@/portals/admin/data-provider/verification-requirements-resource';
import { useRequirementText } from '@/portals/admin/components/verification/verification-labels';

/**
 * The list's switch: a required document is never deleted (documents refer to it); one click makes
 * it inactive (no longer asked for) or active again. Clicks stay on the switch instead of opening the row.
 */
export function RequirementActiveToggle() {
  const record = useRecordContext<RequirementRecord>();
  const notify = useNotify();
  const t = useT();
  const isolate = useIsolate();
  const text = useRequirementText();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const active = record.IsActive;
  const named = { name: isolate.auto(text.name(record)) };
  const toggle = () =>
    update(
      'verification-requirements',
      { id: record.id, data: { IsActive: !active }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(
            t(
              active ? 'verification.admin.requirements.deactivated' : 'verification.admin.requirements.activated',
              named,
            ),
            { type: 'info' },
          ),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <FormControlLabel
      onClick={(event) => event.stopPropagation()}
      control={
        <Switch
          checked={active}
          disabled={isPending}
          onChange={toggle}
          slotProps={{
            input: {
              'aria-label': t(
                active ? 'verification.admin.requirements.deactivate' : 'verification.admin.requirements.activate',
                named,
              ),
            },
          }}
        />
      }
      label={t(active ? 'verification.admin.requirements.active' : 'verification.admin.requirements.inactive')}
    />
  );
}
