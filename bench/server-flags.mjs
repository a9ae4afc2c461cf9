// The Node flags the product's server starts with, read from where `npm start` sets them (the root
// package.json's `start` script: `node <flags> scripts/start.mjs`), so that the benchmarks measure the
// server users get. Each build's own worktree is read: a build measured beside another keeps its flags.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The options before the script in `npm start`'s node command, in the worktree at `root`. */
export function serverNodeFlags(root) {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const [, ...words] = scripts.start.trim().split(/\s+/);
  const flags = [];
  for (const word of words) {
    if (!word.startsWith('--')) break;
    flags.push(word);
  }
  return flags;
}
