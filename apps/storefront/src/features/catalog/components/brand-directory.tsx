import { DEFAULT_FALLBACKS } from '@marketplace/contract';
import { EmptyState, LoadingOverlay, PaginationBar, SearchField } from '@marketplace/ui';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useCategoryNames } from '../api/get-categories';
import { useProviders } from '../api/get-providers';
import { useBrandFilters } from '../hooks/use-brand-filters';
import { useBrandRatings } from '../hooks/use-brand-ratings';
import { brandDirectoryQuery } from '../lib/brand-directory-query';
import { BrandCard } from './brand-card';
import { QueryError } from '@/components/query-states';
import { useT } from '@/lib/text';

// The brands page's list: active providers only (the public never sees others), searchable and
// paged (lib/brand-directory-query.ts).
const cell = { xs: 12, sm: 6, md: 4, lg: 3 } as const;

export function BrandDirectory() {
  const t = useT();
  const { search, page, setSearch, setPage } = useBrandFilters();
  const query = brandDirectoryQuery({ search, page });
  const { data, error, isPending, isError, isPlaceholderData, refetch } = useProviders(query);
  const categoryNames = useCategoryNames();
  const ratings = useBrandRatings();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  let body;
  if (isPending) {
    body = (
      <Grid container spacing={2} aria-hidden>
        {Array.from({ length: 4 }, (_, index) => (
          <Grid key={index} size={cell}>
            <Skeleton variant="rounded" height={220} />
          </Grid>
        ))}
      </Grid>
    );
  } else if (isError) {
    body = <QueryError error={error} fallback={DEFAULT_FALLBACKS.fetchProviders} onRetry={() => void refetch()} />;
  } else if (data.Items.length === 0) {
    body = (
      <EmptyState
        title={t('catalog.brands.empty.title')}
        titleComponent="h3"
        description={t(search.trim() ? 'catalog.brands.empty.search' : 'catalog.providers.empty')}
      />
    );
  } else {
    body = (
      <>
        <Box sx={{ position: 'relative' }} aria-busy={isPlaceholderData}>
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.Items.map((provider) => (
              <Grid key={provider.ProviderId} size={cell} component="li">
                <BrandCard
                  provider={provider}
                  categoryName={categoryNames.get(provider.BusinessCategoryId)}
                  rating={ratings.get(provider.ProviderId)}
                />
              </Grid>
            ))}
          </Grid>
          <LoadingOverlay open={isPlaceholderData} label={t('catalog.brands.updating')} />
        </Box>
        <PaginationBar
          page={data.Page}
          pageSize={data.Limit}
          totalItems={data.TotalItems}
          noun={(total) => t('catalog.brands.noun', { count: total })}
          ariaLabel={t('catalog.brands.pages')}
          onPageChange={(next) => {
            setPage(next);
            heading.current?.focus();
          }}
          sx={{ marginBlockStart: 2 }}
        />
      </>
    );
  }

  return (
    <>
      <Box role="search" aria-label={t('catalog.brands.search')} sx={{ marginBlockEnd: 3, maxInlineSize: 480 }}>
        <SearchField label={t('catalog.brands.search')} value={search} onSearch={setSearch} fullWidth />
      </Box>
      <Box component="section" aria-labelledby={headingId}>
        <Typography
          id={headingId}
          ref={heading}
          tabIndex={-1}
          component="h2"
          variant="h6"
          // Still a heading, and a polite live region: the new count is heard after each change.
          aria-live="polite"
          sx={{ marginBlockEnd: 2, outline: 'none' }}
        >
          {isPending
            ? t('catalog.brands.loading')
            : data
              ? t('catalog.brands.count', { count: data.TotalItems })
              : t('catalog.brands.heading')}
        </Typography>
        {body}
      </Box>
    </>
  );
}
