// What the machine a bench run ran on could do, printed with the run's figures (issue 26). The bench runs
// on whichever 2-core virtual machine the session has; the same code on the same generated data has served
// the long tail at about half on one machine of another (docs/performance.md, "The whole bench after the
// sixth passes"). Two figures make runs on different machines comparable:
// - a fixed piece of work timed in one PostgreSQL backend and in Node (the CPU's speed for our kind of
//   work: a hash per row, and a loop of string and object work in V8);
// - the CPU time the hypervisor gave other guests while the run ran ("steal", /proc/stat): a neighbour
//   taking the cores shows here, not in the load average.

import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** The median of `times` runs of `work` (ms). */
async function medianMs(work, times = 5) {
  const ms = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await work();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return Math.round(ms[Math.floor(times / 2)] * 10) / 10;
}

/** A fixed piece of V8 work: strings built, hashed by hand and kept in a map, as an API request does. */
function nodeWork() {
  const seen = new Map();
  let h = 0;
  for (let i = 0; i < 300_000; i++) {
    const s = `job-${i % 5000}-${i}`;
    for (let k = 0; k < s.length; k++) h = (h * 31 + s.charCodeAt(k)) | 0;
    seen.set(s.slice(0, 9), h);
  }
  return seen.size + h;
}

/**
 * The CPU's model, its cores, the time of the fixed work in PostgreSQL (`client`, a pg client) and in Node,
 * and PostgreSQL's `shared_buffers`: with the default 128 MB a long-tail job search read about 1,800 of its
 * 7,000 pages from the operating system's cache, a quarter of its database CPU (docs/decisions/
 * 138-postgresql-shared-buffers.md), so runs with different settings are not comparable.
 */
export async function machineReference(client) {
  const cores = cpus();
  const { rows } = await client.query('show shared_buffers');
  return {
    cpu: cores[0]?.model.trim() ?? 'unknown',
    cores: cores.length,
    sharedBuffers: rows[0]?.shared_buffers ?? 'unknown',
    postgresMs: await medianMs(() =>
      client.query("SELECT count(*) FROM generate_series(1, 1000000) g WHERE md5(g::text) LIKE 'a%'"),
    ),
    nodeMs: await medianMs(nodeWork),
  };
}

/** The machine's CPU counters (jiffies, all cores together), or null where /proc/stat is not there. */
export function cpuCounters() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal
    return { total: fields.slice(0, 8).reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
  } catch {
    return null;
  }
}

/** The share of the machine's CPU time taken by the hypervisor for others between two counters (%). */
export function stealPercent(before, after) {
  if (!before || !after || after.total === before.total) return null;
  return Math.round(((after.steal - before.steal) / (after.total - before.total)) * 1000) / 10;
}
