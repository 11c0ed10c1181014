import {
  DESCRIPTION_MAX_LENGTH,
  importDuplicateUpdate,
  LISTING_IMPORT_MESSAGES as M,
  LOCATION_MAX_LENGTH,
  SERVICE_ITEM_NAME_MAX_LENGTH,
  stockRuleProblem,
  type Availability,
  type ListingImportColumn,
  type ListingImportError,
  type ListingType,
} from '@marketplace/contract';
import type { CsvRecord } from './csv-records';
import { availableCell, priceCell, stockCell, textCell, type Cell } from './import-cells';
import { cellOf, type ColumnIndex } from './import-header';

// Every data row judged on its own, every problem collected (row, column, message), so one report
// shows them all. A row with a ServiceItemId updates that listing; a row without one creates one.

export interface ImportLookups {
  /** The category a cell names, by id or by name (any letter case). */
  categoryFor(value: string): string | undefined;
  /** The caller's own listing with this id; another provider's reads as missing. */
  ownListing(id: string): { type: ListingType } | undefined;
}

export interface NewListingRow {
  type: ListingType;
  name: string;
  description: string;
  priceFils: number;
  availableQuantity: number | null;
  availability: Availability;
  categoryId: string;
  location: string;
}

/** null leaves the listing's value as it is. */
export interface ListingUpdateRow {
  id: string;
  priceFils: number | null;
  availableQuantity: number | null;
  availability: Availability | null;
}

export interface JudgedRows {
  creates: NewListingRow[];
  updates: ListingUpdateRow[];
  errors: ListingImportError[];
}

export function judgeRows(rows: CsvRecord[], columns: ColumnIndex, lookups: ImportLookups): JudgedRows {
  const judged: JudgedRows = { creates: [], updates: [], errors: [] };
  const updatedBy = new Map<string, number>();
  for (const row of rows) {
    const cell = (column: ListingImportColumn) => cellOf(columns, row, column);
    const report = (Field: ListingImportColumn, Message: string): undefined => {
      judged.errors.push({ Row: row.row, Field, Message });
      return undefined;
    };
    /** The value of a judged cell, or undefined after reporting its problem under its column. */
    const take = <T>(column: ListingImportColumn, result: Cell<T>): T | undefined => {
      if (result.ok) return result.value;
      report(column, result.message);
      return undefined;
    };
    const type = typeCell(cell('Type'));
    if (type === 'invalid') report('Type', M.type);
    const price = cell('Price').trim() === '' ? null : take('Price', priceCell(cell('Price')));
    const stock = cell('Stock').trim() === '' ? null : take('Stock', stockCell(cell('Stock')));
    const available = take('Available', availableCell(cell('Available')));
    const id = cell('ServiceItemId').trim().toLowerCase();

    if (id !== '') {
      const listing = lookups.ownListing(id);
      const earlier = updatedBy.get(id);
      if (!listing) report('ServiceItemId', M.serviceItemId);
      else if (earlier !== undefined) report('ServiceItemId', importDuplicateUpdate(earlier));
      else updatedBy.set(id, row.row);
      if (listing && type !== null && type !== 'invalid' && type !== listing.type) report('Type', M.typeChange);
      if (listing?.type === 'service' && typeof stock === 'number')
        report('Stock', stockRuleProblem('service', stock)!);
      if (cell('Price').trim() === '' && cell('Stock').trim() === '' && cell('Available').trim() === '') {
        report('ServiceItemId', M.nothingToUpdate);
      }
      const clean = listing && price !== undefined && stock !== undefined && available !== undefined;
      if (clean) judged.updates.push({ id, priceFils: price, availableQuantity: stock, availability: available });
      continue;
    }

    if (type === null) report('Type', M.required);
    const rawName = cell('Name');
    const name =
      rawName.trim() === ''
        ? report('Name', M.required)
        : take('Name', textCell(rawName, SERVICE_ITEM_NAME_MAX_LENGTH, 'single'));
    const categoryText = cell('Category').trim();
    const categoryId = categoryText === '' ? undefined : lookups.categoryFor(categoryText);
    if (categoryText === '') report('Category', M.required);
    else if (!categoryId) report('Category', M.category);
    if (price === null) report('Price', M.required);
    const description = take('Description', textCell(cell('Description'), DESCRIPTION_MAX_LENGTH, 'multi'));
    const location = take('Location', textCell(cell('Location'), LOCATION_MAX_LENGTH, 'single'));
    const stockProblem = type === 'item' || type === 'service' ? stockRuleProblem(type, stock ?? null) : null;
    if (stockProblem && stock !== undefined) report('Stock', stockProblem);
    if (
      (type === 'item' || type === 'service') &&
      typeof name === 'string' &&
      categoryId &&
      typeof price === 'number' &&
      stock !== undefined &&
      !stockProblem &&
      available !== undefined &&
      description !== undefined &&
      location !== undefined
    ) {
      judged.creates.push({
        type,
        name: name.trim(),
        description,
        priceFils: price,
        availableQuantity: stock,
        availability: available ?? 'available',
        categoryId,
        location: location.trim(),
      });
    }
  }
  return judged;
}

/** null when the cell is empty (required for new rows, optional for updates). */
function typeCell(raw: string): ListingType | null | 'invalid' {
  const text = raw.trim().toLowerCase();
  if (text === '') return null;
  return text === 'service' || text === 'item' ? text : 'invalid';
}
