import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/text';

// The frame of every /payment/result outcome: an icon (decoration, the title says it), the page's
// one h1, the details, and the ways on. Buttons stack on phones and sit in a row from 600 px.

export interface OutcomeLayoutProps {
  readonly tone: 'success' | 'error' | 'warning';
  readonly icon: ReactNode;
  readonly title: string;
  readonly children: ReactNode;
  readonly actions: ReactNode;
}

export function OutcomeLayout({ tone, icon, title, children, actions }: OutcomeLayoutProps) {
  return (
    <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Box aria-hidden sx={{ color: `${tone}.main`, '& svg': { fontSize: 64 } }}>
        {icon}
      </Box>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {children}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignSelf: 'stretch', justifyContent: 'center' }}
      >
        {actions}
      </Stack>
    </Stack>
  );
}

export function ViewOrderButton({
  orderId,
  variant = 'outlined',
}: {
  orderId: string;
  variant?: 'contained' | 'outlined';
}) {
  const t = useT();
  return (
    <Button component={RouterLink} to={paths.customerOrder.getHref(orderId)} variant={variant}>
      {t('payments.result.viewOrder')}
    </Button>
  );
}
