import type { RunningSubgraph } from '@club/subgraph-kit';
import { TEST_SIGNING_SECRET, UpstreamRecorder, callSubgraph } from '@club/subgraph-kit/testing';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFadSubgraph } from './server';

/**
 * Issue 40, part history, end to end against the reference upstream and its seeded personas: the
 * insurance judged on the last complete triennium, the history, past debts, a past triennium by label.
 * The club's day is today's (December 2026 when written): the current triennium is 2026-2028.
 */

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
const upstream = new UpstreamRecorder();
type Viewer = Parameters<typeof callSubgraph>[3];
const ECM = [{ code: 'ecm', active: true }];
let below: Viewer;
let debts: Viewer;
let noecm: Viewer;

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startFadSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: upstream.fetch });
  const login = async (email: string, userId: string, claims: Viewer) => ({ userId, upstreamToken: await upstreamLogin(up.url, email, 'Club2026!'), ...claims });
  below = await login('ecm.sottosoglia@demo.club', '1000841', { subscriptionType: 'PREMIUM', wallets: ECM, hasFiscalCode: true });
  debts = await login('ecm.compensativi@demo.club', '1000842', { subscriptionType: 'PREMIUM', wallets: ECM, hasFiscalCode: true });
  noecm = await login('premium.noecm@demo.club', '1000004', { subscriptionType: 'PREMIUM', wallets: [], hasFiscalCode: true });
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});
beforeEach(() => upstream.reset());

const STANDING = 'triennium obligation generalReduction earnedTotal threshold thresholdMet missingToThreshold insuranceRuleApplies isCurrent isInsurance compensatoryGiven transcriptUrl';
const DEBT = 'triennium shortfall madeUp left until open';
const HISTORY = `query H($id: ID!, $triennium: String) { _entities(representations: [{ __typename: "User", id: $id }]) { ... on User { ecmTriennium(triennium: $triennium) {
  triennium start end earnedTotal thresholdMet transcriptUrl externalCredits { date }
  insuranceTriennium { ${STANDING} } history { ${STANDING} debt { ${DEBT} } } pastDebts { ${DEBT} }
} } } }`;

type Standing = { triennium: string; obligation: number; earnedTotal: number; debt?: unknown };
type Answer = { triennium: string; start: string; earnedTotal: number; transcriptUrl: string; externalCredits: { date: string }[]; insuranceTriennium: Standing | null; history: Standing[]; pastDebts: unknown[] };
async function historyOf(viewer: Viewer, id: string, triennium?: string) {
  const { body } = await callSubgraph<{ _entities: { ecmTriennium: Answer | null }[] }>(subgraph.url, HISTORY, { id, triennium }, viewer);
  return { triennium: body.data?._entities[0]?.ecmTriennium ?? null, errors: body.errors ?? [] };
}

