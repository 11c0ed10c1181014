/** What `pnpm bench` measures; each domain adds its hot read paths here. */
export interface BenchEndpoint {
  name: string;
  path: string;
}

export const BENCH_ENDPOINTS: BenchEndpoint[] = [{ name: 'health check (database ping)', path: '/api/health' }];
