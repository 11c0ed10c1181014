import type { ProviderVerificationSummary, VerificationStatus } from '@marketplace/contract';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { Ref } from 'react';
import { useFormat, useT, type MessageId } from '@/i18n/text';
import { addDays } from '@/portals/provider/components/verification-rules';

const BANNERS: Record<VerificationStatus, { severity: AlertColor; title: MessageId; body: MessageId }> = {
  'not-submitted': {
    severity: 'info',
    title: 'verification.provider.status.notSubmitted.title',
    body: 'verification.provider.status.notSubmitted.body',
  },
  'in-review': {
    severity: 'info',
    title: 'verification.provider.status.inReview.title',
    body: 'verification.provider.status.inReview.body',
  },
  'changes-requested': {
    severity: 'warning',
    title: 'verification.provider.status.changesRequested.title',
    body: 'verification.provider.status.changesRequested.body',
  },
  verified: {
    severity: 'success',
    title: 'verification.provider.status.verified.title',
    body: 'verification.provider.status.verified.body',
  },
  expired: {
    severity: 'error',
    title: 'verification.provider.status.expired.title',
    body: 'verification.provider.status.expired.body',
  },
};

/**
 * Where the business's verification stands and what to do next, first on the page. A live status,
 * so the change after a submission is read out; it takes focus then (`focusRef`), as the button
 * that was pressed is disabled.
 */
export function StatusBanner({
  summary,
  focusRef,
}: {
  summary: ProviderVerificationSummary;
  focusRef?: Ref<HTMLDivElement>;
}) {
  const t = useT();
  const format = useFormat();
  const { severity, title, body } = BANNERS[summary.Status];

  const details: string[] = [];
  if (summary.Status === 'not-submitted' && summary.CanSubmit) details.push(t('verification.provider.status.ready'));
  if (summary.Status === 'in-review' && summary.ReviewRequestedAt) {
    details.push(t('verification.provider.status.inReview.since', { date: format.date(summary.ReviewRequestedAt) }));
  }
  if (summary.Status === 'verified' && summary.VerifiedUntil) {
    // VerifiedUntil is the first day without the badge: the last one is the day before.
    details.push(
      t('verification.provider.status.verified.until', { date: format.date(addDays(summary.VerifiedUntil, -1)) }),
    );
  }

  return (
    <Alert severity={severity} role="status" ref={focusRef} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
      <AlertTitle>{t(title)}</AlertTitle>
      {t(body)}
      {details.map((detail) => (
        <Box key={detail} sx={{ marginBlockStart: 0.5 }}>
          {detail}
        </Box>
      ))}
    </Alert>
  );
}
