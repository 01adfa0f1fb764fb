// The bare Node `http` server of `npm run bench`'s peers section (scripts/peers/bare-http.ts starts it
// as a child process, one core to itself like a gateway): the physical limit of an answer already made.
// It reads each request's body whole and answers it with the answer recorded for that body (the bytes
// and headers our gateway sent for it), a GET with the one recorded for `GET <its path>` (a page,
// scripts/bench-ssr.ts), or with the first recorded answer for anything else. Plain
// Node, no tsx: nothing but `node:http` and the file runs per request.
//   node scripts/peers/bare-http-server.mjs <answers.json> <port>
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
/** @type {{ request: string, status: number, headers: Record<string, string | string[]>, body: string }[]} */
const recorded = JSON.parse(readFileSync(file, 'utf8'));
const answers = new Map(recorded.map((a) => [a.request, { status: a.status, headers: a.headers, body: Buffer.from(a.body, 'base64') }]));
const fallback = answers.get(recorded[0].request);

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const key = req.method === 'GET' ? `GET ${req.url}` : Buffer.concat(chunks).toString('utf8');
    const answer = answers.get(key) ?? fallback;
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
});
// Above autocannon's idle time, as the gateway's keep-alive is.
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
