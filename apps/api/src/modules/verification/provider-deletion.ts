import { and, eq, inArray, sql } from 'drizzle-orm';
import { PROVIDER_ERRORS, VERIFICATION_MESSAGES, type Provider } from '@marketplace/contract';
import type { Database } from '../../db/database';
import { orderItems } from '../../db/schema/index';
import type { AuthUser } from '../../identity/access-token';
import { conflict, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit';
import { consumeEmailTokens, revokeAllRefreshTokens } from '../auth';
import { markUserDeleted } from '../users';
import { findBusiness } from './verification.repository';

// An admin deletes a business's account (issue 38): soft, as customers are deleted, so its orders,
// reviews and money keep their history; its documents stay for the retention period
// (verification-sweep.ts) and then go.

const OPEN_ITEM_STATES = ['Pending', 'Confirmed', 'InProgress'] as const;

export async function deleteProviderAccount(
  db: Database,
  admin: AuthUser,
  providerId: string,
  read: (id: string) => Promise<Provider>,
  ip?: string,
): Promise<Provider> {
  await db.transaction(async (tx) => {
    const business = await findBusiness(tx, providerId, true);
    if (!business) throw notFound(PROVIDER_ERRORS.notFound);
    if (business.isDeleted) throw conflict(VERIFICATION_MESSAGES.alreadyDeleted);
    if (business.accState === 'active') throw conflict(VERIFICATION_MESSAGES.deleteActive);
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orderItems)
      .where(and(eq(orderItems.providerId, providerId), inArray(orderItems.status, [...OPEN_ITEM_STATES])));
    if ((open?.n ?? 0) > 0) throw conflict(VERIFICATION_MESSAGES.deleteOpenOrders);
    await markUserDeleted(tx, business.userId);
    // Sign-in and refresh refuse deleted users; revoking ends the sessions at once.
    await revokeAllRefreshTokens(tx, business.userId);
    await consumeEmailTokens(tx, business.userId, 'verify-email');
    await consumeEmailTokens(tx, business.userId, 'reset-password');
    await recordAudit(tx, {
      actor: admin,
      action: 'provider.delete',
      targetType: 'provider',
      targetId: providerId,
      before: { AccState: business.accState, IsDeleted: false },
      after: { AccState: business.accState, IsDeleted: true },
      ip: ip ?? null,
    });
  });
  return read(providerId);
}
