import { describe, expect, it, vi } from 'vitest';

// Each portal downloads only its own data provider (pnpm bench:bundle): the admin area's module
// must not load the provider dashboard's resources, which it never calls.
vi.mock('@/portals/provider/data-provider', () => {
  throw new Error("the admin area's data provider loaded the provider dashboard's resources");
});

describe("the admin area's data provider", () => {
  it('loads without the provider dashboard resources', async () => {
    const { dataProvider } = await import('.');
    expect(typeof dataProvider.getList).toBe('function');
  });
});
