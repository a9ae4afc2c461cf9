// `npx tsx bench/migrate-bench.ts`: applies the app's migrations not yet applied to the benchmark database
// (as the API does when it starts), and prints their names and the time they took. A new index on the
// big tables takes minutes at 1,000,000 jobs: run before measuring rather than inside the first start.
import { connectDatabase } from '../apps/api/src/db/connect.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';

const database = await connectDatabase({
  url: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kweli_bench',
  poolSize: 1,
});
const started = performance.now();
const applied = await migrate(database);
console.info(
  applied.length
    ? `Applied ${applied.join(', ')} in ${Math.round(performance.now() - started)} ms`
    : 'Nothing to apply',
);
await database.close();
