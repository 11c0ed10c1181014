import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageFallback } from '../../components/page-fallback';
import { TopBar } from './top-bar';

/**
 * Pages outside the public layout (spec 2.1: sign-in, checkout, notifications, the customer
 * dashboard): the same top bar, so the cart and the way home stay one tap away, but no footer
 * or cookie banner to distract from the task.
 */
export function AppLayout() {
  return (
    <>
      <TopBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </Box>
    </>
  );
}
