import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '@/lib/text';

/** Shown inside the layout while a page's chunk loads, so the header and footer stay put. */
export function PageFallback() {
  const t = useT();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={t('shell.loadingPage')} />
    </Box>
  );
}
