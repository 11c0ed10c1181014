import { Suspense } from 'react';
import { PageFallback } from '@/components/page-fallback';
import { CookieConsent } from './cookie-consent';
import { Footer } from './footer';
import { PageMain } from './page-main';

/**
 * Spec 2.1 "public layout": the page with footer and cookie banner (the header is the shell's).
 * The footer waits with the page: shown under the loading indicator, it would jump down when the
 * page arrived (a layout shift of 0.37 on /home in Lighthouse, issue 18).
 */
export function PublicLayout() {
  return (
    <>
      <Suspense fallback={<PageFallback />}>
        <PageMain />
        <Footer />
      </Suspense>
      <CookieConsent />
    </>
  );
}
