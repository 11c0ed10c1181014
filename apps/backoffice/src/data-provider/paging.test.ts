import { describe, expect, it, vi } from 'vitest';
import { overApiPages } from './paging';

// The API serves at most 100 rows a call; react-admin's CSV export asks for 1,000 at once.
const rows = Array.from({ length: 250 }, (_, index) => index);
const fetchPage = vi.fn(async (page: number, pageSize: number) => ({
  data: rows.slice((page - 1) * pageSize, page * pageSize),
  total: rows.length,
}));

describe('overApiPages', () => {
  it('passes a page the API can serve straight through', async () => {
    fetchPage.mockClear();
    const result = await overApiPages({ pagination: { page: 2, perPage: 25 } }, fetchPage);
    expect(result).toEqual({ data: rows.slice(25, 50), total: 250 });
    expect(fetchPage.mock.calls).toEqual([[2, 25]]);
  });

  it('reads a 1,000-row page as API pages of 100 and stops at the last one', async () => {
    fetchPage.mockClear();
    const result = await overApiPages({ pagination: { page: 1, perPage: 1000 } }, fetchPage);
    expect(result).toEqual({ data: rows, total: 250 });
    expect(fetchPage.mock.calls).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
  });

  it('cuts an unaligned big page out of the API pages around it', async () => {
    fetchPage.mockClear();
    const result = await overApiPages({ pagination: { page: 2, perPage: 120 } }, fetchPage);
    expect(result.data).toEqual(rows.slice(120, 240));
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([2, 3]);
  });
});
