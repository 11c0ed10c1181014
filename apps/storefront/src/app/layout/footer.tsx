import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import { BAHRAIN_UTC_OFFSET_MS } from '@marketplace/contract';
import { BrandMark } from '@marketplace/ui';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { COMPANY } from '@/config/company';
import { paths } from '@/config/paths';
import { NAV_LINKS, type MenuLink } from './nav-links';
import { useT } from '@/lib/text';

/**
 * The year in Bahrain: the server's render and the visitor's browser agree on New Year's Eve too.
 * By offset, not Intl.DateTimeFormat with a time zone, whose first use loads the zone data: 47 ms
 * of a throttled phone's boot on every public page (issue 18).
 */
const bahrainYear = () => new Date(Date.now() + BAHRAIN_UTC_OFFSET_MS).getUTCFullYear();

const SOCIAL_ICONS = { Instagram, X, LinkedIn } as const;

/** The top bar's pages, then the help text (issue 38), which the top bar does not list. */
const MARKETPLACE_LINKS: readonly MenuLink[] = [...NAV_LINKS, { label: 'shell.footer.help', to: paths.help.getHref() }];

const LEGAL_LINKS: readonly MenuLink[] = [
  { label: 'shell.footer.privacy', to: paths.cookiePolicy.getHref('privacy-policy') },
  { label: 'shell.footer.terms', to: paths.cookiePolicy.getHref('terms-of-service') },
  { label: 'shell.footer.cookies', to: paths.cookiePolicy.getHref('cookie-policy') },
];

function LinkColumn({ title, links }: { title: string; links: readonly MenuLink[] }) {
  const t = useT();
  return (
    <Box component="nav" aria-label={title}>
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={0.75}>
        {links.map((link) => (
          <Link key={link.to} component={RouterLink} to={link.to} color="inherit" underline="hover">
            {t(link.label)}
          </Link>
        ))}
      </Stack>
    </Box>
  );
}

/** Spec 2.4 footer: the company description, phone, support e-mail and three social networks. */
export function Footer() {
  const t = useT();
  return (
    <Box component="footer" sx={{ bgcolor: 'action.hover', borderTop: 1, borderColor: 'divider', mt: 6, py: 5 }}>
      <Container sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
        <Stack spacing={1.5}>
          <BrandMark />
          <Typography variant="body2" color="text.secondary">
            {t('shell.company.description')}
          </Typography>
          <Typography variant="body2">
            {t('shell.footer.phone')}{' '}
            <Link href={COMPANY.phoneHref} dir="ltr">
              {COMPANY.phone}
            </Link>
          </Typography>
          <Typography variant="body2">
            {t('shell.footer.email')}{' '}
            <Link href={`mailto:${COMPANY.email}`} dir="ltr">
              {COMPANY.email}
            </Link>
          </Typography>
          <Stack direction="row" spacing={1}>
            {COMPANY.social.map(({ network, href }) => {
              const Icon = SOCIAL_ICONS[network];
              return (
                <IconButton
                  key={network}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('shell.footer.social', { network })}
                >
                  <Icon />
                </IconButton>
              );
            })}
          </Stack>
        </Stack>
        <LinkColumn title={t('shell.footer.marketplace')} links={MARKETPLACE_LINKS} />
        <LinkColumn title={t('shell.footer.legal')} links={LEGAL_LINKS} />
      </Container>
      <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 4 }}>
        {t('shell.footer.copyright', { year: bahrainYear() })}
      </Typography>
    </Box>
  );
}
