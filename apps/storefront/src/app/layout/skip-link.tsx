import Link from '@mui/material/Link';
import { useT } from '@/lib/text';

/** The first Tab stop: keyboard and screen-reader users jump past the navigation to the page. */
export function SkipLink() {
  const t = useT();
  return (
    <Link
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: -48,
        zIndex: 'tooltip',
        p: 1,
        bgcolor: 'background.paper',
        '&:focus': { top: 8 },
      }}
    >
      {t('shell.skipLink')}
    </Link>
  );
}
