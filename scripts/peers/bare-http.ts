/**
 * The bare Node `http` server beside the gateways in `npm run bench`'s peers section: what a server
 * that only sends an answer already made can do on this machine, the yardstick for our kept visitor
 * answers. The bench records our gateway's answers (status, headers, body bytes) to the identical
 * mix's requests, exactly as the load sends them, then starts bare-http-server.mjs as a child process
 * (one process, like each gateway) that answers each of those requests with its recorded answer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error plain ESM module without types
import { ROOT, stopChildren } from '../stack.mjs';

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-http-server.mjs');

/** Hop-by-hop headers and the date: the bare server's own Node `http` writes these, as the gateway's does. */
const NOT_RECORDED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

export interface RecordedAnswer {
  /** What the answer belongs to: a POST's body, or `GET <path>` for a page (bare-http-server.mjs looks it up so). */
  request: string;
  status: number;
  headers: Record<string, string | string[]>;
  /** base64 of the body's bytes. */
  body: string;
}

/** One request to `url`'s /graphql over plain `node:http` (no Accept-Encoding added, the body's bytes as sent). */
export function recordAnswer(url: string, headers: Record<string, string>, body: string): Promise<RecordedAnswer> {
  return record(url, { method: 'POST', path: '/graphql', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, body, request: body });
}

/** A visitor's GET of a page (`path`, its query included) from `url`, recorded the same way (scripts/bench-ssr.ts). */
export function recordPage(url: string, pagePath: string, headers: Record<string, string>): Promise<RecordedAnswer> {
  return record(url, { method: 'GET', path: pagePath, headers, body: undefined, request: `GET ${pagePath}` });
}

function record(url: string, r: { method: string; path: string; headers: Record<string, string>; body: string | undefined; request: string }): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(r.path, url), { method: r.method, headers: r.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const kept: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined && !NOT_RECORDED.has(name)) kept[name] = value;
        resolve({ request: r.request, status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks).toString('base64') });
      });
    });
    req.on('error', reject);
    req.end(r.body);
  });
}

export interface BareServer {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** Starts the bare server on `port` with the recorded answers (written to `file`); resolves once it listens. */
export async function startBareServer(answers: RecordedAnswer[], port: number, file: string): Promise<BareServer> {
  writeFileSync(file, JSON.stringify(answers));
  const child = spawn(process.execPath, [SERVER, file, String(port)], { cwd: ROOT as string, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = () => stopChildren([child], 5000) as Promise<void>;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready after 10 s: ${output.slice(-500)}`)), 10_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code ?? signal}) before it was ready: ${output.slice(-500)}`));
    });
  }).catch(async (err: unknown) => {
    await stop();
    throw err;
  });
  // Its output is not needed once it listens; keep the pipes drained.
  child.stdout!.resume();
  child.stderr!.resume();
  return { url: `http://127.0.0.1:${port}`, child, stop };
}
