import { DEFAULT_COURSE_ACCESS_TYPE } from '@club/contracts';
import { sharedReads, type RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph, UpstreamRecorder } from '@club/subgraph-kit/testing';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import { MemberEnrolments } from './member-enrolments';
import { startFadSubgraph } from './server';

// A member's catalogue page in two parts: the page shared with every caller of the same filter
// (asked as a visitor), the member's enrolments kept per member. Both stores keep their answers
// here (under the test runner they keep nothing unless a test asks).

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
const enrolments = new MemberEnrolments({ ttlMs: 5_000, maxMembers: 100 });
const memberEnrolments = enrolments.items;
const upstream = new UpstreamRecorder();

type Viewer = Parameters<typeof callSubgraph>[3];
let premium: NonNullable<Viewer>;
let trial: NonNullable<Viewer>;
let premiumToken: string;

interface Status {
  status: string | null;
  started: boolean;
  subscribed: boolean;
}
interface Page {
  courseCatalogue: { total: number; items: { id: string; title: string; viewerStatus: Status | null }[] };
}

const CATALOGUE = `query($input: CourseSearchInput) { courseCatalogue(input: $input) { total items { id title viewerStatus { status started subscribed } } } }`;
const ecm = [{ code: 'ecm', active: true, status: 1 }];

async function page(viewer: Viewer = {}, input: Record<string, unknown> = { page: 1 }) {
  const res = await callSubgraph<Page>(subgraph.url, CATALOGUE, { input }, viewer);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.courseCatalogue;
}
const statuses = (p: Page['courseCatalogue']) => new Map(p.items.map((c) => [c.id, c.viewerStatus?.status ?? null]));

/** The member's statuses as the upstream gives them to the member's own search (no sharing involved). */
async function upstreamStatuses(token: string): Promise<Map<string, string | number | null>> {
  const res = await fetch(`${up.url}/FAD/Corsi`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ limit: 10, page: 1 }) });
  const body = (await res.json()) as { resultList: { id: number; status: number | null }[] };
  return new Map(body.resultList.map((c) => [String(c.id), c.status]));
}

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startFadSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: upstream.fetch, memberEnrolments: enrolments });
  premiumToken = await upstreamLogin(up.url, 'premium@demo.club', 'Club2026!');
  premium = { subscriptionType: 'PREMIUM', wallets: ecm, hasFiscalCode: true, userId: '1000003', upstreamToken: premiumToken };
  trial = { subscriptionType: 'TRIAL', wallets: ecm, userId: '1000002', upstreamToken: await upstreamLogin(up.url, 'trial@demo.club', 'Club2026!') };
});
afterAll(async () => {
  sharedReads.options.defaultTtlMs = 0;
  memberEnrolments.options.ttlMs = 0;
  await subgraph?.close();
  await up?.close();
});
beforeEach(() => {
  sharedReads.invalidateAll();
  memberEnrolments.dropAll();
  sharedReads.options.defaultTtlMs = 5_000;
  memberEnrolments.options.ttlMs = 5_000;
  upstream.reset();
});

