import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageFallback } from '../../components/page-fallback';
import { CookieConsent } from './cookie-consent';
import { Footer } from './footer';
import { TopBar } from './top-bar';

/** Spec 2.1 "public layout": header, footer and cookie banner around the page. */
export function PublicLayout() {
  return (
    <>
      <TopBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <CookieConsent />
    </>
  );
}
