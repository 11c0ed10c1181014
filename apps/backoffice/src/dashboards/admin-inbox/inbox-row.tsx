import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * One waiting record: what it is on the left, its actions on the right (under it on phones). The
 * text takes the room; the actions keep their natural size and sit level with it.
 */
export function InboxRow({ children, actions }: { readonly children: ReactNode; readonly actions: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', md: 'center' } }}
    >
      <Stack sx={{ minWidth: 0, flex: 1 }}>{children}</Stack>
      <Box sx={{ flexShrink: 0 }}>{actions}</Box>
    </Stack>
  );
}
