import { VERIFICATION_PATHS, type ProviderVerificationSummary } from '@marketplace/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Title, useCreatePath, useGetOne } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { useContractText, useT } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';
import type { ProviderRecord } from '@/portals/admin/data-provider/providers-resource';
import { DocumentItem } from './document-item';
import { BusinessDecision } from './review-decision';
import { BusinessDetails } from './review-business';
import { useVerificationSummary } from './use-verification-summary';

// A business's verification review, /admin/verification-reviews/{providerId} (issue 38): its
// details beside its documents (one above the other on phones), a decision on each document
// awaiting one, then the decision on the business. The business comes from the provider call the
// provider screens use (GET /api/Provider/{id}); its documents from GET /api/Provider/{id}/verification.

function Documents({ providerId, summary }: { providerId: string; summary: ProviderVerificationSummary }) {
  const t = useT();
  const headingId = useId();
  const awaiting = summary.Items.some((item) => item.Document?.State === 'submitted');
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="h6" component="h2" id={headingId}>
          {t('verification.admin.review.documents')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('verification.admin.review.linksNote')}
        </Typography>
        {summary.Items.length > 0 && !awaiting ? (
          <Alert severity="info" sx={{ mt: 1.5 }}>
            {t('verification.admin.review.nothingAwaiting')}
          </Alert>
        ) : null}
      </CardContent>
      {summary.Items.length === 0 ? (
        <CardContent>
          <Typography variant="body2">{t('verification.admin.review.noRequirements')}</Typography>
        </CardContent>
      ) : (
        summary.Items.map((item) => (
          <DocumentItem key={item.Requirement.RequirementId} providerId={providerId} item={item} />
        ))
      )}
    </Card>
  );
}

export default function VerificationReview() {
  const { id: providerId = '' } = useParams();
  const t = useT();
  const contractText = useContractText();
  const isolate = useIsolate();
  const createPath = useCreatePath();
  const summary = useVerificationSummary(providerId);
  const provider = useGetOne<ProviderRecord>('providers', { id: providerId }, { enabled: providerId !== '' });
  const name = summary.data?.BusinessName ?? provider.data?.BusinessName;
  const failure = summary.error ?? provider.error;
  // The app bar shows the page title as the page's h1; the sections are h2s.
  return (
    <Stack spacing={2} sx={{ marginBlock: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title
        title={
          name
            ? t('verification.admin.review.title', { name: isolate.auto(name) })
            : t('verification.admin.review.untitled')
        }
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={VERIFICATION_PATHS.adminQueue} size="small">
          {t('verification.admin.review.backToQueue')}
        </Button>
        <Button
          component={RouterLink}
          to={createPath({ resource: 'providers', id: providerId, type: 'show' })}
          size="small"
        >
          {t('verification.admin.review.providerPage')}
        </Button>
      </Stack>
      {failure ? (
        <Alert severity="error">
          {t('verification.admin.review.loadFailed', { error: contractText(failure.message) })}
        </Alert>
      ) : !summary.data || !provider.data ? (
        <LoadingSkeleton label={t('verification.admin.review.loading')} height={420} />
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
            }}
          >
            <BusinessDetails provider={provider.data} summary={summary.data} />
            <Documents providerId={providerId} summary={summary.data} />
          </Box>
          <BusinessDecision provider={provider.data} summary={summary.data} />
        </>
      )}
    </Stack>
  );
}
