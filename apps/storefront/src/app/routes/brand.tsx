import { DEFAULT_FALLBACKS, DEFAULT_PAGE } from '@marketplace/contract';
import { EmptyState, PageHeader, visuallyHidden } from '@marketplace/ui';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useMemo } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { QueryError } from '@/components/query-states';
import { paths } from '@/config/paths';
import { useCategoryNames } from '@/features/catalog/api/get-categories';
import { useProvider } from '@/features/catalog/api/get-provider';
import { BrandProfile } from '@/features/catalog/components/brand-profile';
import { ServiceResults } from '@/features/catalog/components/service-results';
import { useAppHref } from '@/features/catalog/hooks/use-app-href';
import { useBrandRatings } from '@/features/catalog/hooks/use-brand-ratings';
import { brandListingsQuery, brandPageOf } from '@/features/catalog/lib/brand-queries';
import { isMissingRecord } from '@/lib/missing-record';
import { usePageTitle } from '@/lib/page-title-provider';
import { useT } from '@/lib/text';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import { brandedTitle, brandTitle } from '@/app/seo/titles';

// /brands/:providerId (ours, issue 35): a business's own page, the address search engines and
// shared links name for it. Who it is, then its listings as the catalog shows them, a page at a
// time with the page in the URL. A business that is not there (or not active: the API answers
// 404 alike) reads "Business not found" and is sent as a 404.

function BrandNotFound() {
  const t = useT();
  return (
    <EmptyState
      title={t('catalog.brand.notFound.title')}
      titleComponent="h1"
      icon={<StorefrontOutlined />}
      description={t('catalog.brand.notFound.text')}
      action={
        <Button component={RouterLink} to={paths.brands.getHref()} variant="contained">
          {t('catalog.brand.notFound.browse')}
        </Button>
      }
    />
  );
}

function BrandLoading() {
  const t = useT();
  return (
    <Box aria-busy="true">
      <Box role="status" sx={visuallyHidden}>
        {t('catalog.brand.loading')}
      </Box>
      <Skeleton variant="circular" width={56} height={56} sx={{ marginBlockEnd: 2 }} />
      <Skeleton sx={{ typography: 'h3' }} width="50%" />
      <Skeleton width="30%" />
      <Skeleton variant="rounded" height={72} sx={{ marginBlockStart: 2 }} />
    </Box>
  );
}

function useBrandPaging(providerId: string) {
  const [params, setParams] = useUrlSearchParams();
  const appHref = useAppHref();
  const page = brandPageOf(params);
  const hrefOf = useCallback(
    (target: number) =>
      target > DEFAULT_PAGE ? `${paths.brand.getHref(providerId)}?Page=${target}` : paths.brand.getHref(providerId),
    [providerId],
  );
  const setPage = useCallback(
    (target: number, options?: { replace?: boolean }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (target > DEFAULT_PAGE) next.set('Page', String(target));
          else next.delete('Page');
          return next;
        },
        { replace: options?.replace ?? false },
      ),
    [setParams],
  );
  const pageHref = useCallback((target: number) => appHref(hrefOf(target)), [appHref, hrefOf]);
  return { page, setPage, pageHref };
}

export function Component() {
  const t = useT();
  const { providerId = '' } = useParams();
  const navigate = useNavigate();
  const { data: provider, error, isPending, refetch } = useProvider(providerId);
  const categoryNames = useCategoryNames();
  const ratings = useBrandRatings();
  const { page, setPage, pageHref } = useBrandPaging(providerId);
  const query = useMemo(() => brandListingsQuery(providerId, page), [providerId, page]);
  const headingId = useId();
  const listingsId = useId();
  const missing = isMissingRecord(error);
  usePageTitle(
    provider
      ? brandedTitle(brandTitle(provider, t), t)
      : missing
        ? brandedTitle(t('catalog.brand.notFound.title'), t)
        : undefined,
  );
  const back = { label: t('catalog.brand.allBrands'), onBack: () => void navigate(paths.brands.getHref()) };

  let content;
  if (isPending) content = <BrandLoading />;
  else if (missing) content = <BrandNotFound />;
  else if (!provider) {
    content = (
      <>
        <PageHeader title={t('catalog.brand.errorTitle')} backLabel={back.label} onBack={back.onBack} />
        <QueryError error={error} fallback={DEFAULT_FALLBACKS.fetchProvider} onRetry={() => void refetch()} />
      </>
    );
  } else {
    content = (
      <>
        <Button component={RouterLink} to={paths.brands.getHref()} size="small" sx={{ marginBlockEnd: 2 }}>
          {back.label}
        </Button>
        <Box component="section" aria-labelledby={headingId}>
          <BrandProfile
            provider={provider}
            categoryName={categoryNames.get(provider.BusinessCategoryId)}
            rating={ratings.get(provider.ProviderId)}
            headingId={headingId}
          />
        </Box>
        <Box component="section" aria-labelledby={listingsId}>
          <Typography id={listingsId} component="h2" variant="h5" sx={{ marginBlockEnd: 2 }}>
            {t('catalog.brand.listings')}
          </Typography>
          <ServiceResults
            query={query}
            filtered={false}
            onPageChange={setPage}
            pageHref={pageHref}
            onClearFilters={() => setPage(DEFAULT_PAGE)}
          />
        </Box>
      </>
    );
  }
  return <Container sx={{ paddingBlock: { xs: 4, md: 6 } }}>{content}</Container>;
}
