import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  /** The page's one h1. */
  readonly title: string;
  readonly subtitle?: ReactNode;
  /** A decorative icon above the title (success, error, e-mail...). */
  readonly icon?: ReactNode;
  /**
   * Announce title and subtitle when they change (the reset and verification pages move through
   * states in place; the card stays mounted so the same live region speaks each new state).
   */
  readonly live?: boolean;
  /** 480 px suits a form; the start page's two doors need more. */
  readonly maxWidth?: number;
  readonly children?: ReactNode;
}

/** The centred card every sign-in page sits in: full width on a phone, capped on larger screens. */
export function AuthCard({ title, subtitle, icon, live = false, maxWidth = 480, children }: AuthCardProps) {
  return (
    <Container sx={{ paddingBlock: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ marginInline: 'auto', maxWidth, padding: { xs: 2.5, sm: 4 }, borderRadius: 2 }}>
        <Box role={live ? 'status' : undefined} sx={{ textAlign: icon ? 'center' : 'start' }}>
          {icon && (
            <Box
              aria-hidden
              sx={{ display: 'flex', justifyContent: 'center', marginBlockEnd: 1, '& svg': { fontSize: 48 } }}
            >
              {icon}
            </Box>
          )}
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle && <Typography sx={{ color: 'text.secondary', marginBlockStart: 1 }}>{subtitle}</Typography>}
        </Box>
        {children && <Box sx={{ marginBlockStart: 3 }}>{children}</Box>}
      </Paper>
    </Container>
  );
}
