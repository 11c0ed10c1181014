import { EmptyState } from '@marketplace/ui';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title-provider';
import { useT } from '@/lib/text';
import { brandedTitle } from '@/app/seo/titles';

/** Spec 2.1: any other path shows a not-found page (sent with the status 404, app/seo/page-head.ts). */
export function Component() {
  const t = useT();
  usePageTitle(brandedTitle(t('shell.notFound.title'), t));
  return (
    <Container sx={{ py: 8 }}>
      <EmptyState
        titleComponent="h1"
        title={t('shell.notFound.title')}
        description={t('shell.notFound.description')}
        action={
          <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
            {t('shell.backHome')}
          </Button>
        }
      />
    </Container>
  );
}
