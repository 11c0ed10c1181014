import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * The spinner inside a card while a state is pending ('Verifying reset link...'). Decorative: the
 * card's title already says what is happening and is announced by its live region.
 */
export function BusyIndicator() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', paddingBlock: 2 }}>
      <CircularProgress aria-hidden size={40} />
    </Box>
  );
}
