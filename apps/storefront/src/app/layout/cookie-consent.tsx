import { useCookieBanner } from '@marketplace/ui';
import Link from '@mui/material/Link';
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { RichText } from '@marketplace/i18n';
import type { MessageId } from '@/locales/message-id';

const CookieBanner = lazyWithPreload(() =>
  import('./cookie-banner-chunk').then((module) => ({ default: module.CookieBanner })),
);

/** Spec 4: 2 s after load when no choice is stored; Accept All, Necessary Only, Settings, close. */
export function CookieConsent() {
  const banner = useCookieBanner();
  // Loaded when it first opens, then kept, so closing it still slides it out.
  const [shown, setShown] = useState(false);
  if (banner.open && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner
        open={banner.open}
        appear
        onAcceptAll={banner.acceptAll}
        onNecessaryOnly={banner.necessaryOnly}
        onClose={banner.close}
        description={
          <RichText<MessageId>
            id="shell.cookies.description"
            components={{ policy: <Link component={RouterLink} to={paths.cookiePolicy.getHref('cookie-policy')} /> }}
          />
        }
      />
    </Suspense>
  );
}
