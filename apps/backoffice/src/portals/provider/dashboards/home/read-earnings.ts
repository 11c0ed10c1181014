import type { Api } from '@marketplace/client';
import type { ProviderTransaction } from '@marketplace/contract';

// The provider's earnings since a day, read page by page (newest first) until the list passes
// that day. The API serves 100 a page and has no date filter for providers; 30 pages (3,000
// earnings in the range and the one before) bound the reading of a very busy provider.

const PAGE_SIZE = 100;
const MAX_PAGES = 30;

export async function readEarningsSince(api: Api, providerId: string, since: string): Promise<ProviderTransaction[]> {
  const rows: ProviderTransaction[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const list = await api.transactions.listForProvider(providerId, { type: 'earning', page, pageSize: PAGE_SIZE });
    rows.push(...list.Items);
    const last = list.Items.at(-1);
    if (!list.hasMore || !last || last.CreatedAt < since) break;
  }
  return rows;
}
