import { RichText } from '@marketplace/i18n';
import { inPlace } from '@marketplace/ui';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useHref, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/text';
import type { MessageId } from '@/locales/message-id';
import { useProvider } from '../api/get-provider';
import { applyFilterPatch } from '../lib/catalog-filters';

// A link to /services?ProviderId=... (a shared search); the filter bar has no control for it, so
// this line says the list is narrowed to one business and offers the way back to all of them: a
// link to the same search without the provider, so it works before hydration too.

export interface ProviderFilterNoticeProps {
  readonly providerId: string;
  readonly onClear: () => void;
}

export function ProviderFilterNotice({ providerId, onClear }: ProviderFilterNoticeProps) {
  const t = useT();
  const { data } = useProvider(providerId);
  const { search } = useLocation();
  // A raw link the browser follows before hydration: under /ar on an Arabic page.
  const allProviders = useHref(
    paths.services.getHref(applyFilterPatch(new URLSearchParams(search), { providerId: '' })),
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2">
        {data ? (
          <RichText<MessageId> id="catalog.providerFilter.named" values={{ name: <bdi>{data.BusinessName}</bdi> }} />
        ) : (
          t('catalog.providerFilter.unnamed')
        )}
      </Typography>
      <Button size="small" href={allProviders} onClick={inPlace(onClear)}>
        {t('catalog.providerFilter.showAll')}
      </Button>
    </Stack>
  );
}
