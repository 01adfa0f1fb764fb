import type { RunningSubgraph } from '@club/subgraph-kit';
import { TEST_SIGNING_SECRET, UpstreamRecorder, callSubgraph } from '@club/subgraph-kit/testing';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EcmTriennium } from './resolvers/EcmTriennium';
import { startFadSubgraph } from './server';
import { trienniumParent } from './triennium';

/** The triennium plan (issue 40): courses the member can start now, fewest, then the smallest total over the gap. */

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
const upstream = new UpstreamRecorder();

type Viewer = Parameters<typeof callSubgraph>[3];
const ECM = [{ code: 'ecm', active: true }];
let premium: Viewer;
let lowcredit: Viewer;
let trialPlan: Viewer;

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startFadSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: upstream.fetch });
  const login = async (email: string, userId: string, claims: Viewer) => ({ userId, upstreamToken: await upstreamLogin(up.url, email, 'Club2026!'), ...claims });
  premium = await login('premium@demo.club', '1000003', { subscriptionType: 'PREMIUM', wallets: ECM, hasFiscalCode: true });
  lowcredit = await login('premium.lowcredit@demo.club', '1000006', { subscriptionType: 'PREMIUM', wallets: ECM, hasFiscalCode: true });
  trialPlan = await login('trial.piano@demo.club', '1000040', { subscriptionType: 'TRIAL', wallets: ECM, hasFiscalCode: true });
}, 120_000);
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});
beforeEach(() => upstream.reset());

interface Step {
  gap: number;
  credits: number;
  closesGap: boolean;
  remedy: string | null;
  remedyUrl: string | null;
  courses: { id: string; credits: number; series: { name: string } | null; accessDecision: { outcome: string } | null }[];
}
const STEP = 'gap credits closesGap remedy remedyUrl courses { id credits series { name } accessDecision { outcome } }';
const PLAN = `query P($id: ID!) { _entities(representations: [{ __typename: "User", id: $id }]) { ... on User { ecmTriennium { missingToThreshold missingToObligation
  plan { toThreshold { ${STEP} } toObligation { ${STEP} } } } } } }`;
const planOf = async (viewer: Viewer, id: string) => {
  const { body } = await callSubgraph<{ _entities: { ecmTriennium: { missingToThreshold: number; missingToObligation: number; plan: { toThreshold: Step; toObligation: Step } } }[] }>(subgraph.url, PLAN, { id }, viewer);
  expect(body.errors).toBeUndefined();
  return body.data!._entities[0]!.ecmTriennium;
};
const DOCTOR_SERIES = ['Medicina', 'Legale'];
const sum = (step: Step) => Math.round(step.courses.reduce((s, c) => s + c.credits, 0) * 10) / 10;

describe('the plan a member can start', () => {
  it('trial.piano@ (balance 10): only courses up to 10 credits, of her profession, each opened by the access decision', async () => {
    const t = await planOf(trialPlan, '1000040');
    expect(t.missingToThreshold).toBe(7);
    expect(t.missingToObligation).toBe(52);
    const { toThreshold, toObligation } = t.plan;
    // A 7-credit gap gets one course, the smallest that closes it, never a 50-credit one.
    expect(toThreshold).toMatchObject({ gap: 7, closesGap: true, remedy: null, remedyUrl: null });
    expect(toThreshold.courses).toHaveLength(1);
    expect(toThreshold.courses[0]!.credits).toBeGreaterThanOrEqual(7);
    expect(toThreshold.courses[0]!.credits).toBeLessThanOrEqual(10);
    // 52 with courses of at most 10: six courses (five give at most 50).
    expect(toObligation.closesGap).toBe(true);
    expect(toObligation.courses).toHaveLength(6);
    expect(toObligation.credits).toBe(sum(toObligation));
    expect(toObligation.credits).toBeGreaterThanOrEqual(52);
    for (const course of [...toThreshold.courses, ...toObligation.courses]) {
      expect(course.credits).toBeLessThanOrEqual(10);
      expect(DOCTOR_SERIES).toContain(course.series?.name);
      expect(course.accessDecision?.outcome).toBe('OPEN');
    }
  });

  it("'Inizia il corso' on a plan course opens it (never the credits modal)", async () => {
    const course = (await planOf(trialPlan, '1000040')).plan.toThreshold.courses[0]!;
    const { body } = await callSubgraph<{ startCourse: { decision: { outcome: string }; accessUrl: string | null } }>(
      subgraph.url,
      'mutation S($id: ID!) { startCourse(courseId: $id) { decision { outcome } accessUrl } }',
      { id: course.id },
      trialPlan,
    );
    expect(body.data?.startCourse.decision.outcome).toBe('OPEN');
    expect(body.data?.startCourse.accessUrl).toBeTruthy();
  });

  it('premium@: the fewest not passed courses, in at most four catalogue calls and one wallet read', async () => {
    const t = await planOf(premium, '1000003');
    const { toThreshold, toObligation } = t.plan;
    expect(toThreshold.gap).toBe(t.missingToThreshold);
    expect(toThreshold.closesGap).toBe(true);
    expect(toThreshold.credits).toBeGreaterThanOrEqual(toThreshold.gap);
    // Fewest: without its smallest course the plan would fall short.
    const credits = toThreshold.courses.map((c) => c.credits);
    expect(credits).toEqual([...credits].sort((a, b) => b - a));
    expect(credits.reduce((s, c) => s + c, 0) - Math.min(...credits)).toBeLessThan(toThreshold.gap);
    expect(toObligation.courses.length).toBeGreaterThanOrEqual(toThreshold.courses.length);
    const passed = await up.db.query<{ course_id: number }>(`SELECT course_id FROM course_enrolments WHERE user_id = '1000003' AND status = 2`);
    const passedIds = new Set(passed.map((r) => String(r.course_id)));
    expect(toObligation.courses.some((c) => passedIds.has(c.id))).toBe(false);
    expect(upstream.paths.filter((p) => p === '/FAD/Corsi').length).toBeLessThanOrEqual(4);
    expect(upstream.paths.filter((p) => p.startsWith('/CRM/Utente/Portafogli')).length).toBeLessThanOrEqual(1);
  });

  it('premium.lowcredit@ (balance 1): nothing startable closes the gap, so the plan says extra credits would (/piani)', async () => {
    const { toThreshold } = (await planOf(lowcredit, '1000006')).plan;
    expect(toThreshold.closesGap).toBe(false);
    // Within the balance, or already in progress (spec 2 §4: statuses 1 and 2 skip the credits check).
    expect(toThreshold.courses.every((c) => c.accessDecision?.outcome === 'OPEN')).toBe(true);
    expect(toThreshold).toMatchObject({ remedy: 'BUY_CREDITS', remedyUrl: '/piani' });
  });
});

describe('the reminder', () => {
  const below = { obligation: null, portal: [], external: [{ id: 'x', provider: 'p', title: 't', date: '2026-03-01', credits: 10, certificateName: null }] };
  it('is decided by the server on the current triennium: below 70 % with fewer than 180 days left', () => {
    const reminder = (now: string) => (EcmTriennium.reminder as (t: ReturnType<typeof trienniumParent>) => unknown)(trienniumParent(below, new Date(now)));
    expect(reminder('2028-08-01T10:00:00Z')).toEqual({ daysLeft: 152, missingToThreshold: 95, threshold: 105, end: '2028-12-31' });
    expect(reminder('2026-11-27T10:00:00Z')).toBeNull();
  });
});
