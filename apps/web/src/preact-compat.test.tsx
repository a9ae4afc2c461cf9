import { Component as PreactComponent } from 'preact';
import { Component } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';

// What ships is React's API on Preact (docs/decisions/109-preact-compat.md): the tests must run on the same.
describe('the web tests run on Preact', () => {
  it('When a test imports React, then it gets preact/compat', async () => {
    expect(Component).toBe(PreactComponent);
    const root = document.createElement('div');
    createRoot(root).render(<p>kwa Preact</p>);
    expect(root.textContent).toBe('kwa Preact');
    // React's own packages are still installed (the libraries name them as peers): they must not load.
    expect(Object.keys(await import('react'))).not.toContain(
      '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
    );
  });
});
