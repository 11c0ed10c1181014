import { CookieBanner, useCookieBanner } from '@marketplace/ui';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { paths } from '../../config/paths';

/** Spec 4: 2 s after load when no choice is stored; Accept All, Necessary Only, Settings, close. */
export function CookieConsent() {
  const banner = useCookieBanner();
  return (
    <CookieBanner
      open={banner.open}
      onAcceptAll={banner.acceptAll}
      onNecessaryOnly={banner.necessaryOnly}
      onClose={banner.close}
      description={
        <>
          We use cookies to keep you signed in and to remember your choices. With your consent we also use analytics and
          marketing cookies. Read our{' '}
          <Link component={RouterLink} to={paths.cookiePolicy.getHref('cookie-policy')}>
            cookie policy
          </Link>
          .
        </>
      }
    />
  );
}
