import { illegalProviderTransition, VERIFICATION_MESSAGES, type ProviderAccountState } from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { conflict } from '../../lib/http-error';
import type { AuthUser } from '../../identity/access-token';
import { recordAudit } from '../audit';
import { absoluteUrlIn, providerStatusMail, providerStatusNotice } from '../mail';
import { raiseNotifications } from '../notifications';
import { signalStaffInbox } from '../notifications';
import type { MailService } from '../mail';
import type { ProviderWithUser } from './provider.mapper';
import { updateProvider } from './providers.repository';
import { currentVerification } from './provider-verification';

type Verb = 'approve' | 'reject' | 'deactivate' | 'reactivate';

/**
 * The admins' account workflow (spec 4 names the states, not the moves). A rejected business may
 * be approved later (the admin reconsiders after the provider fixes the profile); no admin move
 * returns to pending (only the provider's resubmission does: provider-resubmit.ts), and a pending
 * or rejected business is never "deactivated": it was never active.
 */
const TRANSITIONS: Record<ProviderAccountState, Partial<Record<ProviderAccountState, Verb>>> = {
  pending: { active: 'approve', rejected: 'reject' },
  rejected: { active: 'approve' },
  active: { inactive: 'deactivate' },
  inactive: { active: 'reactivate' },
};

export interface StatusChange {
  actor: AuthUser;
  to: ProviderAccountState;
  reason?: string | undefined;
  ip?: string | undefined;
}

/** Admin status changes: the new state, its audit entry, the provider's notice and mail, in one transaction. */
export class ProviderStatusService {
  constructor(
    private readonly mail: MailService,
    private readonly publicUrl: string,
  ) {}

  /** Returns false when the state is already `to` (nothing written, nothing sent). Call `mail.kick()` after commit. */
  async apply(tx: DbExecutor, current: ProviderWithUser, change: StatusChange): Promise<boolean> {
    const from = current.provider.accState;
    if (from === change.to) return false;
    const verb = TRANSITIONS[from][change.to];
    if (!verb) throw conflict(illegalProviderTransition(from, change.to));
    // Issue 38: a business sells only once its documents are accepted and current.
    if (verb === 'approve' && currentVerification(current.provider) !== 'verified') {
      throw conflict(VERIFICATION_MESSAGES.notVerified);
    }
    const reason = change.reason?.trim() || null;
    await updateProvider(tx, current.provider.id, {
      accState: change.to,
      stateReason: reason,
      modifiedBy: change.actor.id,
    });
    await recordAudit(tx, {
      actor: change.actor,
      action: `provider.${verb}`,
      targetType: 'provider',
      targetId: current.provider.id,
      before: { AccState: from, StateReason: current.provider.stateReason },
      after: { AccState: change.to, StateReason: reason },
      reason,
      ip: change.ip ?? null,
    });
    // The bell says it in both languages, the mail in the provider's own: the same words (mail catalogs).
    const { businessName, businessNameAr } = current.provider;
    const english = providerStatusNotice('en', verb, businessName, reason);
    const arabic = providerStatusNotice('ar', verb, businessNameAr || businessName, reason);
    if (from === 'pending') await signalStaffInbox(tx);
    await raiseNotifications(tx, [
      {
        userId: current.user.id,
        type: 'provider.status',
        title: english.title,
        body: english.body,
        titleAr: arabic.title,
        bodyAr: arabic.body,
        link: '/provider-dashboard',
        data: { ProviderId: current.provider.id, AccState: change.to },
      },
    ]);
    const locale = current.user.language;
    await this.mail.enqueue(
      tx,
      current.user.email,
      providerStatusMail({
        locale,
        firstName: current.user.firstName,
        move: verb,
        businessName: locale === 'ar' ? businessNameAr || businessName : businessName,
        reason,
        link: absoluteUrlIn(locale, this.publicUrl, '/provider-dashboard'),
      }),
    );
    return true;
  }

  kick(): void {
    this.mail.kick();
  }
}
