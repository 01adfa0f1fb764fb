import type { RunningSubgraph } from '@club/subgraph-kit';
import { TEST_SIGNING_SECRET, UpstreamRecorder, callSubgraph } from '@club/subgraph-kit/testing';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import { ECM_NATIONAL_OBJECTIVES } from '@club/policy';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { obligationOf } from './obligation';
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
  coveredAreas: string[];
  courses: { id: string; credits: number; ecmObjective: number | null; ecmObjectiveArea: string | null; series: { name: string } | null; accessDecision: { outcome: string } | null }[];
}
const STEP = 'gap credits coveredAreas closesGap remedy remedyUrl courses { id credits ecmObjective ecmObjectiveArea series { name } accessDecision { outcome } }';
const PLAN = `query P($id: ID!) { _entities(representations: [{ __typename: "User", id: $id }]) { ... on User { ecmTriennium { missingToThreshold missingToObligation
  creditsByArea { area earned } plan { missingAreas toThreshold { ${STEP} } toObligation { ${STEP} } } } } } }`;
interface Triennium {
  missingToThreshold: number;
  missingToObligation: number;
  creditsByArea: { area: string; earned: number }[];
  plan: { missingAreas: string[]; toThreshold: Step; toObligation: Step };
}
const planOf = async (viewer: Viewer, id: string) => {
  const { body } = await callSubgraph<{ _entities: { ecmTriennium: Triennium }[] }>(subgraph.url, PLAN, { id }, viewer);
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

describe('the objective areas still missing (issue 40)', () => {
  it('trial.piano@ has credits only in technical-professional objectives: the plan covers process and system objectives without more courses', async () => {
    const t = await planOf(trialPlan, '1000040');
    expect(t.creditsByArea.filter((a) => a.earned === 0).map((a) => a.area)).toEqual(['PROCESSI', 'SISTEMA']);
    expect(t.plan.missingAreas).toEqual(['PROCESSI', 'SISTEMA']);
    const { toThreshold, toObligation } = t.plan;
    // Still the fewest courses (1 and 6): the areas only choose among plans of that size.
    expect(toThreshold.courses).toHaveLength(1);
    expect(toObligation.courses).toHaveLength(6);
    // One course covers one missing area; six cover both.
    expect(toThreshold.coveredAreas).toHaveLength(1);
    expect(['PROCESSI', 'SISTEMA']).toContain(toThreshold.courses[0]!.ecmObjectiveArea);
    expect(toThreshold.coveredAreas).toEqual([toThreshold.courses[0]!.ecmObjectiveArea]);
    expect(toObligation.coveredAreas).toEqual(['PROCESSI', 'SISTEMA']);
    for (const area of ['PROCESSI', 'SISTEMA']) expect(toObligation.courses.some((c) => c.ecmObjectiveArea === area)).toBe(true);
    // Each course's area is its national objective's (the policy's table holds the upstream's).
    for (const c of [...toThreshold.courses, ...toObligation.courses]) expect(ECM_NATIONAL_OBJECTIVES[c.ecmObjectiveArea as keyof typeof ECM_NATIONAL_OBJECTIVES]).toContain(c.ecmObjective);
  });

  it("premium@'s 2023-2025: passed portal courses count in their course's area, not all as technical-professional", async () => {
    const { body } = await callSubgraph<{ _entities: { ecmTriennium: { creditsByArea: { area: string; earned: number }[] } }[] }>(
      subgraph.url,
      'query P($id: ID!) { _entities(representations: [{ __typename: "User", id: $id }]) { ... on User { ecmTriennium(triennium: "2023-2025") { creditsByArea { area earned } } } } }',
      { id: '1000003' },
      premium,
    );
    expect(body.errors).toBeUndefined();
    const rows = await up.db.query<{ area: string; credits: string }>(
      `SELECT c.ecm_objective_area AS area, sum(c.credits)::text AS credits FROM course_enrolments e JOIN courses c ON c.id = e.course_id
        WHERE e.user_id = '1000003' AND e.status = 2 AND (e.ended_at AT TIME ZONE 'Europe/Rome')::date BETWEEN '2023-01-01' AND '2025-12-31' GROUP BY 1`,
    );
    const portal = (area: string) => Number(rows.find((r) => r.area === area)?.credits ?? 0);
    // The seed's passed courses of that triennium: responsibility and patient safety (system), change management (process).
    expect(portal('SISTEMA')).toBeGreaterThan(0);
    expect(portal('PROCESSI')).toBeGreaterThan(0);
    const byArea = Object.fromEntries(body.data!._entities[0]!.ecmTriennium.creditsByArea.map((a) => [a.area, a.earned]));
    expect(byArea.SISTEMA).toBeCloseTo(portal('SISTEMA'), 1);
    expect(byArea.PROCESSI).toBeCloseTo(portal('PROCESSI'), 1);
  });

  it('a portal credit without an area counts in the portal default (PORTAL_COURSE_AREA)', () => {
    const period = { start: '2026-01-01', end: '2028-12-31', standardObligation: 150 };
    const portal = (courseId: string, area: 'PROCESSI' | 'SISTEMA' | null) => ({ courseId, eventCode: `2506-${courseId}`, title: 't', provider: '2506', date: '2026-05-01', credits: 5, area });
    const { capped } = obligationOf({ obligation: null, portal: [portal('1', 'SISTEMA'), portal('2', null), portal('3', 'PROCESSI')], external: [] }, period);
    expect(capped.byArea.map((a) => [a.area, a.earned])).toEqual([
      ['TECNICO_PROFESSIONALE', 5],
      ['PROCESSI', 5],
      ['SISTEMA', 5],
    ]);
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
