// `npx tsx bench/prune-cpu.ts [--old-jobs FILE] [--old-talent FILE]`: the once-a-day prunes of the
// description words (jobs/description-words.ts) and of the talent document words (talent/document-words.ts)
// as a server runs them when their day has passed, each on one connection, measuring that backend's CPU
// (`/proc/<pid>/schedstat`, as bench/cpu-per-search.ts: independent of how busy the machine is) and the
// time. `--old-jobs`/`--old-talent`: a copy of the module before a change (placed beside it, in
// apps/api/src/modules/jobs or talent, so that its imports resolve), run instead of the current one. The
// prunes delete words: run it on a copy of the benchmark database (BENCH_DATABASE_URL).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { connectDatabase, rows } from '../apps/api/src/db/connect.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kweli_bench';
const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const jobsModule = option('--old-jobs') ?? '../apps/api/src/modules/jobs/description-words.ts';
const talentModule = option('--old-talent') ?? '../apps/api/src/modules/talent/document-words.ts';
const load = (path: string) => import(path.startsWith('..') ? path : resolve(path));
const { pruneDescriptionWords } = await load(jobsModule);
const { pruneDocumentWords } = await load(talentModule);

const database = await connectDatabase({ url, poolSize: 1 });
const [{ pid }] = await rows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
const backendMs = () => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;

for (const [name, prune] of [
  [`description words (${jobsModule.split('/').pop()})`, () => pruneDescriptionWords(database.db)],
  [`document words (${talentModule.split('/').pop()})`, () => pruneDocumentWords(database.db)],
] as const) {
  const cpu = backendMs();
  const began = performance.now();
  const deleted = await prune();
  console.info(
    `${name}: backend CPU ${(backendMs() - cpu).toFixed(0)} ms, ${(performance.now() - began).toFixed(0)} ms, deleted ${JSON.stringify(deleted)}`,
  );
}
await database.close();
process.exit(0);
