import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import type { ReactNode } from 'react';

/** A titled card of the order page; its heading is an h2 under the page's h1. */
export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    // minWidth 0: a wide table scrolls inside its card instead of widening the page on phones.
    <Card variant="outlined" component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ overflowX: 'auto', maxWidth: '100%', pt: 0 }}>{children}</CardContent>
    </Card>
  );
}
