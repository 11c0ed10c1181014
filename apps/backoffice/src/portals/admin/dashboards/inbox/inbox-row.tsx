import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useCreatePath, type Identifier } from 'react-admin';
import { Link as RouterLink } from 'react-router';

/**
 * One waiting record: what it is at the start, its actions at the end (under it on phones). The
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

/** The row's first line: what the record is called, a link to its page (details before deciding). */
export function InboxRowTitle({
  resource,
  id,
  children,
}: {
  readonly resource: string;
  readonly id: Identifier;
  readonly children: ReactNode;
}) {
  const createPath = useCreatePath();
  return (
    <Link
      component={RouterLink}
      to={createPath({ resource, id, type: 'show' })}
      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      dir="auto"
    >
      {children}
    </Link>
  );
}
