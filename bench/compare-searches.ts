// `npx tsx bench/compare-searches.ts [count] [--old path/to/other-search.ts] [--from n] [--match text]`: the CPU each long-tail
// job search costs (bench/long-tail.mjs), one at a time, nothing kept: the database backend's CPU time
// (`/proc/<pid>/schedstat`, nanoseconds: independent of how busy the shared machine is, unlike a
// response time) and this process's (`process.cpuUsage`: building the statements, the driver, the rows).
// With `--old`, a second `searchJobs` (a copy of the code before a change, beside search.ts) runs each
// search too, alternately on its own connection, and every answer is compared: the figures before and
// after come from the same minutes, and a changed answer is printed. Needs PostgreSQL on this machine.
// The measuring is bench/cpu-per-search.ts, shared with bench/compare-talent.ts.
import { jobSearchQuery } from '@kweli/shared';
import { searchJobs } from '../apps/api/src/modules/jobs/search.ts';
import { commonOptions, measure, openSides, printDearest, printSides } from './cpu-per-search.ts';
// @ts-expect-error: a plain JavaScript module of the benchmark
import { longTailJobSearches } from './long-tail.mjs';

const { count, from, oldPath, match } = commonOptions(400);
const sides = await openSides(searchJobs, 'searchJobs', oldPath);
const paths: string[] = (longTailJobSearches(from + count) as string[])
  .slice(from)
  // `--match` is a text the search's address holds, or a regular expression when it starts with ^
  // (`^.*sort=(date|salary)&page=([5-9]|\d\d)$`: the deep pages in date or pay order).
  .filter((path) => !match || (match.startsWith('^') ? new RegExp(match).test(path) : path.includes(match)));
const now = new Date();
let differ = 0;
const perPath: { path: string; dbCpu: number[] }[] = [];
for (const path of paths) {
  const query = jobSearchQuery.parse(Object.fromEntries(new URL(path, 'http://x').searchParams));
  const measured = await measure(sides, (s) => s.run(s.db, query, { now }));
  perPath.push({ path, dbCpu: measured.dbCpu });
  if (measured.differ && ++differ <= 10) console.info(`DIFFERENT ANSWER  ${path}`);
}
console.info(`${paths.length} searches from #${from}, one at a time (ms per search: p50 / p95 / mean)`);
printSides(sides, differ, paths.length);
printDearest(sides, perPath);
for (const s of sides) await s.close();
