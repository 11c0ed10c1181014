import { PageHeader } from '@marketplace/ui';
import Container from '@mui/material/Container';
import { useMemo } from 'react';
import { useProvider } from '@/features/catalog/api/get-provider';
import { CatalogFilterBar } from '@/features/catalog/components/catalog-filter-bar';
import { ServiceResults } from '@/features/catalog/components/service-results';
import { useCatalogFilters } from '@/features/catalog/hooks/use-catalog-filters';
import { hasActiveFilters, toServiceItemListQuery } from '@/features/catalog/lib/catalog-filters';
import { useCategories } from '@/lib/categories-query';
import { usePageTitle } from '@/lib/page-title-provider';
import { useT } from '@/lib/text';
import { brandedTitle, catalogTitle } from '@/app/seo/titles';

/**
 * /services ('Browse Services'): the catalog with search, filters, sort and pages, all in the URL;
 * titled by what it lists (a category, a business, a search: app/seo/titles.ts).
 */
export function Component() {
  const t = useT();
  const { filters, update, setPage, clear, pageHref } = useCatalogFilters();
  const query = useMemo(() => toServiceItemListQuery(filters), [filters]);
  const { data: categories } = useCategories();
  const { data: provider } = useProvider(filters.providerId || undefined);
  const category = categories?.find(({ CategoryId }) => CategoryId === filters.categoryId);
  usePageTitle(brandedTitle(catalogTitle(filters, { category, provider }, t), t));
  return (
    <Container sx={{ paddingBlock: { xs: 4, md: 6 } }}>
      <PageHeader title={t('catalog.services.title')} subtitle={t('catalog.services.subtitle')} />
      <CatalogFilterBar filters={filters} onChange={update} onClear={clear} />
      <ServiceResults
        query={query}
        filtered={hasActiveFilters(filters)}
        onPageChange={setPage}
        pageHref={pageHref}
        onClearFilters={clear}
      />
    </Container>
  );
}
