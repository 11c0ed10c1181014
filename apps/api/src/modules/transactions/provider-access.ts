import { PROVIDER_ERRORS, TRANSACTION_ERRORS } from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { forbidden, notFound } from '../../lib/http-error';
import { ADMIN_ROLES } from '../../plugins/authentication';
import type { AuthUser } from '../auth/access-token';
import { findProviderRow } from './transactions.repository';

/**
 * The provider whose money the caller may see: their own business, or any for an admin. Anyone
 * else gets 403 whether or not the id exists (ids cannot be probed); admins get 404 for an unknown id.
 */
export async function readableProvider(db: DbExecutor, caller: AuthUser, providerId: string) {
  const provider = await findProviderRow(db, providerId);
  if (!ADMIN_ROLES.includes(caller.role) && provider?.userId !== caller.id)
    throw forbidden(TRANSACTION_ERRORS.notYourBusiness);
  if (!provider) throw notFound(PROVIDER_ERRORS.notFound);
  return provider;
}
