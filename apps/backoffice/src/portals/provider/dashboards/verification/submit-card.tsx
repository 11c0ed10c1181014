import { VERIFICATION_MESSAGES, type ProviderVerificationSummary } from '@marketplace/contract';
import { ConfirmDialog } from '@marketplace/ui';
import Send from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNotify } from 'react-admin';
import { api } from '@/api';
import { useContractText, useT } from '@/i18n/text';
import { useRefreshVerification } from '@/portals/provider/components/use-verification-summary';
import { itemsToUpload } from '@/portals/provider/components/verification-rules';

/**
 * Sends the uploaded documents to the admins' review (POST /api/Provider/{id}/verification/submit),
 * after a short confirmation of what happens next. Enabled when the API says so (`CanSubmit`: every
 * required document uploaded and one awaiting review); otherwise a line says what is missing.
 */
export function SubmitCard({
  summary,
  onSubmitted,
}: {
  summary: ProviderVerificationSummary;
  /** After the submission, with the banner already saying the documents are in review. */
  onSubmitted(): void;
}) {
  const t = useT();
  const ct = useContractText();
  const notify = useNotify();
  const { replace } = useRefreshVerification(summary.ProviderId);
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const missing = itemsToUpload(summary).length;

  const why = summary.CanSubmit
    ? t('verification.provider.submit.ready')
    : missing > 0
      ? t('verification.provider.submit.missing', { count: missing })
      : summary.Status === 'in-review'
        ? t('verification.provider.submit.inReview')
        : summary.Status === 'verified'
          ? t('verification.provider.submit.verified')
          : t('verification.provider.submit.nothingNew');

  const submit = async () => {
    setBusy(true);
    try {
      replace(await api.verification.submit(summary.ProviderId));
      setConfirming(false);
      notify(ct(VERIFICATION_MESSAGES.submitted), { type: 'success' });
      onSubmitted();
    } catch (error) {
      setConfirming(false);
      notify(ct(error instanceof Error ? error.message : String(error)), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby={`${id}-title`}>
      <CardHeader
        title={t('verification.provider.submit.title')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: `${id}-title` } }}
      />
      <CardContent sx={{ paddingBlockStart: 0 }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2">{t('verification.provider.submit.intro')}</Typography>
          <Button
            variant="contained"
            startIcon={<Send sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
            disabled={!summary.CanSubmit}
            onClick={() => setConfirming(true)}
            aria-describedby={`${id}-why`}
          >
            {t('verification.provider.submit.button')}
          </Button>
          <Typography id={`${id}-why`} variant="body2" color="text.secondary">
            {why}
          </Typography>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={t('verification.provider.submit.confirmTitle')}
        message={t('verification.provider.submit.confirmMessage')}
        confirmLabel={t('verification.provider.submit.confirm')}
        busy={busy}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
