import {
  filsToBhd,
  formatFils,
  PAYOUT_DESCRIPTIONS,
  PAYOUT_ERRORS,
  requestAmountToFils,
  resolvePaging,
  totalPages,
  type CreatePayoutRequest,
  type Payout,
  type PayoutList,
  type PayoutListQuery,
  type ProviderBalance,
  VALIDATION_MESSAGES,
} from '@marketplace/contract';
import type { Database } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { type AdminContext } from '../../identity/admin-context';
import type { AuthUser } from '../../identity/access-token';
import { raiseNotifications } from '../notifications';
import { staffUserIds } from '../notifications';
import { findBankDetails } from './bank-details.repository';
import { applyPayoutDecision } from './payout-decision';
import { payoutRequestedEvents, type PayoutVerb } from './payout-notices';
import { findPayout, listPayouts, lockPayout } from './payouts.repository';
import {
  findProviderRow,
  insertPayout,
  newReferenceNumber,
  providerBalanceFils,
  readableProvider,
} from '../transactions';
import { toPayout } from './payout.mapper';

/** Whole fils only: 1.2345 BHD is refused rather than silently rounded; 1e16 BHD is a 400, not a RangeError. */
function amountInFils(amount: number): number {
  const fils = requestAmountToFils(amount);
  if (fils === null) throw badRequest(VALIDATION_MESSAGES.amountOutOfRange);
  if (Math.abs(filsToBhd(fils) - amount) > 1e-9) throw badRequest(PAYOUT_ERRORS.amountDecimals);
  return fils;
}

/**
 * Provider balances and payouts. Settlement is manual: Bahrain's gateways do not split payments,
 * so an admin transfers the money by bank and then settles (or rejects) the request here.
 */
export class PayoutService {
  constructor(private readonly db: Database) {}

  async balance(caller: AuthUser, providerId: string): Promise<ProviderBalance> {
    await readableProvider(this.db, caller, providerId);
    const sums = await providerBalanceFils(this.db, providerId);
    return {
      ProviderId: providerId,
      TotalEarned: filsToBhd(sums.earnedFils),
      PaidOut: filsToBhd(sums.paidOutFils),
      PendingPayouts: filsToBhd(sums.pendingFils),
      AvailableBalance: filsToBhd(Math.max(0, sums.availableFils)),
    };
  }

  /**
   * Checks the balance and books the request under a lock on the provider's row: two requests
   * for the same money take turns, and the second sees the first one's pending payout.
   */
  async request(caller: AuthUser, input: CreatePayoutRequest): Promise<Payout> {
    const amountFils = amountInFils(input.Amount);
    const id = await this.db.transaction(async (tx) => {
      const provider = await findProviderRow(tx, input.ProviderId, true);
      if (provider?.userId !== caller.id) throw forbidden(PAYOUT_ERRORS.notYourBusiness);
      if (provider.accState !== 'active') throw conflict(PAYOUT_ERRORS.providerNotActive);
      // Payouts are bank transfers made by hand: without an IBAN an admin could not pay one.
      if (!(await findBankDetails(tx, provider.id))) throw conflict(PAYOUT_ERRORS.noBankDetails);
      const { availableFils } = await providerBalanceFils(tx, provider.id);
      if (availableFils <= 0) throw conflict(PAYOUT_ERRORS.nothingAvailable);
      if (amountFils > availableFils) throw conflict(PAYOUT_ERRORS.overBalance(formatFils(availableFils, 3)));
      const payoutId = await insertPayout(tx, {
        providerId: provider.id,
        amountFils,
        description: PAYOUT_DESCRIPTIONS.byBankTransfer,
        referenceNumber: newReferenceNumber('payout'),
      });
      const staff = await staffUserIds(tx);
      await raiseNotifications(tx, payoutRequestedEvents(staff, provider, payoutId, amountFils));
      return payoutId;
    });
    return toPayout((await findPayout(this.db, id))!);
  }

  async list(query: PayoutListQuery): Promise<PayoutList> {
    const { page, pageSize, offset } = resolvePaging(query.page, query.pageSize);
    const { rows, total } = await listPayouts(this.db, query.status, pageSize, offset);
    return {
      Items: rows.map(toPayout),
      Page: page,
      PageSize: pageSize,
      TotalItems: total,
      TotalPages: totalPages(total, pageSize),
    };
  }

  settle(admin: AdminContext, id: string, reference: string | undefined): Promise<Payout> {
    return this.decide(admin, id, 'settle', reference?.trim() ?? '');
  }

  reject(admin: AdminContext, id: string, reason: string): Promise<Payout> {
    return this.decide(admin, id, 'reject', reason.trim());
  }

  /** Only a pending payout changes, once: the row is locked, so a second decision sees the first. */
  private async decide(admin: AdminContext, id: string, verb: PayoutVerb, note: string): Promise<Payout> {
    await this.db.transaction(async (tx) => {
      if (!(await lockPayout(tx, id))) throw notFound(PAYOUT_ERRORS.payoutNotFound);
      const payout = (await findPayout(tx, id))!;
      if (payout.status !== 'pending') throw conflict(PAYOUT_ERRORS.notPending(payout.status));
      await applyPayoutDecision(tx, admin, payout, verb, note);
    });
    return toPayout((await findPayout(this.db, id))!);
  }
}
