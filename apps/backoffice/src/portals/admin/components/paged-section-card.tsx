import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LoadingSkeleton } from '@/components/loading-skeleton';

export interface PagedSectionCardProps {
  readonly title: string;
  /** At the header's end: a "See all" link, a count. */
  readonly action?: ReactNode;
  /** What the rows are, in the loading, empty and failure texts: "orders", "listings". */
  readonly noun: string;
  readonly isPending: boolean;
  /** A failure with nothing to show yet (a failed next page keeps the previous rows). */
  readonly failed: boolean;
  readonly total: number;
  /** 1-based, as react-admin's pagination. */
  readonly page: number;
  readonly perPage: number;
  readonly onPageChange: (page: number) => void;
  /** The page's rows: a table, or cards on phones. */
  readonly children: ReactNode;
}

/**
 * A detail page's section of related records read a page at a time (a provider's listings, a
 * customer's orders): a titled card with loading, empty and failure states and a pager when there
 * is more than one page. A wide table scrolls inside the card instead of widening the page.
 */
export function PagedSectionCard({
  title,
  action,
  noun,
  isPending,
  failed,
  total,
  page,
  perPage,
  onPageChange,
  children,
}: PagedSectionCardProps) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} action={action} />
      <CardContent sx={{ overflowX: 'auto', maxWidth: '100%', pt: 0 }}>
        {failed ? (
          <Alert severity="error">{`The ${noun} could not be loaded.`}</Alert>
        ) : isPending ? (
          <LoadingSkeleton label={`Loading ${noun}`} height={120} />
        ) : total === 0 ? (
          <Typography variant="body2">{`No ${noun} yet.`}</Typography>
        ) : (
          children
        )}
        {total > perPage ? (
          <TablePagination
            component="div"
            count={total}
            page={page - 1}
            onPageChange={(_, next) => onPageChange(next + 1)}
            rowsPerPage={perPage}
            rowsPerPageOptions={[]}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
