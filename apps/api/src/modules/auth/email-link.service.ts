import {
  ACCOUNT_MESSAGES,
  EMAIL_VERIFICATION_TOKEN_LIFETIME_SECONDS,
  PASSWORD_RESET_TOKEN_LIFETIME_SECONDS,
  RESET_PAGE_MESSAGES,
  type ResetPasswordRequest,
  type VerifyEmailResult,
} from '@marketplace/contract';
import type { Database, DbExecutor } from '../../db/database';
import type { EmailTokenPurpose } from '../../db/schema/internal-values';
import { badRequest } from '../../lib/http-error';
import { hashPassword } from '../../lib/password';
import { hashToken, randomToken } from '../../lib/random-token';
import { absoluteUrlIn, registrationAttemptMail, resetPasswordMail, verifyEmailMail } from '../mail';
import { findUserByEmail, findUserById, markEmailVerified, setPasswordHash, type UserRow } from '../users';
import type { AccountMailer } from './account-mailer';
import {
  consumeEmailTokens,
  findEmailTokenForUpdate,
  insertEmailToken,
  revokeAllRefreshTokens,
} from './tokens.repository';

/**
 * Mailed single-use links: e-mail verification (24 h) and password reset (1 h). Tokens are random,
 * stored hashed, and a new link or a successful use retires every older link of the same kind.
 * Links start with the `origin` of the request that asked for them (request.linkOrigin). Each mail
 * is in the account's language (users.language) and links to the pages in it (/ar/... in Arabic),
 * whoever asks: a reset requested from the English page still reaches an Arabic reader in Arabic.
 */
export class EmailLinkService {
  constructor(
    private readonly db: Database,
    private readonly mail: AccountMailer,
  ) {}

  async queueVerification(db: DbExecutor, user: UserRow, origin: string): Promise<void> {
    const token = await this.newToken(db, user.id, 'verify-email', EMAIL_VERIFICATION_TOKEN_LIFETIME_SECONDS);
    const link = absoluteUrlIn(user.language, origin, `/verify-email?token=${encodeURIComponent(token)}`);
    await this.mail.enqueue(
      db,
      user.email,
      verifyEmailMail({ locale: user.language, firstName: user.firstName, link }),
    );
  }

  deliverSoon(): void {
    this.mail.kick();
  }

  async verifyEmail(token: string): Promise<VerifyEmailResult> {
    const verified = await this.db.transaction(async (tx) => {
      const row = await this.usableToken(tx, token, 'verify-email');
      if (!row) return false;
      await consumeEmailTokens(tx, row.userId, 'verify-email');
      await markEmailVerified(tx, row.userId);
      return true;
    });
    return verified
      ? { Success: true, Message: ACCOUNT_MESSAGES.emailVerified }
      : { Success: false, Message: ACCOUNT_MESSAGES.verificationLinkInvalid };
  }

  /** Same answer whatever the address, so it cannot be used to find out who has an account. */
  async resendVerification(email: string, origin: string): Promise<void> {
    const user = await findUserByEmail(this.db, email);
    if (!user || user.isDeleted || user.emailConfirmed) return;
    await this.db.transaction((tx) => this.queueVerification(tx, user, origin));
    this.deliverSoon();
  }

  async forgotPassword(email: string, origin: string): Promise<void> {
    const user = await findUserByEmail(this.db, email);
    if (!user || user.isDeleted) return;
    await this.db.transaction(async (tx) => {
      const link = await this.newResetLink(tx, user, origin);
      await this.mail.enqueue(
        tx,
        user.email,
        resetPasswordMail({ locale: user.language, firstName: user.firstName, link }),
      );
    });
    this.deliverSoon();
  }

  /** Someone registered with the address of `user`: tell its owner, with sign-in and reset links. */
  async queueRegistrationAttempt(db: DbExecutor, user: UserRow, origin: string): Promise<void> {
    const signInPath = user.role === 'customer' ? '/customer-auth' : '/provider-login';
    const signInLink = absoluteUrlIn(user.language, origin, signInPath);
    const resetLink = await this.newResetLink(db, user, origin);
    await this.mail.enqueue(
      db,
      user.email,
      registrationAttemptMail({ locale: user.language, firstName: user.firstName, signInLink, resetLink }),
    );
  }

  /** A new password ends every session: all refresh tokens of the user are revoked. */
  async resetPassword(input: ResetPasswordRequest): Promise<void> {
    const passwordHash = await hashPassword(input.NewPassword);
    const done = await this.db.transaction(async (tx) => {
      const row = await this.usableToken(tx, input.Token, 'reset-password');
      const user = row && (await findUserById(tx, row.userId));
      if (!user || user.isDeleted || user.email.toLowerCase() !== input.Email.trim().toLowerCase()) return false;
      await consumeEmailTokens(tx, user.id, 'reset-password');
      await setPasswordHash(tx, user.id, passwordHash);
      await revokeAllRefreshTokens(tx, user.id);
      return true;
    });
    if (!done) throw badRequest(RESET_PAGE_MESSAGES.failed.description);
  }

  private async newResetLink(db: DbExecutor, user: UserRow, origin: string): Promise<string> {
    const token = await this.newToken(db, user.id, 'reset-password', PASSWORD_RESET_TOKEN_LIFETIME_SECONDS);
    // The reset page (spec 2.6) reads token, email and redirect; redirect picks the login page.
    const redirect = user.role === 'customer' ? 'customer-auth' : 'provider-auth';
    const query = new URLSearchParams({ token, email: user.email, redirect });
    return absoluteUrlIn(user.language, origin, `/ResetPassword?${query.toString()}`);
  }

  private async newToken(db: DbExecutor, userId: string, purpose: EmailTokenPurpose, lifetimeSeconds: number) {
    await consumeEmailTokens(db, userId, purpose);
    const token = randomToken();
    const expiresAt = new Date(Date.now() + lifetimeSeconds * 1000);
    await insertEmailToken(db, { userId, purpose, tokenHash: hashToken(token), expiresAt });
    return token;
  }

  private async usableToken(db: DbExecutor, token: string, purpose: EmailTokenPurpose) {
    const row = await findEmailTokenForUpdate(db, hashToken(token), purpose);
    if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return undefined;
    return row;
  }
}
