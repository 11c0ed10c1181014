import {
  ACCOUNT_MESSAGES,
  ADMIN_USER_MESSAGES,
  type AdminUser,
  type AdminUserList,
  type InviteAdminRequest,
} from '@marketplace/contract';
import type { Database } from '../../db/database';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/password';
import { randomToken } from '../../lib/random-token';
import { isUniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../audit';
import { type AdminContext } from '../../identity/admin-context';
import { revokeAllRefreshTokens, type AccountMailer } from '../auth';
import { findUserByEmail, insertInvitedAdmin, setAdminEnabled } from '../users';
import { queueAdminInvitation } from './admin-invitation';
import { toAdminUser } from './admin.mapper';
import { findAdminUserForUpdate, listAdminUsers } from './admins.repository';

/**
 * Admin accounts. Only super admins change them (the routes require the role), and nothing here
 * ever makes, changes or disables a super admin: that stays a database task.
 */
export class AdminUserService {
  constructor(
    private readonly db: Database,
    private readonly mail: AccountMailer,
    /** Where the invitation links point (config.publicUrl). */
    private readonly publicUrl: string,
  ) {}

  async list(): Promise<AdminUserList> {
    return (await listAdminUsers(this.db)).map(toAdminUser);
  }

  /** Creates the admin with no usable password and mails a link to choose one; 409 if the e-mail exists. */
  async invite(context: AdminContext, input: InviteAdminRequest): Promise<AdminUser> {
    if (input.Role !== undefined && input.Role !== 'admin') throw forbidden(ADMIN_USER_MESSAGES.onlyAdminRole);
    const email = input.Email.trim();
    if (await findUserByEmail(this.db, email)) throw conflict(ACCOUNT_MESSAGES.duplicateEmail);
    // A real hash of a secret nobody keeps: no password matches it, and a sign-in attempt costs
    // the same time as for any account (a marker value would answer faster and stand out).
    const passwordHash = await hashPassword(randomToken());
    try {
      const admin = await this.db.transaction(async (tx) => {
        const row = await insertInvitedAdmin(tx, {
          email,
          passwordHash,
          firstName: input.FirstName.trim(),
          lastName: input.LastName.trim(),
        });
        await queueAdminInvitation(tx, this.mail, this.publicUrl, row);
        const after = toAdminUser(row);
        await recordAudit(tx, { ...auditBase(context, row.id), action: 'admin.invite', before: null, after });
        return after;
      });
      this.mail.kick();
      return admin;
    } catch (error) {
      // Two invitations racing for one address: the unique index decides, the loser gets the 409.
      if (isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.duplicateEmail);
      throw error;
    }
  }

  /**
   * Disables (IsActive false) or enables an admin. Disabling revokes every refresh token, so the
   * admin's sessions end at their next refresh (access tokens live 15 minutes at most). Applying
   * the same state again changes nothing but is still recorded (the super admin did act).
   */
  async setActive(context: AdminContext, id: string, isActive: boolean): Promise<AdminUser> {
    if (id === context.actor.id) throw forbidden(ADMIN_USER_MESSAGES.cannotDisableSelf);
    return this.db.transaction(async (tx) => {
      const row = await findAdminUserForUpdate(tx, id);
      if (!row) throw notFound(ADMIN_USER_MESSAGES.notFound);
      if (row.role !== 'admin') throw forbidden(ADMIN_USER_MESSAGES.superAdminLocked);
      const before = toAdminUser(row);
      const after = toAdminUser(await setAdminEnabled(tx, id, isActive));
      if (!isActive) await revokeAllRefreshTokens(tx, id);
      const action = isActive ? 'admin.enable' : 'admin.disable';
      await recordAudit(tx, { ...auditBase(context, id), action, before, after });
      return after;
    });
  }
}

const auditBase = (context: AdminContext, targetId: string) => ({
  actor: context.actor,
  targetType: 'admin',
  targetId,
  ip: context.ip,
});
