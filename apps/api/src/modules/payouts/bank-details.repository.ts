import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { providerBankDetails } from '../../db/schema/index';

// The provider_bank_details table: one row per provider, written whole.

export type BankDetailsRow = typeof providerBankDetails.$inferSelect;

export async function findBankDetails(db: DbExecutor, providerId: string): Promise<BankDetailsRow | undefined> {
  const [row] = await db.select().from(providerBankDetails).where(eq(providerBankDetails.providerId, providerId));
  return row;
}

export async function upsertBankDetails(
  db: DbExecutor,
  values: { providerId: string; accountHolder: string; bankName: string; iban: string; modifiedBy: string },
): Promise<void> {
  const { accountHolder, bankName, iban, modifiedBy } = values;
  await db
    .insert(providerBankDetails)
    .values(values)
    .onConflictDoUpdate({
      target: providerBankDetails.providerId,
      set: { accountHolder, bankName, iban, modifiedBy, modifiedAt: new Date() },
    });
}
