import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/text';
import { LEGAL_SECTIONS } from '../legal-sections';

/** 'On this page': links to the three policies; sticky beside them on wide screens. */
export function PolicyContents() {
  const t = useT();
  return (
    <Stack
      component="nav"
      aria-labelledby="policy-contents-title"
      spacing={1}
      sx={{
        position: { md: 'sticky' },
        insetBlockStart: { md: 96 },
        padding: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Typography id="policy-contents-title" variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
        {t('legal.contents.title')}
      </Typography>
      <Stack component="ol" spacing={0.75} sx={{ margin: 0, paddingInlineStart: 2.5 }}>
        {LEGAL_SECTIONS.map((section) => (
          <li key={section.id}>
            <Link component={RouterLink} to={paths.cookiePolicy.getHref(section.id)} underline="hover">
              {t(section.title)}
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
