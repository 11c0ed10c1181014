import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES, DELETED_USER_ERRORS, REFRESH_TOKEN_LIFETIME_SECONDS } from '@marketplace/contract';
import type { Database, DbExecutor } from '../../db/database';
import { forbidden, unauthorized } from '../../lib/http-error';
import { hashToken, randomToken } from '../../lib/random-token';
import { findUserById, type UserRow } from '../users';
import type { AccessTokenService } from '../../identity/access-token';
import {
  findRefreshTokenForUpdate,
  insertRefreshToken,
  markRefreshTokenReplaced,
  revokeRefreshFamily,
  revokeRefreshToken,
} from './tokens.repository';

export interface TokenPairIssued {
  jwtToken: string;
  refreshToken: string;
}

export interface ClientInfo {
  userAgent?: string;
  ip?: string;
}

/** Access tokens are short-lived JWTs; refresh tokens are random, stored hashed, and rotate on use. */
export class SessionService {
  constructor(
    private readonly db: Database,
    private readonly accessTokens: AccessTokenService,
  ) {}

  /** Starts a new session (a new refresh-token family). */
  async issue(db: DbExecutor, user: UserRow, client: ClientInfo): Promise<TokenPairIssued> {
    return (await this.issueInFamily(db, user, randomUUID(), client)).pair;
  }

  /**
   * Exchanges a refresh token for a new pair. A token that was already rotated away means two
   * parties hold it (one of them stole it): the whole family is revoked and both must sign in.
   */
  async refresh(presented: string, client: ClientInfo): Promise<TokenPairIssued> {
    const outcome = await this.db.transaction(async (tx) => {
      const token = await findRefreshTokenForUpdate(tx, hashToken(presented));
      if (!token) return { error: unauthorized(ACCOUNT_MESSAGES.sessionExpired) };
      if (token.revokedAt) {
        // Revoking must survive the failed refresh, so it commits with this transaction.
        if (token.replacedById) await revokeRefreshFamily(tx, token.familyId);
        return { error: unauthorized(ACCOUNT_MESSAGES.sessionExpired) };
      }
      if (token.expiresAt.getTime() <= Date.now()) return { error: unauthorized(ACCOUNT_MESSAGES.sessionExpired) };
      const user = await findUserById(tx, token.userId);
      if (!user || user.isDeleted) {
        await revokeRefreshFamily(tx, token.familyId);
        return { error: forbidden(DELETED_USER_ERRORS.removed) };
      }
      const next = await this.issueInFamily(tx, user, token.familyId, client);
      await markRefreshTokenReplaced(tx, token.id, next.id);
      return { pair: next.pair };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.pair;
  }

  /** Ends the session the refresh token belongs to; unknown tokens are ignored (logout is idempotent). */
  async logout(presented: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const token = await findRefreshTokenForUpdate(tx, hashToken(presented));
      if (token) await revokeRefreshToken(tx, token.id);
    });
  }

  private async issueInFamily(
    db: DbExecutor,
    user: UserRow,
    familyId: string,
    client: ClientInfo,
  ): Promise<{ id: string; pair: TokenPairIssued }> {
    const refreshToken = randomToken();
    const row = await insertRefreshToken(db, {
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_LIFETIME_SECONDS * 1000),
      ...client,
    });
    const jwtToken = await this.accessTokens.sign({
      id: user.id,
      role: user.role,
      email: user.email,
      isActive: user.isActive,
      isDeleted: user.isDeleted,
      emailConfirmed: user.emailConfirmed,
    });
    return { id: row.id, pair: { jwtToken, refreshToken } };
  }
}
