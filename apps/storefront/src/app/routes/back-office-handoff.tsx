import { EmptyState } from '@marketplace/ui';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { BOOT_PATH } from '@/lib/boot-path';
import { useT } from '@/lib/text';

/**
 * /provider-dashboard/* and /admin/* belong to the back-office app. Reached by a storefront
 * navigation (a provider signing in at /provider-login), the page is reloaded from the server,
 * which serves the back office there. Only if the server sent the storefront for this very path
 * (the back office is not built) does this say so instead of reloading forever.
 */
export function Component() {
  const location = useLocation();
  const t = useT();
  const target = location.pathname + location.search + location.hash;
  const servedHere = BOOT_PATH === location.pathname;
  useEffect(() => {
    if (!servedHere) window.location.replace(target);
  }, [servedHere, target]);
  if (!servedHere) return null;
  return (
    <Container sx={{ py: 8 }}>
      <EmptyState
        titleComponent="h1"
        title={t('shell.backOffice.title')}
        description={t('shell.backOffice.description')}
        action={
          <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
            {t('shell.backHome')}
          </Button>
        }
      />
    </Container>
  );
}
