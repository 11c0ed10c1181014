import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router';
import { useIsFirstPage } from './first-page';

/**
 * The page area of both layouts. Keyed by path so each page change fades in (spec 2.3), though not
 * the page a visit starts on (first-page.tsx); the top bar above it stays mounted, keeping the cart
 * panel and the notification stream alive. The layouts put it inside their Suspense boundary (the
 * page fallback shows while a page's chunk loads).
 */
export function PageMain() {
  const { pathname } = useLocation();
  const animate = !useIsFirstPage();
  return (
    <Box
      component="main"
      id="main"
      tabIndex={-1}
      key={pathname}
      sx={{
        flex: 1,
        outline: 'none',
        ...(animate && {
          '@media (prefers-reduced-motion: no-preference)': {
            animation: 'page-enter 240ms ease-out',
            '@keyframes page-enter': {
              from: { opacity: 0, transform: 'translateY(8px)' },
              to: { opacity: 1, transform: 'none' },
            },
          },
        }),
      }}
    >
      <Outlet />
    </Box>
  );
}
