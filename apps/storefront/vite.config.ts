import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The storefront is served by apps/api at / (see apps/api/src/plugins/spa.ts). In development
// `pnpm --filter @marketplace/storefront dev` proxies /api and /media to a running API.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': apiOrigin, '/media': apiOrigin },
  },
  build: {
    // Route-level chunks come from React.lazy in src/app/router.tsx; vendor code that every page
    // needs is kept together so the first load fetches few files.
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|stylis)/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    reporters: ['default', 'json'],
    outputFile: { json: '../../.test-results/storefront.json' },
  },
});
