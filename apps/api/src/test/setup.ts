import { afterEach, vi } from 'vitest';

// A test that makes the code print an error or a warning fails: such output is a bug or a missing assertion.
const fail =
  (kind: string) =>
  (...args: unknown[]) => {
    throw new Error(`console.${kind} called: ${args.map(String).join(' ')}`);
  };
vi.spyOn(console, 'error').mockImplementation(fail('error'));
vi.spyOn(console, 'warn').mockImplementation(fail('warn'));
afterEach(() => {
  vi.clearAllMocks();
});
