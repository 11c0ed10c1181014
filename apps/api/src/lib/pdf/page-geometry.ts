// A4 in points (1/72 inch), the paper of a document people print and file in Bahrain.
export const PAGE = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 40;
export const LEFT = MARGIN;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
export const RIGHT = LEFT + CONTENT_WIDTH;
/** Where the footer's rule sits; the body (rows, totals) ends above it. */
export const FOOTER_TOP = PAGE.height - MARGIN - 24;
export const BODY_BOTTOM = FOOTER_TOP - 10;
