import { isPageInRange, pageBounds, totalPages as countPages } from '@marketplace/contract';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { inPlace } from '../../lib/plain-click';
import { useUiText } from '../../lib/ui-text';

export interface PaginationBarProps {
  /** The current page, 1-based. */
  page: number;
  pageSize: number;
  /** Every item matching the filters, across all pages. */
  totalItems: number;
  /**
   * What is counted: 'orders' in 'Showing 11 to 20 of 45 orders'. A function of the total where the
   * language's plural needs it (Arabic: 3 طلبات, 11 طلبًا).
   */
  noun: string | ((total: number) => string);
  /** Only ever called with a page in 1..totalPages (spec section 5). */
  onPageChange: (page: number) => void;
  /**
   * The URL of a page, when pages have their own (a server-rendered list): Previous and Next are
   * then links, which work before hydration and without JavaScript, open in a new tab on a
   * modified click, and otherwise still call onPageChange.
   */
  getPageHref?: (page: number) => string;
  previousLabel?: string;
  nextLabel?: string;
  /** Accessible name of the navigation landmark; give each pager on one page its own. */
  ariaLabel?: string;
  sx?: SxProps<Theme>;
}

/**
 * 'Showing X to Y of N orders', Previous and Next, 'Page a of b' (spec section 2.5). The page count
 * comes from the contract's paging arithmetic, the same the API uses, so the texts and the buttons
 * can never disagree with the server. With one page or none there is nothing to page: it renders
 * nothing at all.
 */
export function PaginationBar({
  page,
  pageSize,
  totalItems,
  noun,
  onPageChange,
  getPageHref,
  previousLabel,
  nextLabel,
  ariaLabel,
  sx,
}: PaginationBarProps) {
  const theme = useTheme();
  const t = useUiText();
  const pages = countPages(totalItems, pageSize);
  if (pages <= 1) return null;

  // A stale page (the list shrank under a filter) is shown as the nearest real one.
  const current = Math.min(Math.max(page, 1), pages);
  const { from, to } = pageBounds(current, pageSize, totalItems);
  const goTo = (target: number) => {
    if (isPageInRange(target, pages)) onPageChange(target);
  };
  /** A button's props for the page it leads to: a link where pages have URLs, a plain button elsewhere. */
  const toPage = (target: number, disabled: boolean) => {
    if (!getPageHref || disabled) return { disabled, onClick: () => goTo(target) };
    return { href: getPageHref(target), onClick: inPlace(() => goTo(target)) };
  };
  // The chevrons point the way the pages go: to the reading start for Previous, so in
  // right-to-left they are mirrored (the RTL style cache flips margins, never glyphs).
  const mirror = theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;

  return (
    <Stack
      component="nav"
      aria-label={ariaLabel ?? t('ui.pagination.label')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      sx={[
        { alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', paddingBlock: 1 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {/* Polite live region: a screen reader hears the new range after each page change. */}
      <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary', textAlign: 'start' }}>
        {t('ui.pagination.range', {
          from,
          to,
          total: totalItems,
          noun: typeof noun === 'function' ? noun(totalItems) : noun,
        })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<ChevronLeft sx={mirror} data-testid="previous-icon" />}
          {...toPage(current - 1, current <= 1)}
        >
          {previousLabel ?? t('ui.pagination.previous')}
        </Button>
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {t('ui.pagination.page', { page: current, pages })}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          endIcon={<ChevronRight sx={mirror} data-testid="next-icon" />}
          {...toPage(current + 1, current >= pages)}
        >
          {nextLabel ?? t('ui.pagination.next')}
        </Button>
      </Stack>
    </Stack>
  );
}
