import {
  ACCOUNT_MESSAGES,
  CUSTOMER_PORTAL_LOGIN_ERRORS,
  DELETED_USER_ERRORS,
  LOGIN_ERRORS,
  PROVIDER_PORTAL_LOGIN_ERRORS,
  type Locale,
  type LoginPortal,
  type LoginRequest,
  type RegisterCustomerRequest,
  type RegisterProviderRequest,
  type Role,
} from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/database';
import { categories } from '../../db/schema/index';
import { badRequest, forbidden, TooManyRequestsError, unauthorized } from '../../lib/http-error';
import { signInFailures, signInThrottled } from '../../lib/observability/metrics';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/unique-violation';
import { notifyStaff, providerPendingNotice } from '../notifications';
import { insertRegisteredProvider } from '../providers';
import { findUserByEmail, insertUser, recordSignIn, type UserRow } from '../users';
import type { EmailLinkService } from './email-link.service';
import type { ClientInfo, SessionService, TokenPairIssued } from './session.service';
import type { SignInThrottle } from './sign-in-throttle';
import { ADMIN_ROLES } from '../../identity/access-rules';

/** Who may sign in where (spec 5): the customer portal takes customers, the other portal the rest. */
const PORTAL_ROLES: Record<LoginPortal, { roles: Role[]; wrongRole: string }> = {
  customer: { roles: ['customer'], wrongRole: CUSTOMER_PORTAL_LOGIN_ERRORS.wrongRole },
  provider: { roles: ['provider', ...ADMIN_ROLES], wrongRole: PROVIDER_PORTAL_LOGIN_ERRORS.wrongRole },
};

export interface AccountServiceDeps {
  db: Database;
  sessions: SessionService;
  emailLinks: EmailLinkService;
  signInThrottle: SignInThrottle;
}

/** The name the sign-in throttle and the device cookies know an account by. */
export const accountKey = (email: string) => email.trim().toLowerCase();

export class AccountService {
  constructor(private readonly deps: AccountServiceDeps) {}

  /** `language`: the page's the person registered on, the account's language from then on. */
  async registerCustomer(input: RegisterCustomerRequest, origin: string, language: Locale = 'en'): Promise<void> {
    await this.register(input, 'customer', origin, language, async () => undefined);
  }

  /** A provider user and their business profile, created together; the business starts `pending`. */
  async registerProvider(input: RegisterProviderRequest, origin: string, language: Locale = 'en'): Promise<void> {
    // Checked before the address is looked at, so this refusal never depends on the address.
    const [category] = await this.deps.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, input.BusinessCategoryId));
    if (!category) throw badRequest(ACCOUNT_MESSAGES.unknownCategory);
    await this.register(input, 'provider', origin, language, async (tx, user) => {
      const provider = await insertRegisteredProvider(tx, {
        userId: user.id,
        businessName: input.BusinessName.trim(),
        businessCategoryId: input.BusinessCategoryId,
        primaryLocation: input.PrimaryLocation.trim(),
        contactName: input.ContactName?.trim() || `${user.firstName} ${user.lastName}`,
        businessAddress: input.BusinessAddress?.trim() ?? '',
        website: input.Website?.trim() || null,
        businessDescription: input.BusinessDescription?.trim() ?? '',
      });
      await notifyStaff(tx, providerPendingNotice(provider));
    });
  }

  /**
   * Unknown e-mail and wrong password get the same 401 after the same work (a decoy hash is
   * checked), so answers and timings do not reveal which addresses have accounts.
   */
  async signIn(
    input: LoginRequest,
    portal: LoginPortal | 'any',
    client: ClientInfo,
    /** The nonce of this browser's device cookie for the account, if it has a genuine one. */
    device?: string,
  ): Promise<TokenPairIssued & { readonly language: Locale }> {
    const account = accountKey(input.Email);
    const { signInThrottle: throttle } = this.deps;
    const wait = await throttle.retryAfterSeconds(account, client.ip, device);
    if (wait > 0) {
      signInThrottled.inc();
      const newDevices = !device && (await throttle.newDevicesHeldBack(account));
      const message = newDevices ? ACCOUNT_MESSAGES.tooManySignInsNewDevice : ACCOUNT_MESSAGES.tooManySignIns;
      throw new TooManyRequestsError(message, wait);
    }
    const user = await findUserByEmail(this.deps.db, account);
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.Password);
    if (!user || !valid) {
      signInFailures.inc({ reason: 'credentials' });
      await throttle.recordFailure(account, client.ip, device);
      throw unauthorized(LOGIN_ERRORS.unauthorized);
    }
    await throttle.recordSuccess(account, client.ip, device);
    if (user.isDeleted) {
      signInFailures.inc({ reason: 'removed' });
      throw forbidden(DELETED_USER_ERRORS.removed);
    }
    if (portal !== 'any' && !PORTAL_ROLES[portal].roles.includes(user.role)) {
      signInFailures.inc({ reason: 'wrong-portal' });
      throw forbidden(PORTAL_ROLES[portal].wrongRole);
    }
    await recordSignIn(this.deps.db, user.id);
    return { ...(await this.deps.sessions.issue(this.deps.db, user, client)), language: user.language };
  }

  /**
   * A taken address gets the answer of a new one after the same work, so registering cannot be
   * used to find out who has an account: the password is hashed either way (argon2 is most of the
   * time), and either way one transaction queues a mail with a fresh link: the verification link
   * for a new account, or to the owner of a taken address a notice with sign-in and reset links.
   */
  private async register(
    input: RegisterCustomerRequest,
    role: Role,
    origin: string,
    language: Locale,
    addProfile: (tx: DbExecutor, user: UserRow) => Promise<void>,
  ): Promise<void> {
    const email = input.Email.trim();
    const passwordHash = await hashPassword(input.Password);
    const existing = await findUserByEmail(this.deps.db, email);
    try {
      if (existing) await this.tellOwner(existing, origin);
      else {
        await this.deps.db.transaction(async (tx) => {
          const created = await insertUser(tx, {
            email,
            passwordHash,
            role,
            firstName: input.FirstName.trim(),
            lastName: input.LastName.trim(),
            phoneNumber: input.PhoneNumber,
            language,
          });
          await addProfile(tx, created);
          await this.deps.emailLinks.queueVerification(tx, created, origin);
        });
      }
    } catch (error) {
      // Two sign-ups racing with one address: the unique index decides, the other one is told
      // like any taken address.
      if (!isUniqueViolation(error)) throw error;
      const winner = await findUserByEmail(this.deps.db, email);
      if (winner) await this.tellOwner(winner, origin);
    }
    this.deps.emailLinks.deliverSoon();
  }

  private async tellOwner(user: UserRow, origin: string): Promise<void> {
    // A removed account can neither sign in nor reset its password (see forgot-password): no mail.
    if (user.isDeleted) return;
    await this.deps.db.transaction((tx) => this.deps.emailLinks.queueRegistrationAttempt(tx, user, origin));
  }
}
