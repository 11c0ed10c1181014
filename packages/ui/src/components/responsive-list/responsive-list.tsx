import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme, type Breakpoint, type SxProps, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ElementType, ReactNode } from 'react';
import { useUiText } from '../../lib/ui-text';
import { ResponsiveListCards } from './responsive-list-cards';
import { ResponsiveListTable } from './responsive-list-table';
import type { ResponsiveListColumn } from './responsive-list-types';

export interface ResponsiveListProps<Row> {
  /** One definition for both layouts, so the table and the cards always show the same data. */
  columns: readonly ResponsiveListColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  /** Names the table (a visually hidden caption) and the card list, e.g. 'Orders'. */
  caption: string;
  /**
   * Loading: a progress bar and aria-busy; the rows (if any) stay as they are until new ones
   * arrive. They are not dimmed: faded text would fail the contrast check.
   */
  loading?: boolean;
  /** The progress bar's accessible name, e.g. 'Loading orders'. */
  loadingLabel?: string;
  /** Shown instead of the list when there are no rows (and nothing is loading). */
  empty?: ReactNode;
  /** The card titles' element (phones): 'h2' under the page's h1; 'h3' inside a titled section. */
  cardTitleComponent?: ElementType;
  /**
   * The width from which the table shows ('md' by default). A list with many columns that sits
   * beside a side menu needs more room: below it, the cards.
   */
  tableFrom?: Breakpoint;
  sx?: SxProps<Theme>;
}

/**
 * A list that is a table on desktops (`tableFrom` and up) and a stack of cards on phones. Only one layout
 * is rendered (useMediaQuery), never both with one hidden by CSS: hidden duplicates would double
 * the buttons for keyboard users and the rows for tests. `noSsr` measures on the first render,
 * so the wrong layout never flashes.
 */
export function ResponsiveList<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  loading = false,
  loadingLabel,
  empty,
  cardTitleComponent = 'h2',
  tableFrom = 'md',
  sx,
}: ResponsiveListProps<Row>) {
  const t = useUiText();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up(tableFrom), { noSsr: true });
  const isEmpty = rows.length === 0 && !loading;
  const layout = { columns, rows, getRowKey, caption, cardTitleComponent };

  return (
    <Box aria-busy={loading} sx={[{ position: 'relative' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {/* Kept in the flow above the list so it never covers a row or a button. */}
      {loading && (
        <LinearProgress aria-label={loadingLabel ?? t('ui.list.loading')} sx={{ marginBlockEnd: 1, borderRadius: 1 }} />
      )}
      {isEmpty ? (empty ?? null) : desktop ? <ResponsiveListTable {...layout} /> : <ResponsiveListCards {...layout} />}
    </Box>
  );
}
