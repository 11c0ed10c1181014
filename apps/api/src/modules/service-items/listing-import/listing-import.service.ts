import {
  importMoreErrors,
  LISTING_IMPORT_MAX_ERRORS,
  LISTING_IMPORT_MESSAGES,
  type ListingImportError,
  type ListingImportReport,
  type ListingImportRequest,
} from '@marketplace/contract';
import type { Database } from '../../../db/database';
import { forbidden } from '../../../lib/http-error';
import type { AuthUser } from '../../../identity/access-token';
import { SERVICE_ITEM_MESSAGES } from '../service-item-access';
import { cellOf, readSheet } from './import-header';
import { judgeRows, type ImportLookups } from './import-rows';
import * as repo from './listing-import.repository';
import { providerOfUser } from '../../../identity/access-rules';

// POST /api/service-items/import: judge every row, then write all or nothing. The whole run sits in
// one transaction: the listings a file updates are locked from the check to the write, and a file
// with any error (or a dry run) returns before writing, so nothing is ever half imported.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const report = (rows: number, errors: ListingImportError[], created = 0, updated = 0): ListingImportReport => ({
  Valid: errors.length === 0,
  Rows: rows,
  Created: errors.length === 0 ? created : 0,
  Updated: errors.length === 0 ? updated : 0,
  Errors: capped(errors),
});

/** A file of 1,000 bad rows could list 9,000 problems: the first ones are enough to start fixing. */
function capped(errors: ListingImportError[]): ListingImportError[] {
  if (errors.length <= LISTING_IMPORT_MAX_ERRORS) return errors;
  const more = errors.length - LISTING_IMPORT_MAX_ERRORS;
  return [...errors.slice(0, LISTING_IMPORT_MAX_ERRORS), { Row: 0, Field: 'Csv', Message: importMoreErrors(more) }];
}

async function activeProviderId(db: Database, user: AuthUser): Promise<string> {
  const own = await providerOfUser(db, user.id);
  if (!own) throw forbidden(SERVICE_ITEM_MESSAGES.noProvider);
  // Unlike a single create (a pending business may prepare listings), a bulk import is for a
  // business that may publish: the import's listings go live as soon as they are written.
  if (own.accState !== 'active') throw forbidden(LISTING_IMPORT_MESSAGES.notActive);
  return own.id;
}

function categoryLookup(rows: { id: string; name: string }[]): ImportLookups['categoryFor'] {
  const byKey = new Map<string, string>();
  for (const row of rows) {
    byKey.set(row.id.toLowerCase(), row.id);
    byKey.set(row.name.trim().toLowerCase(), row.id);
  }
  return (value) => byKey.get(value.trim().toLowerCase());
}

/** A provider's CSV import of listings: judged whole, written all or nothing. */
export class ListingImportService {
  constructor(private readonly db: Database) {}

  async import(user: AuthUser, body: ListingImportRequest): Promise<ListingImportReport> {
    const providerId = await activeProviderId(this.db, user);
    const sheet = readSheet(body.Csv);
    if (sheet.blocking) {
      return report(sheet.rows.length, sheet.errors);
    }
    return this.db.transaction(async (tx) => {
      const ids = [...new Set(sheet.rows.map((row) => cellOf(sheet.columns, row, 'ServiceItemId').trim()))];
      const own = await repo.lockOwnListings(
        tx,
        providerId,
        ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase()),
      );
      const owned = new Map(own.map((listing) => [listing.id, listing]));
      const lookups: ImportLookups = {
        categoryFor: categoryLookup(await repo.allCategories(tx)),
        ownListing: (id) => (UUID.test(id) ? owned.get(id.toLowerCase()) : undefined),
      };
      const judged = judgeRows(sheet.rows, sheet.columns, lookups);
      const errors = [...sheet.errors, ...judged.errors].sort((a, b) => a.Row - b.Row);
      if (errors.length > 0 || body.DryRun) {
        return report(sheet.rows.length, errors, judged.creates.length, judged.updates.length);
      }
      const created = await repo.insertListings(tx, providerId, judged.creates);
      const updated = await repo.updateListings(tx, judged.updates);
      return report(sheet.rows.length, errors, created, updated);
    });
  }
}
