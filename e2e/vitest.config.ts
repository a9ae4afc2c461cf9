import { defineConfig } from 'vitest/config';

/** Browser journeys: one server on a fresh data folder for the run, Debian's Chromium, one file at a time. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: __dirname,
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // A page fills its fields after its data arrives: expect.poll waits for that as long as Playwright's
    // own waits would on a busy machine, not vitest's default second.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
