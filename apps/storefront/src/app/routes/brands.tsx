import { PageHeader } from '@marketplace/ui';
import Container from '@mui/material/Container';
import { BrandDirectory } from '@/features/catalog/components/brand-directory';

/** /brands ('Trusted Brands'): the active providers, each linking to their listings in the catalog. */
export function Component() {
  return (
    <Container sx={{ paddingBlock: { xs: 4, md: 6 } }}>
      <PageHeader
        title="Trusted Brands"
        subtitle="Verified businesses serving customers across Bahrain. Open one to see what it offers."
      />
      <BrandDirectory />
    </Container>
  );
}
