import { STICKY_NAV_THRESHOLD_PX } from '@marketplace/contract';
import { BrandMark, ConnectedThemeToggle } from '@marketplace/ui';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { Link as RouterLink, NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useT } from '@/lib/text';
import { lazy, Suspense } from 'react';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { NAV_LINKS } from './nav-links';
import { SkipLink } from './skip-link';
import { UserMenu } from './user-menu';

// Spec 2.4: Home, Products & Services, Brands, Contact, the theme toggle, the bell and the cart for
// customers, and the user menu. Past 100 px of scrolling the bar slides back in, fixed at the top.

const CustomerTools = lazy(() => import('./customer-tools').then((module) => ({ default: module.CustomerTools })));

export function TopBar() {
  const { role } = useSession();
  const t = useT();
  const fixed = useScrollTrigger({ disableHysteresis: true, threshold: STICKY_NAV_THRESHOLD_PX });
  const isCustomer = role === 'customer';
  return (
    <>
      <SkipLink />
      <AppBar
        position={fixed ? 'fixed' : 'static'}
        color="inherit"
        elevation={fixed ? 4 : 0}
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          ...(fixed && {
            '@media (prefers-reduced-motion: no-preference)': {
              animation: 'bar-enter 200ms ease-out',
              '@keyframes bar-enter': { from: { transform: 'translateY(-100%)' }, to: { transform: 'none' } },
            },
          }),
        }}
      >
        <Toolbar
          component="nav"
          aria-label={t('shell.nav.main')}
          sx={{ gap: { xs: 0.25, sm: 1 }, paddingInline: { xs: 1, sm: 2 } }}
        >
          <BrandMark
            component={RouterLink}
            to={paths.home.getHref()}
            sx={{ marginInlineEnd: { xs: 'auto', md: 3 }, fontSize: { xs: '0.9375rem', sm: '1.25rem' } }}
          />
          <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flex: 1 }}>
            {NAV_LINKS.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                color="inherit"
                sx={{ '&.active': { color: 'primary.main', fontWeight: 700 } }}
              >
                {t(link.label)}
              </Button>
            ))}
          </Box>
          {/* On phones the toggle and the language live in the mobile menu: brand, bell, cart and
              menu fill 360 px. */}
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 0.5 }}>
            <LanguageSwitch />
            <ConnectedThemeToggle />
          </Box>
          {isCustomer && (
            <Suspense fallback={null}>
              <CustomerTools />
            </Suspense>
          )}
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <UserMenu />
          </Box>
          <Box sx={{ display: { xs: 'block', md: 'none' } }}>
            <MobileMenu />
          </Box>
        </Toolbar>
      </AppBar>
      {/* Holds the bar's place while it is fixed, so the page does not jump under it. */}
      {fixed && <Toolbar aria-hidden="true" />}
    </>
  );
}
