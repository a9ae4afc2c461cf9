// `npx tsx bench/compare-talent.ts [count] [--old path/to/other-search.ts] [--from n] [--match text] [--shape s] [--explain] [--new-first] [--json file]`:
// the CPU each long-tail talent search costs (bench/long-tail.mjs `longTailTalentSearches`), one at a
// time, nothing kept, through `rankCandidates` (talent/search.ts): the database backend's CPU time
// (`/proc/<pid>/schedstat`, independent of how busy the shared machine is, unlike a response time) and
// this process's (`process.cpuUsage`). With `--old`, a second `rankCandidates` (a copy of the code before
// a change, beside search.ts) runs each search too, alternately on its own connection, and every answer
// is compared. The searches are grouped by shape (which criteria they give), with how often each occurs
// and what it costs in all, so the shape to work on is the one that costs most in total. Needs
// PostgreSQL on this machine (BENCH_DATABASE_URL, kweli_bench by default). The measuring is
// bench/cpu-per-search.ts, shared with bench/compare-searches.ts.
import { writeFileSync } from 'node:fs';
import { type TalentSearchQuery, talentSearchQuery } from '@kweli/shared';
import { rankCandidates } from '../apps/api/src/modules/talent/search.ts';
import {
  argument,
  commonOptions,
  measure,
  ms,
  openSides,
  percentile,
  printDearest,
  printSides,
  sum,
} from './cpu-per-search.ts';
// @ts-expect-error: a plain JavaScript module of the benchmark
import { longTailTalentSearches } from './long-tail.mjs';

const { count, from, oldPath, match } = commonOptions(300);
/** `--explain`: every statement's plan (`EXPLAIN (ANALYZE, BUFFERS)`) written to the server's log by auto_explain. */
const explain = process.argv.includes('--explain');

/** Which criteria a search gives: `title`, `word` or `words` (q), `place`, `industry`, `education`, `years`, `page`. */
export function shapeOf(q: TalentSearchQuery): string {
  const parts: string[] = [];
  if (q.job_title && /[\p{L}\p{N}]/u.test(q.job_title)) parts.push('title');
  if (q.q && /[\p{L}\p{N}]{2}/u.test(q.q)) parts.push(q.q.trim().split(/\s+/).length > 1 ? 'words' : 'word');
  if (q.city || q.county || q.country) parts.push('place');
  if (q.industry) parts.push('industry');
  if (q.education_level) parts.push('education');
  if (q.years_experience_min !== undefined || q.years_experience_max !== undefined) parts.push('years');
  if (q.page > 1) parts.push('page');
  return parts.join('+') || 'nothing';
}

const sides = await openSides(rankCandidates, 'rankCandidates', oldPath, { explain });
const onlyShape = argument('--shape');
const searches = (longTailTalentSearches(from + count) as string[])
  .slice(from)
  .filter((path) => !match || path.includes(match))
  .map((path) => ({
    path,
    query: talentSearchQuery.parse(Object.fromEntries(new URL(path, 'http://x').searchParams)),
  }))
  // `--shape` is a shape, or a regular expression when it starts with ^ (`^words?\+place\+industry`).
  .filter(
    (s) =>
      !onlyShape ||
      (onlyShape.startsWith('^')
        ? new RegExp(onlyShape).test(shapeOf(s.query))
        : shapeOf(s.query) === onlyShape),
  );
let differ = 0;
const perPath: { path: string; shape: string; dbCpu: number[] }[] = [];
for (const { path, query } of searches) {
  const measured = await measure(sides, (s) => s.run(s.db, query));
  perPath.push({ path, shape: shapeOf(query), dbCpu: measured.dbCpu });
  if (measured.differ && ++differ <= 10)
    console.info(`DIFFERENT ANSWER  ${path}\n  old ${measured.answers[0]}\n  new ${measured.answers[1]}`);
}
console.info(
  `${searches.length} talent searches from #${from}, one at a time (ms per search: p50 / p95 / mean)`,
);
printSides(sides, differ, searches.length);
const last = sides.length - 1;
const shapes = new Map<string, number[][]>();
for (const p of perPath) {
  const seen = shapes.get(p.shape) ?? sides.map(() => []);
  for (const [i, d] of p.dbCpu.entries()) seen[i]!.push(d);
  shapes.set(p.shape, seen);
}
const total = sum(perPath.map((p) => p.dbCpu[last] ?? 0));
console.info(
  `\nshapes by total database CPU (${sides.map((s) => s.name).join(' / ')}): count, total ms, share, p50, mean`,
);
for (const [shape, spent] of [...shapes].sort((a, b) => sum(b[1][last]!) - sum(a[1][last]!)))
  console.info(
    `${shape.padEnd(32)} ${String(spent[0]!.length).padStart(4)}  ${spent.map((d) => ms(sum(d))).join(' ')}` +
      `  ${((100 * sum(spent[last]!)) / total).toFixed(1).padStart(5)} %` +
      `  ${spent.map((d) => ms(percentile(d, 0.5))).join(' ')}  ${spent.map((d) => ms(sum(d) / d.length)).join(' ')}`,
  );
printDearest(sides, perPath);
// `--json file`: every search's cost on each side, to average runs made in both orders.
const jsonPath = argument('--json');
if (jsonPath)
  writeFileSync(
    jsonPath,
    JSON.stringify({
      sides: sides.map((s) => s.name),
      searches: perPath.map((p) => ({ path: p.path, dbCpu: p.dbCpu })),
    }),
  );
for (const s of sides) await s.close();
