import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from '@club/upstream/testing';
import { GatewayClient, startTestStack } from '../test-kit';

/**
 * Idempotency keys through the whole federation: the browser's Idempotency-Key on a GraphQL
 * mutation reaches the upstream write, so a retried request writes once and gets the same answer,
 * scoped to the member who sent it.
 */

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let stack: Awaited<ReturnType<typeof startTestStack>>;
let premium: GatewayClient;
let trial: GatewayClient;
let news: string[];

const START = `mutation Start($id: ID!) { startCourse(courseId: $id) { accessUrl decision { outcome } } }`;
const ADD = `mutation Add($id: ID!) { addFavourite(contentId: $id) { content { id isFavourite } toast { message } } }`;
const REMOVE = `mutation Remove($id: ID!) { removeFavourite(contentId: $id) { content { id isFavourite } toast { message } } }`;

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** One GraphQL request as the browser sends it, with the member's cookie and an optional key. */
async function send(client: GatewayClient, query: string, variables: Record<string, unknown>, key?: string): Promise<Answer> {
  const res = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: client.cookie, ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as Answer;
}

async function count(sql: string, params: unknown[]): Promise<number> {
  const [row] = await upstream.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params);
  return row!.n;
}
const playerLinks = (userId: string) => count(`course_player_links WHERE user_id = $1 AND course_id = 2`, [userId]);
const isFavourite = async (userId: string, id: string) => (await count(`cms_favourites WHERE user_id = $1 AND content_id = $2`, [userId, id])) === 1;

beforeAll(async () => {
  upstream = await startTestUpstream();
  stack = await startTestStack({ upstreamUrl: upstream.url });
  premium = new GatewayClient(stack.url);
  trial = new GatewayClient(stack.url);
  expect((await premium.login('premium@demo.club')).body.data?.login.status).toBe('SUCCESS');
  expect((await trial.login('trial@demo.club')).body.data?.login.status).toBe('SUCCESS');
  news = (await upstream.db.query<{ id: string }>(`SELECT id FROM cms_contents WHERE content_type = 'News' ORDER BY id LIMIT 5`)).map((r) => r.id);
}, 120_000);
afterAll(async () => {
  await stack?.close();
  await upstream?.close();
});

describe('Idempotency-Key through the gateway', () => {
  it('a retried startCourse with the same key writes once and answers the same URL', async () => {
    const before = await playerLinks('1000003');
    const first = await send(premium, START, { id: '2' }, 'gw-start-1');
    const retry = await send(premium, START, { id: '2' }, 'gw-start-1');
    expect(first.errors).toBeUndefined();
    expect(retry).toEqual(first);
    expect(await playerLinks('1000003')).toBe(before + 1);
  });

  it('a retried removeFavourite answers the same success instead of "not a favourite"', async () => {
    await send(premium, ADD, { id: news[0] }, 'gw-add-0');
    const first = await send(premium, REMOVE, { id: news[0] }, 'gw-remove-0');
    const retry = await send(premium, REMOVE, { id: news[0] }, 'gw-remove-0');
    expect(first).toMatchObject({ data: { removeFavourite: { content: { isFavourite: false }, toast: { message: 'Rimosso da' } } } });
    expect(retry).toEqual(first);
  });

  it("another member's request with the same key is their own write", async () => {
    await send(premium, ADD, { id: news[1] }, 'gw-shared');
    const theirs = await send(trial, ADD, { id: news[1] }, 'gw-shared');
    expect(theirs.errors).toBeUndefined();
    expect(await isFavourite('1000002', news[1]!)).toBe(true);
    expect(theirs.data).toEqual({ addFavourite: { content: { id: news[1], isFavourite: true }, toast: { message: 'Aggiunto a' } } });
  });

  it('two mutation fields of one request under one key are two writes, and its retry replays both', async () => {
    const both = `mutation Both($a: ID!, $b: ID!) { a: addFavourite(contentId: $a) { content { id isFavourite } } b: addFavourite(contentId: $b) { content { id isFavourite } } }`;
    const first = await send(premium, both, { a: news[2], b: news[3] }, 'gw-both');
    expect(first.errors).toBeUndefined();
    expect([await isFavourite('1000003', news[2]!), await isFavourite('1000003', news[3]!)]).toEqual([true, true]);
    expect(await send(premium, both, { a: news[2], b: news[3] }, 'gw-both')).toEqual(first);
  });

  it('the same key on a different request is refused and writes nothing', async () => {
    await send(premium, ADD, { id: news[2] }, 'gw-reused');
    const reused = await send(premium, ADD, { id: news[4] }, 'gw-reused');
    expect(reused.errors).toHaveLength(1);
    expect(reused.data?.addFavourite ?? null).toBeNull();
    expect(await isFavourite('1000003', news[4]!)).toBe(false);
  });
});
