import type { SellerDetails } from '@marketplace/contract';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { api } from '@/api';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { useContractText, useFormat, useT } from '@/i18n/text';
import { SellerDetailsForm } from './seller-details-form';

// The seller details, /admin/seller-details (issue 36): the marketplace's legal name and address in
// both languages, VAT account and CR numbers, which every tax invoice and credit note is issued
// with (GET and PUT /api/Admin/seller-details). Documents are issued without what is missing until
// the details are complete: the page says so while they are not.

const SELLER_DETAILS = ['seller-details'];

export default function SellerDetailsPage() {
  const t = useT();
  const contractText = useContractText();
  const format = useFormat();
  const queryClient = useQueryClient();
  const details = useQuery({ queryKey: SELLER_DETAILS, queryFn: () => api.taxDocuments.sellerDetails() });
  const saved = (next: SellerDetails) => queryClient.setQueryData(SELLER_DETAILS, next);

  // The app bar shows the page title as the page's h1.
  return (
    <Stack spacing={2} sx={{ marginBlock: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={t('admin.seller.title')} />
      <Typography color="text.secondary">{t('admin.seller.intro')}</Typography>
      {details.isPending ? (
        <LoadingSkeleton label={t('admin.seller.loading')} height={420} />
      ) : details.error ? (
        <Alert severity="error">{t('admin.seller.loadFailed', { error: contractText(details.error.message) })}</Alert>
      ) : (
        <>
          {details.data.IsComplete ? null : <Alert severity="warning">{t('admin.seller.incomplete')}</Alert>}
          <Typography variant="body2" color="text.secondary">
            {details.data.ModifiedAt
              ? t('admin.seller.modified', { when: format.dateTime(details.data.ModifiedAt) })
              : t('admin.seller.neverSaved')}
          </Typography>
          <Card variant="outlined" sx={{ minWidth: 0, maxWidth: 880 }}>
            {/* A save starts the form again from what the API stored (trimmed texts, compact numbers). */}
            <SellerDetailsForm key={details.data.ModifiedAt ?? ''} details={details.data} onSaved={saved} />
          </Card>
        </>
      )}
    </Stack>
  );
}
