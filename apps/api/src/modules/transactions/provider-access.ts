import { PROVIDER_ERRORS, TRANSACTION_ERRORS } from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { forbidden, notFound } from '../../lib/http-error';
import { isSelfOrAdmin } from '../../identity/access-rules';
import type { AuthUser } from '../../identity/access-token';
import { findProviderRow } from './transactions.repository';

/**
 * The provider whose money the caller may see: their own business, or any for an admin. Anyone
 * else gets 403 whether or not the id exists (ids cannot be probed); admins get 404 for an unknown id.
 */
export async function readableProvider(db: DbExecutor, caller: AuthUser, providerId: string) {
  const provider = await findProviderRow(db, providerId);
  if (!isSelfOrAdmin(caller, provider?.userId)) throw forbidden(TRANSACTION_ERRORS.notYourBusiness);
  if (!provider) throw notFound(PROVIDER_ERRORS.notFound);
  return provider;
}
