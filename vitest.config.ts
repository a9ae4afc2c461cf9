import { defineConfig } from 'vitest/config';
import { PREACT_COMPAT } from './apps/web/preact-compat.ts';

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
        // The tests run on what ships: Preact behind React's API (apps/web/preact-compat.ts).
        resolve: {
          conditions: ['module', 'browser', 'development|production'],
          alias: [
            ...PREACT_COMPAT,
            // Testing Library's CommonJS build would load React DOM through Node, past the alias: its ES build.
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
        },
        test: {
          name: 'web',
          // The libraries that import React go through Vite too, so that the alias reaches their imports:
          // left to Node, they would load React itself beside our Preact.
          server: {
            deps: {
              inline: [
                /@testing-library\/react/,
                /react-router/,
                /@tanstack\/react-query/,
                /react-hook-form/,
                /@hookform/,
              ],
            },
          },
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
