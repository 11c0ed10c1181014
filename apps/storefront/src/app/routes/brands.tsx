import { PageHeader } from '@marketplace/ui';
import Container from '@mui/material/Container';
import { BrandDirectory } from '@/features/catalog/components/brand-directory';
import { useT } from '@/lib/text';

/** /brands ('Trusted Brands'): the active providers, each linking to their listings in the catalog. */
export function Component() {
  const t = useT();
  return (
    <Container sx={{ paddingBlock: { xs: 4, md: 6 } }}>
      <PageHeader title={t('catalog.brands.title')} subtitle={t('catalog.brands.subtitle')} />
      <BrandDirectory />
    </Container>
  );
}
