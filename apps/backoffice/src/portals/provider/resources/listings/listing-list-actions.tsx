import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { CreateButton, ExportButton, FilterButton, TopToolbar, useBasename } from 'react-admin';
import { Link } from 'react-router';
import { useT } from '@/i18n/text';
import type { PublishBlock } from './use-publish-block';

/** Why the provider cannot publish, above the list (pending, rejected, inactive). */
export function PublishBlockBanner({ block }: { block: PublishBlock }) {
  if (!block.reason) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      {block.reason}
    </Alert>
  );
}

/** Add filter, Create (disabled with the reason while the business is not active), Import CSV and Export. */
export function ListingListActions({ block }: { block: PublishBlock }) {
  const t = useT();
  const basename = useBasename();
  const reasonId = useId();
  const blocked = block.loading || block.reason !== null;
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <FilterButton />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CreateButton
          label={t('provider.listings.list.newListing')}
          disabled={blocked}
          aria-describedby={block.reason ? reasonId : undefined}
        />
        {block.reason && (
          <Typography id={reasonId} variant="caption" sx={{ maxWidth: 260 }}>
            {t('provider.listings.list.needsActiveBusiness')}
          </Typography>
        )}
      </Stack>
      <Button component={Link} to={`${basename}/listings/import`} size="small" startIcon={<UploadFileOutlined />}>
        {t('provider.listings.list.importCsv')}
      </Button>
      {/* Named here too: on phones react-admin draws a disabled button (no rows) as an unnamed icon. */}
      <ExportButton aria-label={t('ra.action.export')} />
    </TopToolbar>
  );
}
