import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

// One titled block of the home page: an h2 that labels the section, an optional "see all" link.

export interface HomeSectionProps {
  readonly title: string;
  readonly subtitle?: string;
  readonly more?: { readonly label: string; readonly to: string };
  readonly children: ReactNode;
}

export function HomeSection({ title, subtitle, more, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'flex-end' } }}
      >
        <div>
          <Typography id={headingId} component="h2" variant="h4">
            {title}
          </Typography>
          {subtitle && <Typography sx={{ color: 'text.secondary', marginBlockStart: 0.5 }}>{subtitle}</Typography>}
        </div>
        {more && (
          <Button component={RouterLink} to={more.to} sx={{ flexShrink: 0 }}>
            {more.label}
          </Button>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
