import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageFallback } from '../../components/page-fallback';

/**
 * The page area of both layouts. Keyed by path so each page change fades in (spec 2.3); the top
 * bar above it stays mounted, keeping the cart panel and the notification stream alive.
 */
export function PageMain() {
  const { pathname } = useLocation();
  return (
    <Box
      component="main"
      id="main"
      tabIndex={-1}
      key={pathname}
      sx={{
        flex: 1,
        outline: 'none',
        '@media (prefers-reduced-motion: no-preference)': {
          animation: 'page-enter 240ms ease-out',
          '@keyframes page-enter': {
            from: { opacity: 0, transform: 'translateY(8px)' },
            to: { opacity: 1, transform: 'none' },
          },
        },
      }}
    >
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
