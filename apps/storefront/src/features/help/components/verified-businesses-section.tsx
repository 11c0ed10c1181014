import { RichText } from '@marketplace/i18n';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/text';
import type { MessageId } from '@/locales/message-id';

// The help text's first section (issue 38): what the "Verified business" badge on businesses'
// pages and listings means, which papers were checked, what happens when they expire and what the
// badge does not promise. The badge's "Learn more" links here (paths.help's anchor).

/** The section's anchor, as paths.help.getHref('verified-businesses') spells it. */
export const VERIFIED_BUSINESSES_ID = 'verified-businesses';
const HEADING_ID = `${VERIFIED_BUSINESSES_ID}-title`;

const CHECKED: readonly MessageId[] = ['help.verified.registration', 'help.verified.identity', 'help.verified.bank'];

/**
 * A section landmark named by its heading. The heading takes focus when a link points at the
 * section (tabIndex -1: focusable by script, not a tab stop); the scroll margin keeps it clear of
 * the top bar, which is fixed once the page has scrolled.
 */
export function VerifiedBusinessesSection() {
  const t = useT();
  return (
    <Box
      component="section"
      id={VERIFIED_BUSINESSES_ID}
      aria-labelledby={HEADING_ID}
      sx={{ scrollMarginBlockStart: { xs: 72, sm: 88 }, '& p': { marginBlock: 1.5 } }}
    >
      <Typography
        id={HEADING_ID}
        variant="h4"
        component="h2"
        tabIndex={-1}
        sx={{
          marginBlockEnd: 2,
          paddingBlockEnd: 1,
          borderBlockEnd: '1px solid',
          borderColor: 'divider',
          '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 4 },
          '&:focus:not(:focus-visible)': { outline: 'none' },
        }}
      >
        {t('help.verified.title')}
      </Typography>
      <Typography component="p">{t('help.verified.intro')}</Typography>
      <Typography component="ul" sx={{ paddingInlineStart: 3, marginBlock: 1, '& li + li': { marginBlockStart: 0.5 } }}>
        {CHECKED.map((id) => (
          <li key={id}>{t(id)}</li>
        ))}
      </Typography>
      <Typography component="p">{t('help.verified.renewal')}</Typography>
      <Typography component="p">
        <RichText<MessageId>
          id="help.verified.limits"
          components={{ contact: <Link component={RouterLink} to={paths.contact.getHref()} /> }}
        />
      </Typography>
      <Typography component="p">{t('help.verified.privacy')}</Typography>
    </Box>
  );
}
