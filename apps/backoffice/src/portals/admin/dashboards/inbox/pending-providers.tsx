import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useListContext, useNotify, useRefresh, useUpdateMany } from 'react-admin';
import { formatDate } from '@/components/dates';
import { ProviderStateActions } from '@/portals/admin/components/provider-state/provider-state-actions';
import { InboxRow, InboxRowTitle } from './inbox-row';
import type { ProviderRecord } from '@/portals/admin/data-provider/providers-resource';
import { InboxSection } from './inbox-section';

const plural = (count: number) => (count === 1 ? '1 provider' : `${count} providers`);

/**
 * Approves every selected provider, one audited call each. Rejecting stays one at a time: each
 * provider reads a reason written for them.
 */
function BulkApproveButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [updateMany, { isPending }] = useUpdateMany();
  const [open, setOpen] = useState(false);
  const approve = () =>
    updateMany(
      'providers',
      { ids: selectedIds, data: { AccState: 'active' } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${plural(selectedIds.length)} approved.`, { type: 'info' });
          onUnselectItems();
          refresh();
        },
        // One call per provider: the first refusal stops the rest and is shown as the API said it.
        onError: (error) => notify((error as Error).message, { type: 'error' }),
        onSettled: () => setOpen(false),
      },
    );
  return (
    <>
      <Button size="small" variant="contained" onClick={() => setOpen(true)}>
        Approve selected
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Approve ${plural(selectedIds.length)}?`}
        content="Each is told by e-mail and can sign in to the provider dashboard. Each approval is recorded in the audit log."
        confirm="Approve"
        onConfirm={approve}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function PendingProvider({ provider }: { provider: ProviderRecord }) {
  const user = provider.UserDetails;
  const contact = [`${user.FirstName} ${user.LastName}`.trim(), user.Email, provider.PrimaryLocation]
    .filter(Boolean)
    .join(' · ');
  return (
    <InboxRow actions={<ProviderStateActions />}>
      <InboxRowTitle resource="providers" id={provider.id}>
        {provider.BusinessName}
      </InboxRowTitle>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {contact}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Signed up {formatDate(provider.CreatedAt)}
      </Typography>
    </InboxRow>
  );
}

/** Providers who signed up and wait, oldest first: approve, reject with a reason, or several at once. */
export function PendingProviders() {
  return (
    <InboxSection<ProviderRecord>
      resource="providers"
      filter={{ AccState: 'pending' }}
      sort={{ field: 'CreatedAt', order: 'ASC' }}
      title="Providers waiting for approval"
      emptyText="No provider is waiting for approval."
      rowName={(provider) => provider.BusinessName}
      bulkActions={<BulkApproveButton />}
    >
      {(provider) => <PendingProvider provider={provider} />}
    </InboxSection>
  );
}
