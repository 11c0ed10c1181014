import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { pageTitleFor } from '../../lib/page-title';

// Around every page: the title of spec 2.3, a smooth scroll to the top and a short fade-in on each
// page change. Anchors (/cookie-policy#terms-of-service) scroll to their section instead.

function usePageChange() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    document.title = pageTitleFor(pathname);
  }, [pathname]);
  useEffect(() => {
    if (hash) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo?.({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname, hash]);
  return pathname;
}

export function RootShell() {
  const pathname = usePageChange();
  return (
    <Box
      key={pathname}
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        '@media (prefers-reduced-motion: no-preference)': {
          animation: 'page-enter 240ms ease-out',
          '@keyframes page-enter': {
            from: { opacity: 0, transform: 'translateY(8px)' },
            to: { opacity: 1, transform: 'none' },
          },
        },
      }}
    >
      <Outlet />
    </Box>
  );
}
