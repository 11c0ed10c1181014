import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';

export interface ServiceCardSkeletonProps {
  sx?: SxProps<Theme>;
}

/**
 * A ServiceCard's shape while the catalogue loads, so the grid does not jump when the cards
 * arrive. It has no text; the page announces the loading itself.
 */
export function ServiceCardSkeleton({ sx }: ServiceCardSkeletonProps) {
  return (
    <Card aria-busy="true" sx={[{ height: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3' }} />
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
          <Skeleton variant="rounded" width={64} height={24} />
          <Skeleton width={72} />
        </Stack>
        <Skeleton sx={{ typography: 'h6' }} width="85%" />
        <Skeleton width="50%" />
        <Skeleton width="45%" />
        <Box sx={{ pt: 1.5 }}>
          <Skeleton variant="text" width={96} sx={{ typography: 'caption' }} />
          <Skeleton sx={{ typography: 'h6' }} width="40%" />
        </Box>
      </CardContent>
    </Card>
  );
}
