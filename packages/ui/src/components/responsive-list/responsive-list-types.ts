import type { ElementType, ReactNode } from 'react';

/** One column, shown both as a table column (desktop) and as a field of each card (phones). */
export interface ResponsiveListColumn<Row> {
  /** Unique among the columns; React's key for cells and fields. */
  key: string;
  /** The column header, and the field's label on a card ('Order #', 'Total'). */
  header: string;
  render: (row: Row) => ReactNode;
  /** The row's name: the card's title and, in the table, the row header (<th scope="row">). */
  primary?: boolean;
  /** Buttons or links for the row: the last column of the table, the bottom of the card. */
  actions?: boolean;
  hideOnCard?: boolean;
  /** For what only the cards show (spec 2.5: the mobile card also shows the order status). */
  hideOnTable?: boolean;
  /** Numbers line up at the end; 'start' by default. Logical, so it follows the direction. */
  align?: 'start' | 'end';
  /** Short values (dates, amounts, codes) stay on one line in the table, leaving the wrapping to
   * the long text columns; the cards stack their values anyway. */
  noWrap?: boolean;
}

export interface ResponsiveListLayoutProps<Row> {
  columns: readonly ResponsiveListColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  /** The accessible name of the table (a hidden caption) and of the card list. */
  caption: string;
  /** The card title's element; a heading one level below the list's own heading. */
  cardTitleComponent: ElementType;
}
