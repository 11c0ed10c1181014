import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { pageTitleFor } from '@/lib/page-title';
import { useT } from '@/lib/text';
import { FirstPageProvider } from './first-page';
import { TopBar } from './top-bar';

// Around every page: the top bar (mounted once for the whole visit), the title of spec 2.3 and a
// smooth scroll to the top on each page change. Anchors (/cookie-policy#terms-of-service) scroll
// to their section instead.

function usePageChange() {
  const { pathname, hash } = useLocation();
  const t = useT();
  useEffect(() => {
    document.title = pageTitleFor(pathname, t);
  }, [pathname, t]);
  useEffect(() => {
    if (hash) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo?.({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname, hash]);
}

export function RootShell() {
  const { pathname } = useLocation();
  usePageChange();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar />
      <FirstPageProvider pathname={pathname}>
        <Outlet />
      </FirstPageProvider>
    </Box>
  );
}
