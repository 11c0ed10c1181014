import Link from '@mui/material/Link';

/** The first Tab stop: keyboard and screen-reader users jump past the navigation to the page. */
export function SkipLink() {
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
      Skip to content
    </Link>
  );
}
