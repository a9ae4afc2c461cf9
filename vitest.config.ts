import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * `npm test`: the shared package, the repository's own checks, the API (real database per file) and the web
 * components (jsdom).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      // Checks over the repository itself: references to docs/product, decision numbers.
      { test: { name: 'repository', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['apps/api/src/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A screen's test clicks and types through it as a user would: a second or two alone, over
          // five on a loaded machine (browse jobs' filters, the wizards, seen at load 15-20).
          testTimeout: 20_000,
        },
      },
    ],
  },
});
