import type { SellerDetails, UpdateSellerDetailsRequest } from '@marketplace/contract';
import type { Database } from '../../db/database';
import type { AdminContext } from '../../identity/admin-context';
import { recordAudit } from '../audit';
import { readSellerDetails, writeSellerDetails, type SellerDetailsRow } from './tax-documents.repository';

// The marketplace's seller details (issue 36): admins read and change them; every change is in
// the audit log with what it replaced. Documents already issued keep the details they were
// issued with.

const EMPTY: SellerDetails = {
  LegalName: '',
  LegalNameAr: '',
  Address: '',
  AddressAr: '',
  VatNumber: '',
  CrNumber: '',
  IsComplete: false,
  ModifiedAt: null,
};

function toSellerDetails(row: SellerDetailsRow | undefined): SellerDetails {
  if (!row) return EMPTY;
  const fields = {
    LegalName: row.legalName,
    LegalNameAr: row.legalNameAr,
    Address: row.address,
    AddressAr: row.addressAr,
    VatNumber: row.vatNumber,
    CrNumber: row.crNumber,
  };
  return {
    ...fields,
    IsComplete: Object.values(fields).every((value) => value.trim() !== ''),
    ModifiedAt: row.modifiedAt.toISOString(),
  };
}

/** What the audit log keeps of the details: the fields, not the bookkeeping. */
const audited = ({ IsComplete: _complete, ModifiedAt: _modified, ...fields }: SellerDetails) => fields;

export class SellerDetailsService {
  constructor(private readonly db: Database) {}

  async get(): Promise<SellerDetails> {
    return toSellerDetails(await readSellerDetails(this.db));
  }

  async update(context: AdminContext, request: UpdateSellerDetailsRequest): Promise<SellerDetails> {
    return this.db.transaction(async (tx) => {
      const before = toSellerDetails(await readSellerDetails(tx));
      const after = toSellerDetails(
        await writeSellerDetails(tx, {
          legalName: request.LegalName.trim(),
          legalNameAr: request.LegalNameAr.trim(),
          address: request.Address.trim(),
          addressAr: request.AddressAr.trim(),
          vatNumber: request.VatNumber,
          crNumber: request.CrNumber,
          modifiedBy: context.actor.id,
        }),
      );
      await recordAudit(tx, {
        actor: context.actor,
        action: 'seller.update',
        targetType: 'seller',
        targetId: 'marketplace',
        before: before.ModifiedAt === null ? null : audited(before),
        after: audited(after),
        ip: context.ip,
      });
      return after;
    });
  }
}
