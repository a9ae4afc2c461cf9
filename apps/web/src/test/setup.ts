import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { runEffectsAsReactDoes } from '../lib/preact-effects.ts';
import { clearPrefetchedAnswers } from './prefetched.ts';

// What main.tsx sets before the first render.
runEffectsAsReactDoes();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  clearPrefetchedAnswers();
  vi.restoreAllMocks();
});

// A component test that makes React or our code print an error or a warning fails.
const fail =
  (kind: string) =>
  (...args: unknown[]) => {
    throw new Error(`console.${kind} called: ${args.map(String).join(' ')}`);
  };
const originalError = console.error;
const originalWarn = console.warn;
console.error = fail('error');
console.warn = fail('warn');

export { originalError, originalWarn };