describe('the insurance triennium and the history', () => {
  it('judges the insurance on 2023-2025 (80 of the 105 it asks) beside the current 2026-2028, from one upstream call', async () => {
    const { triennium, errors } = await historyOf(below, '1000841');
    expect(errors).toEqual([]);
    expect(triennium).toMatchObject({ triennium: '2026-2028', earnedTotal: 20 });
    expect(triennium!.insuranceTriennium).toEqual({
      triennium: '2023-2025', obligation: 150, generalReduction: 0, earnedTotal: 80, threshold: 105, thresholdMet: false, missingToThreshold: 25,
      insuranceRuleApplies: true, isCurrent: false, isInsurance: true, compensatoryGiven: 0, transcriptUrl: '/files/riepilogo-triennio-ecm.pdf?triennio=2023-2025',
    });
    expect(triennium!.history.map((h) => [h.triennium, h.earnedTotal])).toEqual([['2026-2028', 20], ['2023-2025', 80]]);
    expect(triennium!.pastDebts).toEqual([]);
    // The current triennium's lists stay the current triennium's.
    expect(triennium!.externalCredits.map((c) => c.date)).toEqual(['2026-03-19']);
    expect(upstream.paths.filter((p) => p === '/FAD/Triennio/Crediti')).toHaveLength(1);
  });

  it('makes up the 2020-2022 debt (60 of 100) with 2023-2025\'s 20 credits over the obligation, until 31/12/2028', async () => {
    const { triennium } = await historyOf(debts, '1000842');
    expect(triennium!.pastDebts).toEqual([{ triennium: '2020-2022', shortfall: 40, madeUp: 20, left: 20, until: '2028-12-31', open: true }]);
    expect(triennium!.history.map((h) => [h.triennium, h.obligation, h.earnedTotal])).toEqual([['2026-2028', 150, 30], ['2023-2025', 150, 170], ['2020-2022', 100, 60]]);
    expect(triennium!.history.find((h) => h.triennium === '2023-2025')).toMatchObject({ compensatoryGiven: 20, debt: null });
    expect(triennium!.history.find((h) => h.triennium === '2020-2022')).toMatchObject({ generalReduction: 50, insuranceRuleApplies: false, debt: { left: 20 } });
  });

  it('answers a past triennium by its label (its credits, its transcript), and refuses one that is not a triennium', async () => {
    const { triennium } = await historyOf(below, '1000841', '2023-2025');
    expect(triennium).toMatchObject({ triennium: '2023-2025', start: '2023-01-01', earnedTotal: 80, thresholdMet: false, transcriptUrl: '/files/riepilogo-triennio-ecm.pdf?triennio=2023-2025' });
    expect(triennium!.externalCredits).toHaveLength(3);
    const bad = await historyOf(below, '1000841', '2011-2013');
    expect(bad.triennium).toBeNull();
    expect(bad.errors[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('refuses as before: another member NOT_OWNER, without the ecm wallet WALLET_REQUIRED, before any upstream call', async () => {
    const other = await historyOf(below, '1000842', '2023-2025');
    expect(other.errors[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_OWNER' });
    const noWallet = await historyOf(noecm, '1000004', '2023-2025');
    expect(noWallet.errors[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'WALLET_REQUIRED' });
    expect(upstream.paths.filter((p) => p === '/FAD/Triennio/Crediti')).toEqual([]);
  });
});

describe("each triennium with the member's own adjustments", () => {
  const RECORD = `mutation R($input: EcmObligationAdjustmentInput!) { recordEcmObligationAdjustment(input: $input) { id kind start end credits reduction } }`;
  const DELETE = `mutation D($id: ID!) { deleteEcmObligationAdjustment(id: $id) }`;
  const LINES = `query L($id: ID!, $triennium: String) { _entities(representations: [{ __typename: "User", id: $id }]) { ... on User { ecmTriennium(triennium: $triennium) {
    obligation obligationBreakdown { obligation lines { id kind reduction note fromRecordedCredits } }
    insuranceTriennium { obligation threshold missingToThreshold } history { triennium obligation }
  } } } }`;
  type Line = { id: string; kind: string; reduction: number; note: string | null; fromRecordedCredits: boolean };
  type Lines = { obligation: number; obligationBreakdown: { obligation: number; lines: Line[] }; insuranceTriennium: { obligation: number; threshold: number; missingToThreshold: number }; history: { triennium: string; obligation: number }[] };
  const linesOf = async (viewer: Viewer, id: string, triennium?: string) =>
    (await callSubgraph<{ _entities: { ecmTriennium: Lines }[] }>(subgraph.url, LINES, { id, triennium }, viewer)).body.data!._entities[0]!.ecmTriennium;

  it("an exemption in 2024 lowers 2023-2025's obligation in the history and for the insurance, not the current one's; the triennium opened by label agrees", async () => {
    // 1 January - 30 June 2024: 182 days, 12 blocks of 15, 24 credits off 2023-2025's 150.
    const { body } = await callSubgraph<{ recordEcmObligationAdjustment: { id: string; reduction: number } }>(subgraph.url, RECORD, { input: { kind: 'ESENZIONE_MALATTIA', start: '01/01/2024', end: '30/06/2024' } }, below);
    const id = body.data!.recordEcmObligationAdjustment.id;
    try {
      // The line comes back as its own triennium counts it, not as the current one (where it is outside).
      expect(body.data!.recordEcmObligationAdjustment.reduction).toBe(24);
      const current = await linesOf(below, '1000841');
      expect(current.obligation).toBe(150);
      // Listed in the current triennium (to see and delete it), counting nothing there.
      expect(current.obligationBreakdown.lines.find((l) => l.id === id)).toEqual({ id, kind: 'ESENZIONE_MALATTIA', reduction: 0, note: 'Conta nel triennio 2023-2025.', fromRecordedCredits: false });
      expect(current.insuranceTriennium).toEqual({ obligation: 126, threshold: 88.2, missingToThreshold: 8.2 });
      expect(current.history.map((h) => [h.triennium, h.obligation])).toEqual([['2026-2028', 150], ['2023-2025', 126]]);
      const past = await linesOf(below, '1000841', '2023-2025');
      expect(past.obligation).toBe(126);
      expect(past.obligationBreakdown.lines).toEqual([{ id, kind: 'ESENZIONE_MALATTIA', reduction: 24, note: null, fromRecordedCredits: false }]);
    } finally {
      await callSubgraph(subgraph.url, DELETE, { id }, below);
    }
    expect((await linesOf(below, '1000841')).insuranceTriennium.obligation).toBe(150);
  });

  it('the credits recorded in the previous triennium are offered as its reduction; the figure entered without days names 2023-2025 and replaces the offer', async () => {
    // ecm.compensativi@ recorded 170 credits in 2023-2025: the 121+ band, 30 off, offered, not counted.
    const offered = await linesOf(debts, '1000842');
    expect(offered.obligation).toBe(150);
    expect(offered.obligationBreakdown.lines).toEqual([
      { id: 'crediti-registrati-triennio-precedente', kind: 'TRIENNIO_PRECEDENTE', reduction: 0, fromRecordedCredits: true, note: "Nel portale risultano 170 crediti nel triennio 2023-2025: se l'anagrafe Co.Ge.A.P.S. lo conferma, registra la riduzione (30 crediti in meno)." },
    ]);
    const { body } = await callSubgraph<{ recordEcmObligationAdjustment: { id: string; start: string; end: string; credits: number; reduction: number } }>(subgraph.url, RECORD, { input: { kind: 'TRIENNIO_PRECEDENTE', credits: 170 } }, debts);
    const saved = body.data!.recordEcmObligationAdjustment;
    try {
      expect(saved).toMatchObject({ start: '2023-01-01', end: '2025-12-31', credits: 170, reduction: 30 });
      const entered = await linesOf(debts, '1000842');
      expect(entered.obligation).toBe(120);
      expect(entered.obligationBreakdown.lines).toEqual([{ id: saved.id, kind: 'TRIENNIO_PRECEDENTE', reduction: 30, note: null, fromRecordedCredits: false }]);
      // 2023-2025's own obligation is not lowered by the figure that names it.
      expect(entered.history.find((h) => h.triennium === '2023-2025')!.obligation).toBe(150);
    } finally {
      await callSubgraph(subgraph.url, DELETE, { id: saved.id }, debts);
    }
  });
});
