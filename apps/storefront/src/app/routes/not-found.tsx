import { EmptyState } from '@marketplace/ui';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/text';

/** Spec 2.1: any other path shows a not-found page. */
export function Component() {
  const t = useT();
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
