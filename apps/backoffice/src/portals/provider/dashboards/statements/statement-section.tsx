import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useId, type ReactNode } from 'react';

export interface StatementSectionProps {
  readonly title: string;
  /** Under the title (the statement's dates). */
  readonly subheader?: ReactNode;
  /** Receives the heading's id, for a table or a list that the heading names. */
  readonly children: (headingId: string) => ReactNode;
}

/**
 * A titled card of the statements page (its heading an h2 under the app bar's h1). The card is no
 * landmark of its own: the table inside is the region its heading names, and a screen reader would
 * otherwise announce two nested regions of the same name.
 */
export function StatementSection({ title, subheader, children }: StatementSectionProps) {
  const headingId = useId();
  return (
    // minWidth 0: a wide table scrolls inside its card instead of widening the page on phones.
    <Card variant="outlined" component="section" sx={{ minWidth: 0 }}>
      <CardHeader
        title={title}
        subheader={subheader}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: headingId } }}
      />
      <CardContent sx={{ pt: 0 }}>{children(headingId)}</CardContent>
    </Card>
  );
}