describe("a member's catalogue page", () => {
  it('asks the page as a visitor (no token) and only the enrolments with the token, in one batched call', async () => {
    const own = await page(premium);
    expect(upstream.paths).toEqual(['/FAD/Corsi', '/FAD/Corsi/PerId']);
    expect(upstream.calls[0]!.authorization).toBeNull();
    expect(upstream.calls[1]!.authorization).toBe(`Bearer ${premiumToken}`);
    expect(upstream.calls[1]!.body).toEqual({ ids: own.items.map((c) => Number(c.id)) });
    // The statuses are the member's, as the upstream gives them to the member's own search.
    const expected = await upstreamStatuses(premiumToken);
    expect([...statuses(own).values()].filter(Boolean).length).toBeGreaterThan(0);
    for (const [id, status] of statuses(own)) expect(status === null).toBe(expected.get(id) === null);
  });

  it("shares the page between members and visitors, never a member's enrolments", async () => {
    const first = await page(premium);
    upstream.reset();
    const second = await page(trial);
    // The page was shared; the trial member's enrolments were asked with their own token.
    expect(upstream.paths).toEqual(['/FAD/Corsi/PerId']);
    expect(upstream.calls[0]!.authorization).toBe(`Bearer ${trial.upstreamToken}`);
    expect(second.items.map((c) => c.id)).toEqual(first.items.map((c) => c.id));
    const trialExpected = await upstreamStatuses(trial.upstreamToken!);
    for (const [id, status] of statuses(second)) expect(status === null).toBe(trialExpected.get(id) === null);
    expect(statuses(second)).not.toEqual(statuses(first));

    upstream.reset();
    const visitor = await page({});
    expect(upstream.paths).toEqual([]);
    expect(visitor.items.every((c) => c.viewerStatus === null)).toBe(true);

    // Asked again, each member gets their own kept enrolments, without an upstream call.
    const again = await page(premium);
    expect(upstream.paths).toEqual([]);
    expect(statuses(again)).toEqual(statuses(first));
  });

  it("drops the member's kept enrolments when they start a course, so the next page shows it", async () => {
    const before = await page(premium);
    const course = before.items.find((c) => c.viewerStatus?.status === null);
    expect(course).toBeDefined();
    const started = await callSubgraph<{ startCourse: { accessUrl: string | null } }>(subgraph.url, `mutation($id: ID!) { startCourse(courseId: $id) { accessUrl decision { outcome reason } } }`, { id: course!.id }, premium);
    expect(started.body.data?.startCourse, JSON.stringify(started.body)).toMatchObject({ accessUrl: expect.any(String) });
    upstream.reset();
    const after = await page(premium);
    expect(upstream.paths).toContain('/FAD/Corsi/PerId');
    expect(after.items.find((c) => c.id === course!.id)!.viewerStatus).toMatchObject({ started: true, subscribed: true });
  });

  it('sees a change made outside the portal once the lifetime has passed', async () => {
    // Long enough that the read just after the direct enrolment still finds the kept enrolments on a
    // busy machine (150 ms was not), short enough to wait out.
    memberEnrolments.options.ttlMs = 2_000;
    const before = await page(premium);
    const course = before.items.find((c) => c.viewerStatus?.status === null)!;
    // Enrolled at the provider directly, not through this subgraph: nothing drops the kept enrolments.
    const direct = await fetch(`${up.url}/FAD/Utente/AutoLogin/${course.id}/${encodeURIComponent(DEFAULT_COURSE_ACCESS_TYPE)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${premiumToken}` },
      body: '{}',
    });
    expect(direct.status).toBe(200);
    expect((await page(premium)).items.find((c) => c.id === course.id)!.viewerStatus!.status).toBeNull();
    await new Promise((r) => setTimeout(r, 2_100));
    expect((await page(premium)).items.find((c) => c.id === course.id)!.viewerStatus).toMatchObject({ started: true });
  });
});

describe('cache hints', () => {
  it("says in Cache-Control how long an answer may be kept: the default lifetime, never for a single sign-on link or an answer with errors", async () => {
    const kept = await callSubgraph(subgraph.url, CATALOGUE, { input: { page: 1 } }, premium);
    expect(kept.headers.get('cache-control')).toBe('max-age=5, public');
    const link = await callSubgraph<{ catalogueAccessUrl: string | null }>(subgraph.url, '{ catalogueAccessUrl }', {}, premium);
    expect(link.body.data?.catalogueAccessUrl).toEqual(expect.any(String));
    expect(link.headers.get('cache-control')).toBe('no-store');
    upstream.failing.add('/FAD/Corsi');
    const failed = await callSubgraph(subgraph.url, `{ courseSeries { id } courseCatalogue(input: { page: 2 }) { total } }`, {}, premium);
    expect(failed.body.errors?.length).toBeGreaterThan(0);
    expect(failed.headers.get('cache-control')).toBe('no-store');
  });
});
