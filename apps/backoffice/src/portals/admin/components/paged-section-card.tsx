import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { useT } from '@/i18n/text';

/** The section's states in words, already translated: "Loading orders", "No orders yet.", "The orders could not be loaded.". */
export interface PagedSectionTexts {
  readonly loading: string;
  readonly empty: string;
  readonly failed: string;
}

export interface PagedSectionCardProps {
  readonly title: string;
  /** At the header's end: a "See all" link, a count. */
  readonly action?: ReactNode;
  /** What the loading, empty and failure states say. */
  readonly texts: PagedSectionTexts;
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

type PagerButton = 'first' | 'last' | 'next' | 'previous';

/**
 * A detail page's section of related records read a page at a time (a provider's listings, a
 * customer's orders): a titled card with loading, empty and failure states and a pager when there
 * is more than one page. A wide table scrolls inside the card instead of widening the page.
 */
export function PagedSectionCard({
  title,
  action,
  texts,
  isPending,
  failed,
  total,
  page,
  perPage,
  onPageChange,
  children,
}: PagedSectionCardProps) {
  const t = useT();
  // MUI's pager has no Arabic of its own: its range and its buttons' names come from the catalog.
  const buttonName = (type: PagerButton) => {
    if (type === 'first') return t('admin.components.pagedSection.first');
    if (type === 'last') return t('admin.components.pagedSection.last');
    if (type === 'next') return t('admin.components.pagedSection.next');
    return t('admin.components.pagedSection.previous');
  };
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} action={action} />
      <CardContent sx={{ overflowX: 'auto', maxWidth: '100%', pt: 0 }}>
        {failed ? (
          <Alert severity="error">{texts.failed}</Alert>
        ) : isPending ? (
          <LoadingSkeleton label={texts.loading} height={120} />
        ) : total === 0 ? (
          <Typography variant="body2">{texts.empty}</Typography>
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
            labelDisplayedRows={({ from, to, count }) => t('admin.components.pagedSection.range', { from, to, count })}
            getItemAriaLabel={buttonName}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
