import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { Confirm, useListContext, useNotify, useRefresh, useUpdateMany } from 'react-admin';
import { useFormat, useT } from '@/i18n/text';
import { ProviderStateActions } from '@/portals/admin/components/provider-state/provider-state-actions';
import { ProviderVerificationChip } from '@/portals/admin/components/verification/verification-chips';
import { InboxRow, InboxRowTitle } from './inbox-row';
import type { ProviderRecord } from '@/portals/admin/data-provider/providers-resource';
import { InboxSection } from './inbox-section';

/**
 * Approves every selected provider, one audited call each. Rejecting stays one at a time: each
 * provider reads a reason written for them.
 */
function BulkApproveButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const t = useT();
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
          notify(t('admin.inbox.providers.approved', { count: selectedIds.length }), { type: 'info' });
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
        {t('admin.inbox.providers.approveSelected')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={t('admin.inbox.providers.approveTitle', { count: selectedIds.length })}
        content={t('admin.inbox.providers.approveContent')}
        confirm={t('admin.inbox.providers.approve')}
        onConfirm={approve}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function PendingProvider({ provider }: { provider: ProviderRecord }) {
  const t = useT();
  const format = useFormat();
  const user = provider.UserDetails;
  // Each part isolated: a name or place in Arabic beside an e-mail address keeps its own order.
  const contact = [
    { text: `${user.FirstName} ${user.LastName}`.trim(), dir: 'auto' },
    { text: user.Email, dir: 'ltr' },
    { text: provider.PrimaryLocation, dir: 'auto' },
  ].filter((part) => part.text);
  return (
    <InboxRow actions={<ProviderStateActions />}>
      <InboxRowTitle resource="providers" id={provider.id}>
        {provider.BusinessName}
      </InboxRowTitle>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {contact.map((part, index) => (
          <Fragment key={index}>
            {index > 0 ? ' · ' : null}
            <bdi dir={part.dir}>{part.text}</bdi>
          </Fragment>
        ))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('admin.inbox.providers.signedUp', { date: format.date(provider.CreatedAt) })}
      </Typography>
      {/* Issue 38: approving needs the business's documents accepted; the API refuses it otherwise. */}
      <Stack direction="row" sx={{ mt: 0.5 }}>
        <ProviderVerificationChip verification={provider.Verification} />
      </Stack>
    </InboxRow>
  );
}

/** Providers who signed up and wait, oldest first: approve, reject with a reason, or several at once. */
export function PendingProviders() {
  const t = useT();
  return (
    <InboxSection<ProviderRecord>
      resource="providers"
      filter={{ AccState: 'pending' }}
      sort={{ field: 'CreatedAt', order: 'ASC' }}
      title={t('admin.inbox.providers.title')}
      emptyText={t('admin.inbox.providers.empty')}
      rowName={(provider) => provider.BusinessName}
      bulkActions={<BulkApproveButton />}
    >
      {(provider) => <PendingProvider provider={provider} />}
    </InboxSection>
  );
}
