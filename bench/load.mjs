// The load generator, run by bench/run.mjs in its own process so that it does not share a CPU budget
// or an event loop with the server it measures. Input: one JSON object on stdin
// { url | urls, connections, duration, requests: [{ path, headers }], once, timeout }; output: one JSON line on
// stdout. `once`: each request of the list is sent exactly once (a first ask of each user), then it stops.
// `timeout`: seconds a request may take before it counts as an error (autocannon's default, 10).
// Percentiles are computed from every response time (autocannon's own histogram has no p95).
//
// Every request sent is the next one of the list, whichever connection sends it (one counter shared by
// all connections), so 16 connections over 3,000 different searches ask 3,000 different things before
// any repeats; autocannon's own cycling would have every connection start with the same request.
// With several `urls` (API instances behind one database) the connections are shared out between them.
import autocannon from 'autocannon';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const options = JSON.parse(input);
const urls = options.urls ?? [options.url];
const times = [];
const statuses = {};
let next = 0;

// Asked as a browser asks: answers over 1 KB come compressed, as they do to real users.
const setupRequest = (request) => {
  const r = options.requests[next++ % options.requests.length];
  return {
    ...request,
    method: 'GET',
    path: r.path,
    headers: { 'accept-encoding': 'gzip, deflate, br', ...r.headers },
  };
};

const runOne = (url, connections) =>
  new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        ...(options.timeout ? { timeout: options.timeout } : {}),
        ...(options.once ? { amount: options.requests.length } : { duration: options.duration }),
        requests: [{ setupRequest }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });

const share = (i) =>
  Math.floor(options.connections / urls.length) + (i < options.connections % urls.length ? 1 : 0);
const results = await Promise.all(urls.map((url, i) => runOne(url, Math.max(1, share(i)))));

times.sort((a, b) => a - b);
const at = (p) =>
  times.length ? times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] : null;
const round = (v) => (v === null ? null : Math.round(v * 10) / 10);
const non2xx = Object.entries(statuses)
  .filter(([code]) => !code.startsWith('2'))
  .reduce((sum, [, n]) => sum + n, 0);
const sum = (f) => results.reduce((total, r) => total + f(r), 0);
const total = sum((r) => r.requests.total);
const seconds = Math.max(...results.map((r) => r.duration)) || options.duration;
process.stdout.write(
  `${JSON.stringify({
    requests: total,
    // The run's length: a slow scenario's rate (a fraction of a request a second) is requests / seconds.
    seconds,
    // Sent but not answered when the time was up (a scenario slower than its duration shows 0 requests).
    unanswered: Math.max(0, sum((r) => r.requests.sent ?? 0) - total),
    rps: Math.round(total / seconds),
    p50: round(at(50)),
    p95: round(at(95)),
    p99: round(at(99)),
    errors:
      sum((r) => r.errors + r.timeouts) +
      Math.max(
        sum((r) => r.non2xx),
        non2xx,
      ),
    statuses,
  })}\n`,
);
