/** What `pnpm bench` measures; each domain adds its hot read paths here. */
export interface BenchEndpoint {
  name: string;
  path: string;
}

export const BENCH_ENDPOINTS: BenchEndpoint[] = [
  { name: 'health check (database ping)', path: '/api/health' },
  { name: 'catalog page (newest first)', path: '/api/service-items' },
  { name: 'catalog search (misspelled)', path: '/api/service-items?Search=plumbr' },
];
