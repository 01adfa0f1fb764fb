// Time to first byte under load, for `npm run bench`'s section `ssr` (scripts/bench-ssr.ts), in a
// process of its own like load-client.mjs. autocannon's latency is the whole answer (the last byte of
// a 100 KB page included); this client times each GET from the moment it is handed to its socket to
// the `response` event (the status line and headers parsed: the first bytes of the answer), with
// `connections` loops over one keep-alive agent of as many sockets (each loop keeps its socket), for
// `seconds`. The body is read to its end before the loop's next request, as a browser would.
// `vary: true` makes every request a new address (`?n=<run>-<count>` added to the path): a page the
// gateway has not kept, so each one is rendered (its renderer keys kept pages by path and query).
// `mustContain`: each body is read and an answer without that text is counted in `lacking` (a page
// that fell back to the shell: not rendered in time).
//   node scripts/peers/ttfb-client.mjs '<json: { url, path, headers, connections, seconds, vary?, mustContain? }>'
// Prints one JSON line: requests, req/s, TTFB p50/p90/p99/max (ms), non-2xx answers, errors, lacking.
import http from 'node:http';

const { url, path, headers, connections, seconds, vary = false, mustContain = null } = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const run = `${process.pid}${Date.now().toString(36)}`;
let count = 0;
const ttfbs = [];
let non2xx = 0;
let errors = 0;
let lacking = 0;

function addressOf() {
  if (!vary) return path;
  count += 1;
  return `${path}${path.includes('?') ? '&' : '?'}n=${run}-${count}`;
}

/** One GET: resolves with its time to first byte (ms), or null when it failed. */
function get() {
  return new Promise((resolve) => {
    let started = 0;
    const req = http.request(new URL(addressOf(), url), { method: 'GET', agent, headers }, (res) => {
      const ttfb = performance.now() - started;
      if (res.statusCode < 200 || res.statusCode >= 300) non2xx += 1;
      const chunks = [];
      res.on('end', () => {
        if (mustContain !== null && !Buffer.concat(chunks).toString('utf8').includes(mustContain)) lacking += 1;
        resolve(ttfb);
      });
      res.on('error', () => resolve(null));
      if (mustContain === null) res.resume();
      else res.on('data', (chunk) => chunks.push(chunk));
    });
    req.on('error', () => resolve(null));
    // From the moment the request is written to its socket: a socket the agent still had to free
    // or open is not the server's time.
    req.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', () => (started = performance.now()));
      else started = performance.now();
    });
    req.end();
  });
}

const deadline = Date.now() + seconds * 1000;
const startedAt = performance.now();
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (Date.now() < deadline) {
      const ttfb = await get();
      if (ttfb === null) errors += 1;
      else ttfbs.push(ttfb);
    }
  }),
);
const elapsedS = (performance.now() - startedAt) / 1000;
agent.destroy();
ttfbs.sort((a, b) => a - b);
const at = (p) => (ttfbs.length ? ttfbs[Math.min(ttfbs.length - 1, Math.ceil((p / 100) * ttfbs.length) - 1)] : 0);
const round = (v) => Math.round(v * 100) / 100;
process.stdout.write(
  `${JSON.stringify({
    requests: ttfbs.length + errors,
    reqPerS: round((ttfbs.length + errors) / elapsedS),
    p50: round(at(50)),
    p90: round(at(90)),
    p99: round(at(99)),
    max: round(at(100)),
    non2xx,
    errors,
    lacking,
  })}\n`,
);
