import { afterEach, vi } from 'vitest';
import { checkSqlText } from '../db/connect.ts';

// Every statement `rows` runs is written by Drizzle's writer as well, and must be the same (db/connect.ts).
checkSqlText(true);

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
