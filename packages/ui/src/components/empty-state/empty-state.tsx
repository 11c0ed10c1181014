import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ElementType, ReactNode } from 'react';

export interface EmptyStateProps {
  /** e.g. 'No orders found'. */
  title: string;
  /** e.g. "You haven't placed any orders yet." or 'Try adjusting your search terms.' */
  description?: ReactNode;
  /** A decorative icon (hidden from screen readers); an inbox by default. */
  icon?: ReactNode;
  /** A way out, e.g. a Clear Filters or Browse Services button. */
  action?: ReactNode;
  /** The title's element: a heading level that fits the page ('h2' by default), or 'p'. */
  titleComponent?: ElementType;
  sx?: SxProps<Theme>;
}

/**
 * What a list shows when it has nothing to show.
 *
 * The title and description are a polite live region (role="status"): when a search or a filter
 * empties a list, a screen reader user hears "No orders found" without having to look for it.
 * The action stays outside the region so the announcement is the message only, not a button.
 */
export function EmptyState({
  title,
  description,
  icon = <InboxOutlined />,
  action,
  titleComponent = 'h2',
  sx,
}: EmptyStateProps) {
  return (
    <Stack
      spacing={1.5}
      sx={[
        { alignItems: 'center', textAlign: 'center', paddingBlock: 6, paddingInline: 2 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          display: 'grid',
          placeItems: 'center',
          inlineSize: 64,
          blockSize: 64,
          borderRadius: '50%',
          bgcolor: (theme.vars ?? theme).palette.action.hover,
          color: (theme.vars ?? theme).palette.text.secondary,
          '& svg': { fontSize: 32 },
        })}
      >
        {icon}
      </Box>
      <Stack role="status" spacing={0.5} sx={{ alignItems: 'center', maxInlineSize: 420 }}>
        <Typography variant="h6" component={titleComponent}>
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {description}
          </Typography>
        )}
      </Stack>
      {action && <Box sx={{ paddingBlockStart: 1 }}>{action}</Box>}
    </Stack>
  );
}
