import { EmptyState, visuallyHidden } from '@marketplace/ui';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/text';

// The item detail page before it has a listing: loading, and "not found" (a wrong, removed or
// hidden listing: the API answers 404 for all three, so a stranger cannot tell them apart).

export function ServiceItemLoading() {
  const t = useT();
  return (
    <Box aria-busy="true">
      <Box role="status" sx={visuallyHidden}>
        {t('catalog.item.loading')}
      </Box>
      <Skeleton width={140} sx={{ marginBlockEnd: 1 }} />
      <Skeleton sx={{ typography: 'h3', marginBlockEnd: 3 }} width="60%" />
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3' }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <Skeleton variant="rounded" width={160} height={32} />
            <Skeleton width="70%" />
            <Skeleton width="40%" />
            <Skeleton sx={{ typography: 'h4' }} width="35%" />
            <Skeleton variant="rounded" height={72} />
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}

export function ServiceItemNotFound() {
  const t = useT();
  return (
    <EmptyState
      title={t('catalog.item.notFound.title')}
      titleComponent="h1"
      icon={<SearchOff />}
      description={t('catalog.item.notFound.text')}
      action={
        <Button component={RouterLink} to={paths.services.getHref()} variant="contained">
          {t('catalog.item.notFound.browse')}
        </Button>
      }
    />
  );
}
