import type { Alias } from 'vite';

/**
 * The web app is written against React's API and its types (@types/react), and runs on preact/compat:
 * the bundle and the web unit tests resolve React's modules to Preact's, so a visitor downloads about
 * 4 KB of Preact instead of React DOM's 45 (docs/decisions/109-preact-compat.md). The libraries that
 * import React (React Router, TanStack Query, react-hook-form, Testing Library) get Preact the same way.
 * Going back to React is removing this alias from vite.config.ts and vitest.config.ts.
 */
export const PREACT_COMPAT: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
