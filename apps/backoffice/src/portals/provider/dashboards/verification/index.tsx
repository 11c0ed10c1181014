import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { useContractText, useT } from '@/i18n/text';
import { useCurrentProvider } from '@/portals/provider/components/use-current-provider';
import { useVerificationSummary } from '@/portals/provider/components/use-verification-summary';
import { BusinessTypeCard } from './business-type-card';
import { DocumentCard } from './document-card';
import { StatusBanner } from './status-banner';
import { SubmitCard } from './submit-card';

// "Verify your business", /provider-dashboard/verification (issue 38,
// docs/decisions/provider-verification.md): where the business's verification stands and what to
// do next, its type (company or individual), one card per required document to upload or replace,
// and the submission for the admins' review. GET /api/Provider/{id}/verification through the typed
// client; the summary is shared with Home (use-verification-summary.ts).

export default function ProviderVerification() {
  const t = useT();
  const ct = useContractText();
  const notify = useNotify();
  const me = useCurrentProvider();
  const providerId = me.data?.providerId;
  const summary = useVerificationSummary(providerId, { keepLinksFresh: true });
  const banner = useRef<HTMLDivElement>(null);
  // After a submission the banner takes focus (the pressed button is disabled now), once the
  // confirmation has closed and given focus back: an effect after that render.
  const [submissions, setSubmissions] = useState(0);
  useEffect(() => {
    if (submissions > 0) banner.current?.focus();
  }, [submissions]);
  const documentsId = useId();
  const error = me.error ?? summary.error;
  const problem = error ? t('verification.provider.loadFailed', { error: ct(error.message) }) : null;
  useEffect(() => {
    if (me.error) notify(me.error.message, { type: 'error' });
  }, [me.error, notify]);

  // The app bar shows the page title as the page's h1; the sections below start at h2.
  return (
    <Stack spacing={2} sx={{ marginBlock: { xs: 1, sm: 2 } }}>
      <Title title={t('verification.provider.title')} />
      {problem && !summary.data ? (
        <Alert
          severity="error"
          action={
            providerId ? (
              <Button color="inherit" size="small" onClick={() => void summary.refetch()}>
                {t('verification.provider.retry')}
              </Button>
            ) : undefined
          }
        >
          {problem}
        </Alert>
      ) : null}
      {summary.data && providerId ? (
        <>
          <StatusBanner summary={summary.data} focusRef={banner} />
          <BusinessTypeCard key={summary.data.BusinessType} summary={summary.data} />
          <Stack component="section" aria-labelledby={documentsId} spacing={1.5}>
            <Typography id={documentsId} variant="h6" component="h2">
              {t('verification.provider.documents.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('verification.provider.documents.intro')}
            </Typography>
            {summary.data.Items.length === 0 ? (
              <Typography variant="body2">{t('verification.provider.documents.none')}</Typography>
            ) : (
              <Grid container spacing={2}>
                {summary.data.Items.map((item) => (
                  <Grid key={item.Requirement.RequirementId} size={{ xs: 12, md: 6, xl: 4 }}>
                    <DocumentCard providerId={providerId} item={item} />
                  </Grid>
                ))}
              </Grid>
            )}
          </Stack>
          <SubmitCard summary={summary.data} onSubmitted={() => setSubmissions((count) => count + 1)} />
        </>
      ) : problem ? null : (
        <LoadingSkeleton label={t('verification.provider.loading')} height={360} />
      )}
    </Stack>
  );
}
