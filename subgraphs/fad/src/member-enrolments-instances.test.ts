import { SharedRedis } from '@club/shared-state';
import { startTestRedis, type TestRedis } from '@club/shared-state/testing';
import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph } from '@club/subgraph-kit/testing';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import { MemberEnrolments } from './member-enrolments';
import { startFadSubgraph } from './server';

// Several fad instances (deploy/compose.yaml runs two) each keep members' enrolments: a course
// started through one must show as started on the others at once, which the shared Redis carries
// (channel fad:enrolments:drop). A real redis-server, a real upstream, three real subgraph servers.

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let redis: TestRedis;
const shared: SharedRedis[] = [];
const subgraphs: RunningSubgraph[] = [];
let instanceA: RunningSubgraph;
let instanceB: RunningSubgraph;
/** An instance without the shared Redis: what every instance was before the channel. */
let alone: RunningSubgraph;
let premium: NonNullable<Parameters<typeof callSubgraph>[3]>;

// Long lifetimes: only a drop can make an instance forget what it keeps.
const SETTINGS = { ttlMs: 60_000, maxMembers: 100 };

async function startInstance(withRedis: boolean): Promise<RunningSubgraph> {
  const connection = withRedis ? new SharedRedis(redis.url, { name: 'fad-test' }) : null;
  if (connection) shared.push(connection);
  const enrolments = new MemberEnrolments(SETTINGS, connection);
  if (connection) expect(await connection.waitUntilSubscribed()).toBe(true);
  const subgraph = await startFadSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, memberEnrolments: enrolments });
  subgraphs.push(subgraph);
  return subgraph;
}

type Card = { id: string; viewerStatus: { started: boolean } | null };
async function catalogue(subgraph: RunningSubgraph): Promise<Card[]> {
  const res = await callSubgraph<{ courseCatalogue: { items: Card[] } }>(subgraph.url, '{ courseCatalogue(input: { page: 1 }) { items { id viewerStatus { started } } } }', {}, premium);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.courseCatalogue.items;
}
const started = (cards: Card[], id: string) => cards.find((c) => c.id === id)?.viewerStatus?.started ?? false;

beforeAll(async () => {
  [up, redis] = await Promise.all([startTestUpstream(), startTestRedis()]);
  instanceA = await startInstance(true);
  instanceB = await startInstance(true);
  alone = await startInstance(false);
  const token = await upstreamLogin(up.url, 'premium@demo.club', 'Club2026!');
  premium = { subscriptionType: 'PREMIUM', wallets: [{ code: 'ecm', active: true, status: 1 }], hasFiscalCode: true, userId: '1000003', upstreamToken: token };
}, 60_000);
afterAll(async () => {
  await Promise.all(subgraphs.map((s) => s.close()));
  await Promise.all(shared.map((s) => s.close()));
  await redis?.stop();
  await up?.close();
});

describe("a member's kept enrolments across fad instances", () => {
  it('a course started through one instance shows as started on another at once; an instance without the shared Redis still shows the old status', async () => {
    const course = (await catalogue(instanceB)).find((c) => !c.viewerStatus?.started)!;
    expect(course).toBeDefined();
    expect(started(await catalogue(alone), course.id)).toBe(false);

    const res = await callSubgraph<{ startCourse: { accessUrl: string | null } }>(instanceA.url, 'mutation($id: ID!) { startCourse(courseId: $id) { accessUrl } }', { id: course.id }, premium);
    expect(res.body.data?.startCourse, JSON.stringify(res.body)).toMatchObject({ accessUrl: expect.any(String) });

    expect(started(await catalogue(instanceA), course.id)).toBe(true);
    expect(started(await catalogue(instanceB), course.id)).toBe(true);
    // Kept for its 60 s lifetime: nothing told this one.
    expect(started(await catalogue(alone), course.id)).toBe(false);
  });
});
