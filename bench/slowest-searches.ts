// `npx tsx bench/slowest-searches.ts [count]`: computes each search of the long tail (bench/long-tail.mjs)
// once with `searchJobs`, one at a time, nothing kept, on the benchmark database, and prints the slowest
// ones with their time: the shapes whose plans docs/performance.md reads. Talent searches with
// `--talent`.
import { jobSearchQuery, talentSearchQuery } from '@kweli/shared';
import { connectDatabase } from '../apps/api/src/db/connect.ts';
import { searchJobs } from '../apps/api/src/modules/jobs/search.ts';
import { rankCandidates } from '../apps/api/src/modules/talent/search.ts';
// @ts-expect-error: a plain JavaScript module of the benchmark
import { longTailJobSearches, longTailTalentSearches } from './long-tail.mjs';

const talent = process.argv.includes('--talent');
const count = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 300);
const database = await connectDatabase({
  url: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kweli_bench',
  poolSize: 1,
});
const paths: string[] = talent ? longTailTalentSearches(count) : longTailJobSearches(count);
const times: { path: string; ms: number }[] = [];
for (const path of paths) {
  const params = Object.fromEntries(new URL(path, 'http://x').searchParams);
  const started = performance.now();
  if (talent) await rankCandidates(database.db, talentSearchQuery.parse(params));
  else await searchJobs(database.db, jobSearchQuery.parse(params));
  times.push({ path, ms: Math.round((performance.now() - started) * 10) / 10 });
}
times.sort((a, b) => b.ms - a.ms);
const at = (p: number) => [...times].reverse()[Math.min(times.length - 1, Math.floor(p * times.length))]?.ms;
console.info(`${times.length} searches: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${times[0]?.ms} ms`);
for (const t of times.slice(0, 25)) console.info(`${String(t.ms).padStart(8)}  ${t.path}`);
await database.close();
