import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Hue } from '../../theme/status-colors';

export interface StatCardProps {
  /** What is counted, e.g. 'Total Orders'. */
  title: string;
  /** The figure: a number, a string or a node such as `<MoneyText />`. */
  value: ReactNode;
  /** Decorative icon in a tinted circle at the inline end. */
  icon?: ReactNode;
  /** Colour of the icon circle: the brand by default, or a status hue to echo a status badge. */
  tone?: 'primary' | Hue;
  /** A short line under the value, e.g. a trend or the period it covers. */
  caption?: ReactNode;
  /** Skeletons instead of the value and caption while the figures load. */
  loading?: boolean;
  sx?: SxProps<Theme>;
}

const iconCircle =
  (tone: 'primary' | Hue): SxProps<Theme> =>
  (theme) => {
    const palette = (theme.vars ?? theme).palette;
    const colours =
      tone === 'primary'
        ? { bgcolor: theme.alpha(palette.primary.main, 0.12), color: palette.primary.main }
        : { bgcolor: palette.status[tone].bg, color: palette.status[tone].fg };
    return {
      ...colours,
      width: 44,
      height: 44,
      flexShrink: 0,
      borderRadius: '50%',
      display: 'grid',
      placeItems: 'center',
    };
  };

/** A dashboard summary figure: 'Total Orders', 'In Progress Orders', 'Total Spent', ... */
export function StatCard({ title, value, icon, tone = 'primary', caption, loading = false, sx }: StatCardProps) {
  return (
    // aria-busy tells assistive technology the figures are not there yet.
    <Card aria-busy={loading || undefined} sx={[{ height: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, '&:last-child': { pb: 2 } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography
            variant="h3"
            component="p"
            sx={{ mt: 0.5, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          >
            {loading ? <Skeleton width="60%" /> : value}
          </Typography>
          {caption !== undefined && (
            <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
              {loading ? <Skeleton width="40%" /> : caption}
            </Typography>
          )}
        </Box>
        {icon && (
          <Box aria-hidden="true" sx={iconCircle(tone)}>
            {icon}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
