import { Suspense } from 'react';
import { PageFallback } from '@/components/page-fallback';
import { PageMain } from './page-main';

/**
 * Pages outside the public layout (spec 2.1: sign-in, checkout, notifications, the customer
 * dashboard): the same top bar, so the cart and the way home stay one tap away, but no footer
 * or cookie banner to distract from the task.
 */
export function AppLayout() {
  return (
    <Suspense fallback={<PageFallback />}>
      <PageMain />
    </Suspense>
  );
}
