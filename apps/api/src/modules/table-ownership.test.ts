import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A module owns its tables and is the only one to name them (docs/architecture.md). Imports of another
 * module's schema are refused by dependency-cruiser (`npm run boundaries`); this test refuses the other
 * way in: raw SQL naming another module's table. Other modules read through the owner's functions or
 * the views it publishes (migration 0017).
 */
const MODULES = fileURLToPath(new URL('./', import.meta.url));
const MIGRATIONS = fileURLToPath(new URL('../db/migrations/', import.meta.url));

/** Tables made by a migration only (no Drizzle declaration): search structures kept by triggers. */
const MIGRATION_TABLES: Record<string, string> = {
  candidate_document_postings: 'talent',
  candidate_document_words: 'talent',
  candidate_fact_postings: 'talent',
  candidate_pool_facts: 'talent',
  candidate_search_titles: 'talent',
  candidate_title_facts: 'talent',
  candidate_title_spellings: 'talent',
  job_description_words: 'jobs',
  job_description_words_gone: 'jobs',
  job_search_postings: 'jobs',
  job_search_ranks: 'jobs',
  job_search_words: 'jobs',
  notification_types: 'notifications',
  recommendation_job_changes: 'recommendations',
  recommendation_lists: 'recommendations',
  recommended_jobs: 'recommendations',
  talent_pool_changes: 'talent',
  talent_pool_order: 'talent',
  talent_pool_order_state: 'talent',
  talent_whole_years_state: 'talent',
};
/** The platform's own tables, used only through platform functions (outbox, rate limits). */
const PLATFORM_TABLES = ['outbox', 'periodic_runs', 'rate_limit_hits'];

const moduleNames = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const sourceFiles = (module: string) =>
  readdirSync(`${MODULES}${module}`)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('test-'))
    .map((file) => ({
      file: `${module}/${file}`,
      text: readFileSync(`${MODULES}${module}/${file}`, 'utf8'),
    }));

function tableOwners(): Map<string, string> {
  const owners = new Map(Object.entries(MIGRATION_TABLES));
  for (const module of moduleNames) {
    for (const { text } of sourceFiles(module)) {
      for (const match of text.matchAll(/pgTable\(\s*'([a-z_]+)'/g)) owners.set(match[1]!, module);
    }
  }
  return owners;
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('table ownership', () => {
  const owners = tableOwners();

  it('When a migration creates a table, then a module owns it', () => {
    const created = readdirSync(MIGRATIONS)
      .filter((file) => file.endsWith('.sql'))
      .flatMap((file) => [...readFileSync(`${MIGRATIONS}${file}`, 'utf8').matchAll(/CREATE TABLE (\w+)/gi)])
      .map((match) => match[1]!.toLowerCase());
    const unowned = created.filter((table) => !owners.has(table) && !PLATFORM_TABLES.includes(table));
    expect(unowned).toEqual([]);
  });

  it("When a module's SQL names a table, then the table is its own", () => {
    const foreign: string[] = [];
    for (const module of moduleNames) {
      for (const { file, text } of sourceFiles(module)) {
        for (const match of withoutComments(text).matchAll(/\b(?:from|join|update|into)\s+([a-z_]+)\b/gi)) {
          const owner = owners.get(match[1]!.toLowerCase());
          if (owner && owner !== module) foreign.push(`${file}: ${match[0]} (owned by ${owner})`);
        }
      }
    }
    expect(foreign).toEqual([]);
  });
});
