// The load generator, run by bench/run.mjs in its own process so that it does not share a CPU budget
// or an event loop with the server it measures. Input: one JSON object on stdin
// { url, connections, duration, requests: [{ path, headers }] }; output: one JSON line on stdout.
// Percentiles are computed from every response time (autocannon's own histogram has no p95).
import autocannon from 'autocannon';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const options = JSON.parse(input);
const times = [];
const statuses = {};

const instance = autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.duration,
  // Asked as a browser asks: answers over 1 KB come compressed, as they do to real users.
  requests: options.requests.map((r) => ({
    method: 'GET',
    path: r.path,
    headers: { 'accept-encoding': 'gzip, deflate, br', ...r.headers },
  })),
});
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  times.push(responseTime);
  statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
});
instance.on('done', (result) => {
  times.sort((a, b) => a - b);
  const at = (p) =>
    times.length ? times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] : null;
  const round = (v) => (v === null ? null : Math.round(v * 10) / 10);
  const non2xx = Object.entries(statuses)
    .filter(([code]) => !code.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0);
  process.stdout.write(
    `${JSON.stringify({
      requests: result.requests.total,
      // Sent but not answered when the time was up (a scenario slower than its duration shows 0 requests).
      unanswered: Math.max(0, (result.requests.sent ?? 0) - result.requests.total),
      rps: Math.round(result.requests.total / (result.duration || options.duration)),
      p50: round(at(50)),
      p95: round(at(95)),
      p99: round(at(99)),
      errors: result.errors + result.timeouts + Math.max(result.non2xx, non2xx),
      statuses,
    })}\n`,
  );
});
