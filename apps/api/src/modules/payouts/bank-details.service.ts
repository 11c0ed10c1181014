import {
  BANK_DETAILS_MESSAGES,
  isValidBahrainIban,
  maskIban,
  normalizeIban,
  type BankDetails,
  type UpdateBankDetailsRequest,
} from '@marketplace/contract';
import type { Database } from '../../db/database';
import { badRequest, forbidden } from '../../lib/http-error';
import { recordAudit } from '../audit';
import { type AdminContext } from '../../identity/admin-context';
import { findBankDetails, upsertBankDetails, type BankDetailsRow } from './bank-details.repository';
import { findProviderRow, readableProvider } from '../transactions';
import { toBankDetails } from './bank-details.mapper';

/** What the audit log keeps of the details: never the whole IBAN (the log is append-only). */
function auditView(row: Pick<BankDetailsRow, 'accountHolder' | 'bankName' | 'iban'>) {
  return { AccountHolder: row.accountHolder, BankName: row.bankName, Iban: maskIban(row.iban) };
}

/** Payout bank details: read by the provider and admins, written by the provider only. */
export class BankDetailsService {
  constructor(private readonly db: Database) {}

  /** null while none were given: "not yet" is a normal state of a new business, not an error. */
  async get(caller: AdminContext['actor'], providerId: string): Promise<BankDetails | null> {
    await readableProvider(this.db, caller, providerId);
    const row = await findBankDetails(this.db, providerId);
    return row ? toBankDetails(row) : null;
  }

  /** Only the business's own user: an admin paying out must not be able to redirect the money. */
  async update(context: AdminContext, providerId: string, input: UpdateBankDetailsRequest): Promise<BankDetails> {
    const iban = normalizeIban(input.Iban);
    await this.db.transaction(async (tx) => {
      const provider = await findProviderRow(tx, providerId, true);
      if (provider?.userId !== context.actor.id) throw forbidden(BANK_DETAILS_MESSAGES.notYourBusiness);
      if (!isValidBahrainIban(iban)) throw badRequest(BANK_DETAILS_MESSAGES.ibanInvalid);
      const before = await findBankDetails(tx, providerId);
      const values = { accountHolder: input.AccountHolder.trim(), bankName: input.BankName.trim(), iban };
      await upsertBankDetails(tx, { providerId, ...values, modifiedBy: context.actor.id });
      await recordAudit(tx, {
        actor: context.actor,
        action: 'provider.bank-details',
        targetType: 'provider',
        targetId: providerId,
        before: before ? auditView(before) : null,
        after: auditView(values),
        ip: context.ip,
      });
    });
    return toBankDetails((await findBankDetails(this.db, providerId))!);
  }
}
