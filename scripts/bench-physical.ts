/**
 * Section `physical` of `npm run bench`: the physical limit, measured honestly. A bare Node `http`
 * server (scripts/peers/bare-http-server.mjs, a child process) sends the very bytes and headers our
 * gateway sent for a kept answer; the load client runs in a process of its own
 * (scripts/peers/load-client.mjs), so neither server's figure is capped by the bench's process. For a
 * visitor's and a member's kept answer, rounds alternate ours / bare (the machine's drift favours
 * neither), each server's CPU per request is read from its own process, and the verdict is ours ≥
 * PHYSICAL_LIMIT_TARGET × the bare server's req/s (scripts/bench-targets.ts).
 */
import path from 'node:path';
import { freePort } from '@club/shared-state/testing';
import * as docs from '../web/src/gql/graphql';
import { isGoodAnswer, row, sessionCookie } from './bench-kit';
import { physicalLimitVerdict, printVerdicts } from './bench-targets';
import { recordAnswer, startBareServer } from './peers/bare-http';
import { loadFromOwnProcess, type LoadFigures } from './peers/load-process';
import { loadAverage } from './proc-stats';
import { persistedRequest } from './web-documents';

const CONNECTIONS = 20;
const ROUNDS = 2;
/** What the web client sends with each request (Apollo Client's Accept). */
const WEB_HEADERS = { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9' };

/** One load run from the load client's own process against `url`'s GraphQL endpoint, the server `pid`'s CPU read around it. */
function loadFrom(url: string, pid: number | null, headers: Record<string, string>, body: string, seconds: number): Promise<LoadFigures> {
  return loadFromOwnProcess({ url: `${url}/graphql`, headers, body, connections: CONNECTIONS, seconds }, pid);
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const ms = (value: number | null) => (value === null ? 'n/a' : value.toFixed(3));

/** The physical-limit section against a running production-default stack (kept answers on). */
export async function physicalLimit(options: { gatewayUrl: string; gatewayPid: number | null; seconds: number; workDir: string }): Promise<void> {
  const { gatewayUrl, gatewayPid, seconds, workDir } = options;
  const member = await sessionCookie(gatewayUrl, 'premium@demo.club');
  const viewer = JSON.stringify(persistedRequest(docs.ViewerDocument));
  const cases = [
    { name: 'viewer (visitor)', headers: WEB_HEADERS, body: viewer },
    { name: 'viewer (premium member)', headers: { ...WEB_HEADERS, cookie: member }, body: viewer },
  ];
  console.log(`\n## Physical limit: our kept answers vs a bare Node http server sending the same bytes, the load client in its own process, ${CONNECTIONS} connections, ${ROUNDS} rounds alternating (load average ${loadAverage()})\n`);
  console.log('| request | server | round | req/s | p50 ms | p99 ms | non-2xx / errors | server CPU ms/req |');
  console.log('|---|---|---|---|---|---|---|---|');
  const ratios: { name: string; ratios: number[]; cpuRatio: number | null; bad: string | null }[] = [];
  for (const item of cases) {
    // Twice: the first answer is made (and kept), the second is the kept one, recorded as sent.
    await recordAnswer(gatewayUrl, item.headers, item.body);
    const answer = await recordAnswer(gatewayUrl, item.headers, item.body);
    const bad = isGoodAnswer(answer.status, Buffer.from(answer.body, 'base64').toString('utf8')) ? null : `HTTP ${answer.status}`;
    const bare = await startBareServer([answer], await freePort(), path.join(workDir, 'physical-bare-answers.json'));
    try {
      const runs = { ours: [] as LoadFigures[], bare: [] as LoadFigures[] };
      for (let round = 1; round <= ROUNDS; round++) {
        for (const [label, url, pid] of [['ours', gatewayUrl, gatewayPid], ['bare', bare.url, bare.child.pid ?? null]] as const) {
          const f = await loadFrom(url, pid, item.headers, item.body, seconds);
          runs[label].push(f);
          console.log(row([item.name, label === 'ours' ? 'our gateway' : 'bare node http', round, f.reqPerS.toFixed(0), f.p50, f.p99, `${f.non2xx} / ${f.errors + f.timeouts}`, ms(f.cpuMsPerRequest)]));
        }
      }
      const cpu = (list: LoadFigures[]) => (list.every((f) => f.cpuMsPerRequest !== null) ? mean(list.map((f) => f.cpuMsPerRequest!)) : null);
      const [oursCpu, bareCpu] = [cpu(runs.ours), cpu(runs.bare)];
      const failed = [...runs.ours, ...runs.bare].some((f) => f.non2xx + f.errors + f.timeouts > 0) ? 'answers that were not 2xx, or errors' : null;
      ratios.push({ name: item.name, ratios: runs.ours.map((f, i) => f.reqPerS / runs.bare[i]!.reqPerS), cpuRatio: oursCpu && bareCpu ? bareCpu / oursCpu : null, bad: bad ?? failed });
    } finally {
      await bare.stop();
    }
  }
  console.log('');
  for (const r of ratios) {
    console.log(`- ${r.name}: ours ÷ bare by req/s ${r.ratios.map((x) => x.toFixed(2)).join(', ')} (rounds); by CPU per request (bare's ms ÷ ours) ${r.cpuRatio === null ? 'n/a' : r.cpuRatio.toFixed(2)}${r.bad ? `; ${r.bad}` : ''}`);
  }
  printVerdicts(ratios.map((r) => physicalLimitVerdict(r.name, mean(r.ratios), r.bad)), 'Physical limit against the targets (this run)');
}
