import { CookieConsent } from './cookie-consent';
import { Footer } from './footer';
import { PageMain } from './page-main';

/** Spec 2.1 "public layout": the page with footer and cookie banner (the header is the shell's). */
export function PublicLayout() {
  return (
    <>
      <PageMain />
      <Footer />
      <CookieConsent />
    </>
  );
}
