// The load client of `npm run bench`'s physical-limit section (scripts/bench-physical.ts starts it as a
// child process): autocannon in a process of its own, so the load it makes is not capped by the
// bench's own process, which also runs the measured server's bookkeeping. One target, one request:
// a POST by default (the kept GraphQL answers), or `method` (GET for a page, scripts/bench-ssr.ts).
//   node scripts/peers/load-client.mjs '<json: { url, method?, headers, body?, connections, seconds }>'
// Prints one JSON line: requests, req/s, p50/p99 latency (ms), non-2xx answers, errors, timeouts.
import autocannon from 'autocannon';

const { url, method = 'POST', headers, body, connections, seconds } = JSON.parse(process.argv[2]);
const result = await autocannon({ url, method, headers, body, connections, duration: seconds, pipelining: 1 });
process.stdout.write(
  `${JSON.stringify({
    requests: result.requests.total,
    reqPerS: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  })}\n`,
);
