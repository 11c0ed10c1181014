import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

// What the earnings' and the payouts' tables share: their cells' alignment and totals, and the cards
// that stand in for them on phones.

/** Amounts sit at the end of their column (the left in Arabic), so their digits line up. */
export const END = { textAlign: 'end' } as const;

/** The totals row reads as the table's text does, in bold (a footer's cells are small and grey by default). */
export const TOTAL = { typography: 'body2', fontWeight: 600, color: 'text.primary' } as const;

/** Phones (below the sm breakpoint): the statement's rows as cards, as the provider's lists show them there. */
export const useNarrow = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

export interface StatementCardsProps<T> {
  readonly items: readonly T[];
  /** The section's heading, which names the list. */
  readonly headingId: string;
  readonly keyOf: (item: T) => string;
  readonly children: (item: T) => ReactNode;
}

/** A list of outlined cards (a screen reader counts its items), one per row of a statement's table. */
export function StatementCards<T>({ items, headingId, keyOf, children }: StatementCardsProps<T>) {
  return (
    <Stack component="ul" spacing={1} aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Card key={keyOf(item)} component="li" variant="outlined">
          {children(item)}
        </Card>
      ))}
    </Stack>
  );
}
