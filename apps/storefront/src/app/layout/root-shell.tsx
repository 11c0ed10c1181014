import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { pageTitleFor } from '@/lib/page-title';
import { PageTitleProvider } from '@/lib/page-title-provider';
import { useT } from '@/lib/text';
import { FirstPageProvider } from './first-page';
import { TopBar } from './top-bar';

// Around every page: the top bar (mounted once for the whole visit), the title of spec 2.3 (or the
// page's own, lib/page-title-provider.tsx) and a smooth scroll to the top on each page change.
// Anchors (/cookie-policy#terms-of-service) scroll to their section instead.

function useScrollOnPageChange() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo?.({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname, hash]);
}

export function RootShell() {
  const { pathname } = useLocation();
  const t = useT();
  useScrollOnPageChange();
  return (
    <PageTitleProvider pathTitle={pageTitleFor(pathname, t)}>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <TopBar />
        <FirstPageProvider pathname={pathname}>
          <Outlet />
        </FirstPageProvider>
      </Box>
    </PageTitleProvider>
  );
}
