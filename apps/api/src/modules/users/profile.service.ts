import {
  ACCOUNT_MESSAGES,
  SESSION_MESSAGES,
  type Customer,
  type LanguagePreference,
  type Locale,
  type UpdateUserRequest,
  type UserProfile,
} from '@marketplace/contract';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../identity/access-token';
import { isSelfOrAdmin, providerOfUser } from '../../identity/access-rules';
import { forbidden, notFound } from '../../lib/http-error';
import { findUserById, setUserLanguage, updateProfile } from './users.repository';
import { toCustomer, toUserProfile } from './user.mapper';

/** Which profile a read asks for: a customer's, or a provider's or admin's with the business block. */
export type ProfileKind = 'customer' | 'provider';

/** The signed-in user's own profile: read it, and (customers, once verified) change it. */
export class ProfileService {
  constructor(private readonly db: Database) {}

  async read(caller: AuthUser, userId: string, kind: ProfileKind): Promise<UserProfile> {
    // A caller who may not see this profile learns nothing, not even whether it exists.
    if (!isSelfOrAdmin(caller, userId)) throw forbidden(ACCOUNT_MESSAGES.profileNotYours);
    const user = await findUserById(this.db, userId);
    const fits = kind === 'customer' ? user?.role === 'customer' : user?.role !== 'customer';
    if (!user || !fits) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
    return toUserProfile(user, kind === 'provider' ? await providerOfUser(this.db, user.id) : undefined);
  }

  /** A customer changes their own profile, never the e-mail, once their account is verified. */
  async updateOwn(caller: AuthUser, body: UpdateUserRequest): Promise<Customer> {
    if (body.UserId !== caller.id) throw forbidden(ACCOUNT_MESSAGES.profileNotYours);
    const current = await findUserById(this.db, body.UserId);
    if (!current || current.isDeleted) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
    // Read from the database, not the token: a customer who just verified may hold an older token.
    if (!current.isActive) throw forbidden(SESSION_MESSAGES.accountNotVerified.description);
    // IsActive and IsDeleted in the body are ignored: nobody verifies or undeletes themselves.
    const updated = await updateProfile(this.db, body.UserId, {
      firstName: body.FirstName.trim(),
      lastName: body.LastName.trim(),
      phoneNumber: body.PhoneNumber.trim() || null,
      address: body.Address.trim(),
      imageUrl: body.ImageUrl.trim() || null,
    });
    return toCustomer(updated);
  }

  /** Any signed-in user chooses the language of their pages and e-mails (issue 33). */
  async setLanguage(caller: AuthUser, language: Locale): Promise<LanguagePreference> {
    if (!(await setUserLanguage(this.db, caller.id, language))) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
    return { Language: language };
  }
}
