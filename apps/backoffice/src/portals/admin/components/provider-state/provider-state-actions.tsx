import MuiButton from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { useT } from '@/i18n/text';
import { ProviderStateDialog } from './provider-state-dialog';
import type { ProviderRecord } from '@/portals/admin/data-provider/providers-resource';
import { APPROVE, STATE_CHANGES, type StateChange } from './provider-states';

export interface ProviderStateActionsProps {
  /**
   * False keeps Approve disabled (issue 38: a business is approved once its documents are
   * accepted; the verification review page knows). The API refuses it anyway, with its message.
   */
  readonly approvable?: boolean;
  /** The id of the text saying why Approve is disabled, read with the button. */
  readonly approveNoteId?: string;
}

/** The state changes the API allows from the provider's current state, each behind its dialog. */
export function ProviderStateActions({ approvable = true, approveNoteId }: ProviderStateActionsProps = {}) {
  const record = useRecordContext<ProviderRecord>();
  const t = useT();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [change, setChange] = useState<StateChange | null>(null);
  if (!record) return null;
  const confirm = (reason: string) => {
    if (!change) return;
    update(
      'providers',
      { id: record.id, data: { AccState: change.to, ...(reason ? { Reason: reason } : {}) }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setChange(null);
          notify(t(change.done), { type: 'info' });
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  };
  return (
    <Stack direction="row" spacing={1}>
      {STATE_CHANGES[record.AccState].map((option) => (
        <MuiButton
          key={option.label}
          size="small"
          variant={option.to === 'active' ? 'contained' : 'outlined'}
          color={option.to === 'active' ? 'primary' : 'error'}
          disabled={option === APPROVE && !approvable}
          aria-describedby={option === APPROVE ? approveNoteId : undefined}
          onClick={() => setChange(option)}
        >
          {t(option.label)}
        </MuiButton>
      ))}
      <ProviderStateDialog
        key={change?.label ?? 'closed'}
        change={change}
        businessName={record.BusinessName}
        pending={isPending}
        onConfirm={confirm}
        onClose={() => setChange(null)}
      />
    </Stack>
  );
}
