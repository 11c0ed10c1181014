import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown inside the layout while a page's chunk loads, so the header and footer stay put. */
export function PageFallback() {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label="Loading page" />
    </Box>
  );
}
