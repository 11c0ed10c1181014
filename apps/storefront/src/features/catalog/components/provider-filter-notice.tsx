import { inPlace } from '@marketplace/ui';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useProvider } from '../api/get-provider';
import { applyFilterPatch } from '../lib/catalog-filters';

// The brands page links to /services?ProviderId=...; the filter bar has no control for it, so
// this line says the list is narrowed to one business and offers the way back to all of them: a
// link to the same search without the provider, so it works before hydration too.

export interface ProviderFilterNoticeProps {
  readonly providerId: string;
  readonly onClear: () => void;
}

export function ProviderFilterNotice({ providerId, onClear }: ProviderFilterNoticeProps) {
  const { data } = useProvider(providerId);
  const { search } = useLocation();
  const allProviders = paths.services.getHref(applyFilterPatch(new URLSearchParams(search), { providerId: '' }));
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2">
        {data ? (
          <>
            Showing services from <bdi>{data.BusinessName}</bdi>
          </>
        ) : (
          'Showing services from one provider'
        )}
      </Typography>
      <Button size="small" href={allProviders} onClick={inPlace(onClear)}>
        Show all providers
      </Button>
    </Stack>
  );
}
