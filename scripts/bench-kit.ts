/**
 * Pieces shared by the sections of `npm run bench` (scripts/bench.ts, scripts/bench-peers.ts): the
 * stack's secrets, signing in, the upstream's request counts, what counts as a bad answer, and
 * stopping what the bench started when it is interrupted.
 */
import { encryptPassword } from '@club/subgraph-kit';
import * as docs from '../web/src/gql/graphql';
import { persistedRequest } from './web-documents';

/** The bench stack's secrets: the peers sign the subgraphs' viewer header and open session cookies with them. */
export const BENCH_SECRETS = {
  VIEWER_SIGNING_SECRET: 'bench-viewer-signing-secret-0123',
  SESSION_SECRET: 'bench-session-secret-0123456789-abcdefgh',
};

/** One operation of the bench: its document, variables, and the persona it is sent as (a visitor without `as`). */
export interface Operation {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  as?: string;
}

export const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

export async function postWeb(url: string, body: unknown): Promise<Response> {
  return fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** Signs in as the web client does (its persisted login documents), so it works whatever the gateway accepts. */
export async function sessionCookie(url: string, username: string): Promise<string> {
  const key = (await (await postWeb(url, persistedRequest(docs.LoginPublicKeyDocument))).json()) as { data: { loginPublicKey: { publicKeyPEM: string } } };
  const res = await postWeb(url, persistedRequest(docs.LoginDocument, { username, encryptedPassword: encryptPassword(key.data.loginPublicKey.publicKeyPEM, 'Club2026!') }));
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  if (!cookie) throw new Error(`login of ${username} failed: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
  return cookie;
}

/** Requests the upstream has answered since its counts were last reset. */
export async function upstreamTotal(upstreamUrl: string): Promise<number> {
  return Object.values((await (await fetch(`${upstreamUrl}/_metrics/requests`)).json()) as Record<string, number>).reduce((a, b) => a + b, 0);
}

/** Lets the upstream drain what the previous load run left queued: waits until its request counts stop moving. */
export async function drainUpstream(upstreamUrl: string): Promise<void> {
  for (let previous = -1, current = await upstreamTotal(upstreamUrl); current !== previous; ) {
    await new Promise((r) => setTimeout(r, 500));
    previous = current;
    current = await upstreamTotal(upstreamUrl);
  }
}

/** The cheap test run on every answer of a load: a 2xx status and no GraphQL `errors`. */
export function isGoodAnswer(status: number, body: string): boolean {
  // `"errors":[` with unescaped quotes can only be a key: inside a JSON string the quotes are escaped.
  return status >= 200 && status < 300 && !body.includes('"errors":[');
}

/** What is wrong with one answer (null for a good one): a non-2xx status or GraphQL `errors` in the body. */
export function problemOf(status: number, body: string): string | null {
  if (isGoodAnswer(status, body)) return null;
  let detail = body.slice(0, 160);
  try {
    const errors = (JSON.parse(body) as { errors?: { message: string; extensions?: { code?: string } }[] }).errors ?? [];
    if (errors.length) detail = errors.map((e) => `${e.extensions?.code ?? 'error'}: ${e.message.slice(0, 100)}`).join('; ');
  } catch {
    // not JSON: keep the start of the body
  }
  return `HTTP ${status} ${detail}`;
}

const cleanups = new Set<() => Promise<void>>();

/**
 * Runs `cleanup` if the bench is interrupted (Ctrl-C, SIGTERM) before the returned function
 * unregisters it: the stack's and the peers' processes must not outlive the bench.
 */
export function stopOnInterrupt(cleanup: () => Promise<void>): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the bench's processes`);
    void Promise.allSettled([...cleanups].map((c) => c())).then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}
