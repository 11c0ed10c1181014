import {
  DEFAULT_TOP_PROVIDERS,
  PROVIDER_ERRORS,
  type ProviderStats,
  type TopProviderList,
} from '@marketplace/contract';
import type { Database } from '../../db/database';
import { forbidden, notFound } from '../../lib/http-error';
import { isSelfOrAdmin } from '../../identity/access-rules';
import type { AuthUser } from '../../identity/access-token';
import { providerStats, topRatedProviders } from './provider-stats.repository';
import { findProvider } from './providers.repository';
import { toProviderStats, toTopProvider } from './provider-stats.mapper';

/** The provider dashboard's figures and the public top-rated list; every sum is computed in SQL. */
export class ProviderStatsService {
  constructor(private readonly db: Database) {}

  /** Only the provider themself or an admin; anyone else gets 403 whether or not the id exists. */
  async stats(caller: AuthUser, providerId: string): Promise<ProviderStats> {
    const owner = await findProvider(this.db, providerId);
    if (!isSelfOrAdmin(caller, owner?.provider.userId)) throw forbidden(PROVIDER_ERRORS.statsNotYours);
    const row = owner && (await providerStats(this.db, providerId));
    if (!row) throw notFound(PROVIDER_ERRORS.notFound);
    return toProviderStats(providerId, row);
  }

  async topRated(topN = DEFAULT_TOP_PROVIDERS): Promise<TopProviderList> {
    const rows = await topRatedProviders(this.db, topN);
    return rows.map(toTopProvider);
  }
}
