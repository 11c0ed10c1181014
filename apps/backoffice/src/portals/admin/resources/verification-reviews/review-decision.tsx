import type { ProviderVerificationSummary } from '@marketplace/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { RecordContextProvider } from 'react-admin';
import { useT } from '@/i18n/text';
import { ProviderStateActions } from '@/portals/admin/components/provider-state/provider-state-actions';
import { APPROVE, STATE_CHANGES } from '@/portals/admin/components/provider-state/provider-states';
import type { ProviderRecord } from '@/portals/admin/data-provider/providers-resource';

export interface BusinessDecisionProps {
  readonly provider: ProviderRecord;
  readonly summary: ProviderVerificationSummary;
}

/**
 * The business-level decision after its documents (issue 38), with the provider screens' own
 * state-change buttons and dialogs: Approve only once the summary says `verified` (the API refuses
 * it otherwise, and its message is shown if it happens anyway), Reject with a reason, and whatever
 * else the business's state allows.
 */
export function BusinessDecision({ provider, summary }: BusinessDecisionProps) {
  const t = useT();
  const headingId = useId();
  const noteId = useId();
  const verified = summary.Status === 'verified';
  const approvalOffered = STATE_CHANGES[provider.AccState].includes(APPROVE);
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2" id={headingId}>
            {t('verification.admin.decision.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('verification.admin.decision.intro')}
          </Typography>
          {approvalOffered ? (
            <Typography variant="body2" id={noteId} sx={{ fontWeight: verified ? 400 : 600 }}>
              {t(verified ? 'verification.admin.decision.verified' : 'verification.admin.decision.notVerified')}
            </Typography>
          ) : null}
          <RecordContextProvider value={provider}>
            <ProviderStateActions approvable={verified} approveNoteId={approvalOffered ? noteId : undefined} />
          </RecordContextProvider>
        </Stack>
      </CardContent>
    </Card>
  );
}
