import { BrandMark, ConnectedThemeToggle } from '@marketplace/ui';
import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { Link } from 'react-router';
import { useT } from '@/i18n/text';
import { usePortal } from '../portal-context';
import { DocumentTitle } from './document-title';
import { PortalUserMenu } from './portal-user-menu';

/**
 * The menu button, the brand (from the `md` breakpoint: phones need the room for the page title),
 * the page title (also the browser tab's), the shared light/dark/system toggle, react-admin's refresh button and the user menu.
 */
export function PortalAppBar() {
  const { landing } = usePortal();
  const t = useT();
  return (
    <AppBar
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
      toolbar={
        <>
          <ConnectedThemeToggle />
          {/* Its spinner is a progressbar: it needs a name (axe, aria-progressbar-name). */}
          <LoadingIndicator aria-label={t('shell.appBar.loading')} />
        </>
      }
      userMenu={<PortalUserMenu />}
    >
      <BrandMark
        component={Link}
        to={landing.path}
        sx={{ display: { xs: 'none', md: 'inline-flex' }, marginInlineEnd: 3, fontSize: '1.0625rem' }}
      />
      <TitlePortal variant="h6" component="h1" sx={{ fontSize: { xs: '1rem', sm: '1.125rem' } }} />
      <DocumentTitle />
    </AppBar>
  );
}
