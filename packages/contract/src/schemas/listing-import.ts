import { Type, type Static } from 'typebox';
import {
  LISTING_IMPORT_COLUMNS,
  LISTING_IMPORT_MAX_CHARS,
  LISTING_IMPORT_MAX_ROWS,
  LISTING_IMPORT_MESSAGES,
} from '../listing-import';
import { MULTI_LINE_TEXT_PATTERN } from '../validation/rules';
import { CountSchema } from './common';

// POST /api/service-items/import (ours, issue 16): a provider's CSV of new listings and stock updates.

/**
 * The CSV travels as text inside JSON, so the one validator and the one error format serve it too.
 * DryRun judges every row and writes nothing; without it a valid file is written in one transaction.
 */
export const ListingImportRequestSchema = Type.Object(
  {
    Csv: Type.String({
      maxLength: LISTING_IMPORT_MAX_CHARS,
      description: `CSV text (UTF-8, comma-separated, header row first, at most ${LISTING_IMPORT_MAX_ROWS} data rows). Columns: ${LISTING_IMPORT_COLUMNS.join(', ')}.`,
      // Tabs and line breaks are CSV; NUL and escape codes never are (and PostgreSQL cannot store NUL).
      pattern: MULTI_LINE_TEXT_PATTERN,
      errorMessage: { maxLength: LISTING_IMPORT_MESSAGES.tooLong, pattern: LISTING_IMPORT_MESSAGES.controlCharacters },
    }),
    DryRun: Type.Optional(Type.Boolean({ default: false })),
  },
  { title: 'ListingImportRequest', additionalProperties: false },
);
export type ListingImportRequest = Static<typeof ListingImportRequestSchema>;

/** Row is the spreadsheet row (the header is row 1); Row 0 is about the whole file. */
export const ListingImportErrorSchema = Type.Object(
  { Row: Type.Integer({ minimum: 0 }), Field: Type.String(), Message: Type.String() },
  { title: 'ListingImportError' },
);
export type ListingImportError = Static<typeof ListingImportErrorSchema>;

/**
 * Always 200 once the file could be read: Valid=false means nothing was written. Rows counts the
 * non-blank data rows; Created and Updated what was written (with DryRun: what would be), else 0.
 */
export const ListingImportReportSchema = Type.Object(
  {
    Valid: Type.Boolean(),
    Rows: CountSchema,
    Created: CountSchema,
    Updated: CountSchema,
    Errors: Type.Array(ListingImportErrorSchema),
  },
  { title: 'ListingImportReport' },
);
export type ListingImportReport = Static<typeof ListingImportReportSchema>;
