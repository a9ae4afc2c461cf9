// `node bench/recommendations-cpu.mjs [rounds] [--old apps/api/dist-old/main.js] [--seconds 10] [--candidates 500]`:
// the CPU a recommendations answer costs in the API process and in its PostgreSQL backends, for 500
// candidates with stored lists (the bench's "recommendations, 500 candidates", nothing kept), on
// BENCH_DATABASE_URL (it stores lists: use a copy). It is bench/cpu-per-request.mjs (read its header) on
// GET /api/recommendations/recommended/ with `--users 500 --ask-twice`: every candidate asks each build
// twice (the first ask stores a list, the second reads it from storage) and the answers are compared byte
// for byte before the rounds. With `--old` (a build of the code before a change, e.g. `cp -a apps/api/dist
// apps/api/dist-old` before it, inside apps/api so that its packages resolve; remove it after, or lint
// checks it) both builds run side by side, loaded alternately. Since 27 November the API's CPU counts every
// thread of the process (before, its main thread only: the figures of the recommendations passes before
// the sixth).
const at = process.argv.indexOf('--candidates');
const candidates = at > 0 ? process.argv.splice(at, 2)[1] : '500';
process.argv.push('--path', '/api/recommendations/recommended/', '--users', candidates, '--ask-twice');
await import('./cpu-per-request.mjs');
