// The catalog requests the issue names, resolved against the database being measured: the
// filtered search uses the category with the most 'repair' matches and the narrowest price
// range that still has a third page, so every database gets the same kind of request.
export interface BenchRequest {
  /** Stable across databases (the name carries a category that may differ). */
  key: string;
  name: string;
  path: string;
}

interface Page {
  TotalItems: number;
  TotalPages: number;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const PRICE_RANGES = ['0-10', '0-25', '0-50', '0-100', '0-1000'];

export async function catalogRequests(apiUrl: string): Promise<BenchRequest[]> {
  const categories = await getJson<{ CategoryId: string; CategoryName: string }[]>(`${apiUrl}/api/Category`);
  let best: { id: string; name: string; total: number } | undefined;
  for (const category of categories) {
    const page = await getJson<Page>(`${apiUrl}/api/service-items?Search=repair&CategoryId=${category.CategoryId}`);
    if (!best || page.TotalItems > best.total)
      best = { id: category.CategoryId, name: category.CategoryName, total: page.TotalItems };
  }
  if (!best) throw new Error('The catalog has no categories: was the database seeded?');
  let range = PRICE_RANGES[PRICE_RANGES.length - 1]!;
  for (const candidate of PRICE_RANGES) {
    const page = await getJson<Page>(
      `${apiUrl}/api/service-items?Search=repair&CategoryId=${best.id}&PriceRange=${candidate}`,
    );
    if (page.TotalPages >= 3) {
      range = candidate;
      break;
    }
  }
  return [
    { key: 'no filter', name: 'catalog, no filter', path: '/api/service-items' },
    { key: 'search', name: 'catalog, Search=repair', path: '/api/service-items?Search=repair' },
    // Arabic (issue 33): a word of the scale seed's Arabic names ('maintenance', typed with ha for
    // ta marbuta) and a misspelling ('cleaning' with its last letter wrong).
    {
      key: 'search arabic',
      name: 'catalog, Search=صيانه',
      path: `/api/service-items?Search=${encodeURIComponent('صيانه')}`,
    },
    {
      key: 'search arabic typo',
      name: 'catalog, Search=تنظيق (misspelt)',
      path: `/api/service-items?Search=${encodeURIComponent('تنظيق')}`,
    },
    {
      key: 'filtered',
      name: `catalog, repair in ${best.name}, ${range} BHD, page 3`,
      path: `/api/service-items?Search=repair&CategoryId=${best.id}&PriceRange=${range}&Page=3`,
    },
  ];
}
