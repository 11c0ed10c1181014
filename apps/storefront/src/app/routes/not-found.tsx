import { EmptyState } from '@marketplace/ui';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/** Spec 2.1: any other path shows a not-found page. */
export function Component() {
  return (
    <Container sx={{ py: 8 }}>
      <EmptyState
        titleComponent="h1"
        title="Page not found"
        description="The page you are looking for does not exist or has moved."
        action={
          <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
            Back to Home
          </Button>
        }
      />
    </Container>
  );
}
