import { defineConfig } from 'vitest/config';

/**
 * `npm run test:reliability`: real API processes against their own databases on the PostgreSQL server
 * (TEST_DATABASE_URL, default the local one). One file at a time: each starts servers and loads them.
 */
export default defineConfig({
  test: {
    name: 'reliability',
    root: __dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
