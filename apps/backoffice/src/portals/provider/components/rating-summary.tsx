import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StarRating } from '@marketplace/ui';
import { useFormat, useT } from '@/i18n/text';

// A provider's rating at a glance: the average with its count and, when known, how many reviews
// gave each number of stars (bars, 5 stars first), on Home and above the reviews received.

export type RatingDistribution = Readonly<Record<'1' | '2' | '3' | '4' | '5', number>>;

export interface RatingSummaryProps {
  readonly average: number | null;
  readonly count: number;
  readonly distribution?: RatingDistribution;
}

const STARS = ['5', '4', '3', '2', '1'] as const;

export function RatingSummary({ average, count, distribution }: RatingSummaryProps) {
  const t = useT();
  const format = useFormat();
  if (count === 0) {
    return <Typography color="text.secondary">{t('provider.components.rating.none')}</Typography>;
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
      <Box>
        <Typography variant="h4" component="p">
          {average === null ? '–' : format.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        </Typography>
        <StarRating value={average} reviewCount={count} size="small" />
      </Box>
      {distribution && (
        <Stack component="ul" spacing={0.5} sx={{ flex: 1, listStyle: 'none', margin: 0, padding: 0, minWidth: 200 }}>
          {STARS.map((stars) => {
            const n = distribution[stars];
            return (
              <Stack component="li" key={stars} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" sx={{ minWidth: 56 }}>
                  {t('provider.components.rating.stars', { stars: Number(stars) })}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={(n / count) * 100}
                  aria-label={t('provider.components.rating.bar', { stars: Number(stars), n, count })}
                  sx={{ flex: 1, height: 8, borderRadius: 1 }}
                  color="warning"
                />
                <Typography variant="body2" sx={{ minWidth: 32, textAlign: 'end' }}>
                  {format.number(n)}
                </Typography>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
