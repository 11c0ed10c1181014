import { DEFAULT_PAGE_SIZE, DEFAULT_FALLBACKS, type ServiceItemListQuery } from '@marketplace/contract';
import { EmptyState, inPlace, LoadingOverlay, PaginationBar } from '@marketplace/ui';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useHref } from 'react-router';
import { useServiceItems } from '../api/get-service-items';
import { QueryError } from '@/components/query-states';
import { paths } from '@/config/paths';
import { useT } from '@/lib/text';
import { ServiceGrid, ServiceGridSkeleton } from './service-grid';

// The services page's result area: skeletons on the first load, the previous page under a busy
// overlay while the next loads, the empty and error states, and the pager.

export interface ServiceResultsProps {
  readonly query: ServiceItemListQuery;
  readonly filtered: boolean;
  readonly onPageChange: (page: number, options?: { replace?: boolean }) => void;
  /**
   * A page's own URL as the browser loads it (under /ar on an Arabic page): the pager is then
   * made of links that work before hydration.
   */
  readonly pageHref?: (page: number) => string;
  readonly onClearFilters: () => void;
}

export function ServiceResults({ query, filtered, onPageChange, pageHref, onClearFilters }: ServiceResultsProps) {
  const t = useT();
  const servicesHref = useHref(paths.services.getHref());
  const { data, error, isPending, isError, isPlaceholderData, refetch } = useServiceItems(query);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // A shared link to page 9 of a list that has since shrunk: show its last page instead of nothing.
  const pastTheEnd = data && !isPlaceholderData && data.Items.length === 0 && data.TotalPages > 0;
  useEffect(() => {
    if (pastTheEnd) onPageChange(data.TotalPages, { replace: true });
  }, [pastTheEnd, data, onPageChange]);

  const goToPage = (page: number) => {
    onPageChange(page);
    // Keyboard and screen reader users land on the new results, not at the pager at the bottom.
    heading.current?.focus();
  };

  let body;
  if (isPending) {
    body = <ServiceGridSkeleton count={DEFAULT_PAGE_SIZE} />;
  } else if (isError) {
    body = <QueryError error={error} fallback={DEFAULT_FALLBACKS.fetchServiceItems} onRetry={() => void refetch()} />;
  } else if (data.Items.length === 0) {
    body = (
      <EmptyState
        title={t('catalog.results.empty.title')}
        titleComponent="h3"
        icon={<SearchOff />}
        description={t(filtered ? 'catalog.results.empty.filtered' : 'catalog.results.empty.unfiltered')}
        action={
          filtered ? (
            <Button variant="contained" href={servicesHref} onClick={inPlace(onClearFilters)}>
              {t('catalog.filters.clear')}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <>
        <Box sx={{ position: 'relative' }} aria-busy={isPlaceholderData}>
          <ServiceGrid items={data.Items} priorityPhotos={1} />
          <LoadingOverlay
            open={isPlaceholderData}
            label={t('catalog.results.updating')}
            sx={{ alignItems: 'center' }}
          />
        </Box>
        <PaginationBar
          page={data.Page}
          pageSize={data.Limit}
          totalItems={data.TotalItems}
          noun={(total) => t('catalog.results.noun', { count: total })}
          onPageChange={goToPage}
          getPageHref={pageHref}
          ariaLabel={t('catalog.results.pages')}
          sx={{ marginBlockStart: 2 }}
        />
      </>
    );
  }

  return (
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
          ? t('catalog.results.loading')
          : data
            ? t('catalog.results.count', { count: data.TotalItems })
            : t('catalog.results.heading')}
      </Typography>
      {body}
    </Box>
  );
}
