import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from '../bench/server-flags.mjs';

/**
 * The server's young generation (decision 162): semi-spaces of 32 MB instead of V8's 1-16 MB growing with
 * what survives, so a search's short-lived rows and answers are collected in fewer scavenges. Every way
 * the product's server is started gives it, and the benchmarks start the server as `npm start` does.
 */
const ROOT = new URL('..', import.meta.url).pathname;
const YOUNG_GENERATION = '--max-semi-space-size=32';
const startScript = (file) => JSON.parse(readFileSync(`${ROOT}${file}`, 'utf8')).scripts.start;

describe("the server's node flags", () => {
  it('npm start runs the server with the young generation the benchmarks measure', () => {
    expect(startScript('package.json')).toBe(`node ${YOUNG_GENERATION} scripts/start.mjs`);
    expect(serverNodeFlags(ROOT)).toEqual([YOUNG_GENERATION]);
  });

  it("the API's own start and production's NODE_OPTIONS give the same", () => {
    expect(startScript('apps/api/package.json')).toBe(`node ${YOUNG_GENERATION} dist/main.js`);
    const operations = readFileSync(`${ROOT}docs/operations.md`, 'utf8');
    expect(operations).toContain(`NODE_OPTIONS="--max-old-space-size=160 ${YOUNG_GENERATION}"`);
  });
});
