import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ElementType, ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The title's element: the page's h1 unless the header sits inside another titled area. */
  titleComponent?: ElementType;
  /** With `onBack`, a back button above the title, e.g. 'Back to Orders'. */
  backLabel?: string;
  onBack?: () => void;
  /** Breadcrumbs or any other way up, above the title (after the back button, if both). */
  breadcrumbs?: ReactNode;
  /** Buttons for the page, at the end of the title row; below the title on phones. */
  actions?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A page's title block: the way back, the title and subtitle, and the page's actions
 * ('Customer Profile' with Edit Profile, 'Transaction History' with Refresh and Export).
 */
export function PageHeader({
  title,
  subtitle,
  titleComponent = 'h1',
  backLabel,
  onBack,
  breadcrumbs,
  actions,
  sx,
}: PageHeaderProps) {
  const theme = useTheme();
  const hasBack = backLabel !== undefined && onBack !== undefined;

  return (
    // A plain block, not <header>: outside <main> that would be a second banner landmark.
    <Box sx={[{ marginBlockEnd: 3 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {(hasBack || breadcrumbs) && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start', marginBlockEnd: 1.5 }}>
          {hasBack && (
            <Button
              variant="text"
              size="small"
              onClick={onBack}
              // "Back" points to the reading start: left in English, right in Arabic. The RTL style
              // cache mirrors margins, not glyphs, so the arrow is flipped here.
              startIcon={
                <ArrowBack
                  data-testid="back-icon"
                  sx={theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined}
                />
              }
              sx={{ marginInlineStart: -1 }}
            >
              {backLabel}
            </Button>
          )}
          {breadcrumbs}
        </Stack>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component={titleComponent} sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body1" sx={{ color: 'text.secondary', marginBlockStart: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0, alignItems: 'center' }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
