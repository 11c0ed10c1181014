import {
  DEFAULT_TOP_PROVIDERS,
  type AdminInbox,
  type AdminTopProviderList,
  type AdminTopProviderOrder,
  type DashboardStats,
  type MostSoldItemList,
  type YearlyRevenue,
} from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { bahrainMonthOf, bahrainMonthStart, monthKey, monthLabel } from '../../lib/bahrain-calendar';
import { dashboardFigures, mostSoldItems, revenueByMonth, topProviders } from './admin-dashboard.repository';
import {
  toAdminInbox,
  toAdminTopProvider,
  toDashboardStats,
  toMostSoldItem,
  toYearlyRevenue,
} from './admin-dashboard.mapper';
import { inboxCounts } from './admin-inbox.repository';

/** The admin dashboard's four blocks. `now` is injectable so "this month" can be tested. */
export class AdminDashboardService {
  constructor(
    private readonly db: DbExecutor,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The "needs action" counts behind the back office's menu badges. */
  async inbox(): Promise<AdminInbox> {
    return toAdminInbox(await inboxCounts(this.db));
  }

  async stats(): Promise<DashboardStats> {
    const month = bahrainMonthOf(this.now());
    const row = await dashboardFigures(this.db, bahrainMonthStart(month), monthKey(month));
    return toDashboardStats(row, monthLabel(month));
  }

  async mostSold(topN = DEFAULT_TOP_PROVIDERS): Promise<MostSoldItemList> {
    return (await mostSoldItems(this.db, topN)).map(toMostSoldItem);
  }

  async topProviders(
    topN = DEFAULT_TOP_PROVIDERS,
    by: AdminTopProviderOrder = 'revenue',
  ): Promise<AdminTopProviderList> {
    return (await topProviders(this.db, topN, by)).map(toAdminTopProvider);
  }

  async yearlyRevenue(year: number): Promise<YearlyRevenue> {
    return toYearlyRevenue(year, await revenueByMonth(this.db, year));
  }
}
