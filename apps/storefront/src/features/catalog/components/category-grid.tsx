import { DEFAULT_FALLBACKS, isPlaceholderImage, responsiveImage, type Category } from '@marketplace/contract';
import { ListingPlaceholder } from '@marketplace/ui';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useCategories } from '@/lib/categories-query';
import { CATALOG_PARAMS } from '../lib/catalog-filters';
import { QueryError } from '@/components/query-states';
import { useT } from '@/lib/text';

// The home page's categories, each opening the catalog filtered to it.

const cell = { xs: 6, sm: 4, md: 3 } as const;
/**
 * Two columns on phones, three from 600 px, four from 900 px inside the 1200 px container; a
 * little generous, so the browser errs towards the sharper file.
 */
const CATEGORY_IMAGE_SLOT = {
  widths: [160, 320, 480, 640],
  sizes: '(min-width: 1200px) 290px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw',
} as const;

function CategoryCard({ category }: { category: Category }) {
  const href = paths.services.getHref(new URLSearchParams({ [CATALOG_PARAMS.categoryId]: category.CategoryId }));
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={href} sx={{ height: '100%', alignItems: 'stretch' }}>
        <Box sx={{ aspectRatio: '16 / 9', overflow: 'hidden' }}>
          {isPlaceholderImage(category.ImageUrl) ? (
            <ListingPlaceholder />
          ) : (
            // Decorative: the name below is the link's text.
            <Box
              component="img"
              {...responsiveImage(category.ImageUrl, CATEGORY_IMAGE_SLOT)}
              alt=""
              // The 16:9 box, before any CSS.
              width={320}
              height={180}
              loading="lazy"
              decoding="async"
              sx={{ display: 'block', width: 1, height: 1, objectFit: 'cover' }}
            />
          )}
        </Box>
        <CardContent>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }} dir="auto">
            {category.CategoryName}
          </Typography>
          {category.CategoryDescription && (
            <Typography
              variant="body2"
              dir="auto"
              sx={{
                color: 'text.secondary',
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {category.CategoryDescription}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function CategoryGrid() {
  const t = useT();
  const { data, error, isPending, isError, refetch } = useCategories();
  if (isError)
    return <QueryError error={error} fallback={DEFAULT_FALLBACKS.fetchCategories} onRetry={() => void refetch()} />;
  if (!isPending && data.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{t('catalog.categories.empty')}</Typography>;
  }
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }} aria-busy={isPending}>
      {isPending
        ? Array.from({ length: 4 }, (_, index) => (
            <Grid key={index} size={cell} component="li" aria-hidden>
              <Skeleton variant="rounded" sx={{ height: 'auto', aspectRatio: '4 / 3' }} />
            </Grid>
          ))
        : data.map((category) => (
            <Grid key={category.CategoryId} size={cell} component="li">
              <CategoryCard category={category} />
            </Grid>
          ))}
    </Grid>
  );
}
