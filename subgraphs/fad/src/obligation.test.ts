import type { RunningSubgraph } from '@club/subgraph-kit';
import { TEST_SIGNING_SECRET, callSubgraph } from '@club/subgraph-kit/testing';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFadSubgraph } from './server';

/** Issue 40 (part OBLIGATION) end to end against the reference upstream: the obligation's breakdown, credits by kind and area, the adjustments' mutations. */

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;

type Viewer = Parameters<typeof callSubgraph>[3];
const ECM = [{ code: 'ecm', active: true }];
let esenzione: Viewer;
let dossier: Viewer;
let trial: Viewer;
let noecm: Viewer;

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startFadSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000 });
  const login = async (email: string, userId: string, claims: Viewer) => ({ userId, upstreamToken: await upstreamLogin(up.url, email, 'Club2026!'), ...claims });
  esenzione = await login('premium.esenzione@demo.club', '1000046', { subscriptionType: 'PREMIUM', wallets: ECM, hasFiscalCode: true });
  dossier = await login('premium.dossier@demo.club', '1000047', { subscriptionType: 'PREMIUM', wallets: ECM, hasFiscalCode: true });
  trial = await login('trial@demo.club', '1000002', { subscriptionType: 'TRIAL', wallets: ECM, hasFiscalCode: true });
  noecm = await login('premium.noecm@demo.club', '1000004', { subscriptionType: 'PREMIUM', wallets: [], hasFiscalCode: true });
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});

const TRIENNIUM = `query T($id: ID!) { _entities(representations: [{ __typename: "User", id: $id }]) { ... on User { ecmTriennium {
  obligation threshold earnedExternal earnedTotal creditsOverCap
  obligationBreakdown { standard reduction computed override obligation lines { id kind label start end credits reduction note } }
  creditsByKind { kind label earned counted cap } creditsByArea { area label earned }
  portalCredits { kind area } externalCredits { title kind area }
} } } }`;
const RECORD = `mutation R($input: EcmObligationAdjustmentInput!) { recordEcmObligationAdjustment(input: $input) { id kind label start end reduction note } }`;
const DELETE = `mutation D($id: ID!) { deleteEcmObligationAdjustment(id: $id) }`;

type Line = { id: string; kind: string; label: string; start: string; end: string | null; credits: number | null; reduction: number; note: string | null };
type Triennium = {
  obligation: number;
  threshold: number;
  earnedExternal: number;
  earnedTotal: number;
  creditsOverCap: number;
  obligationBreakdown: { standard: number; reduction: number; computed: number; override: number | null; obligation: number; lines: Line[] };
  creditsByKind: { kind: string; label: string; earned: number; counted: number; cap: number | null }[];
  creditsByArea: { area: string; label: string; earned: number }[];
  portalCredits: { kind: string; area: string }[];
  externalCredits: { title: string; kind: string; area: string }[];
};
const trienniumOf = async (viewer: Viewer, id: string) => {
  const { body } = await callSubgraph<{ _entities: { ecmTriennium: Triennium | null }[] }>(subgraph.url, TRIENNIUM, { id }, viewer);
  return { triennium: body.data?._entities[0]?.ecmTriennium ?? null, errors: body.errors ?? [] };
};

describe('the obligation, lowered by what the member entered', () => {
  it('premium.esenzione@: a maternity exemption of 153 days takes 20 credits; self-training over 20 % of 130 is shown, not counted', async () => {
    const { triennium: t } = await trienniumOf(esenzione, '1000046');
    expect(t!.obligationBreakdown).toMatchObject({ standard: 150, reduction: 20, computed: 130, override: null, obligation: 130 });
    expect(t!.obligationBreakdown.lines).toMatchObject([{ kind: 'ESENZIONE_MATERNITA_PATERNITA', label: 'Esenzione: congedo di maternità o paternità', start: '2026-03-01', end: '2026-07-31', reduction: 20, note: null }]);
    expect(t!.obligation).toBe(130);
    expect(t!.threshold).toBe(91);
    expect(t!.creditsByKind.find((k) => k.kind === 'AUTOFORMAZIONE')).toEqual({ kind: 'AUTOFORMAZIONE', label: 'Autoformazione', earned: 30, counted: 26, cap: 26 });
    expect(t!.creditsOverCap).toBe(4);
    expect(t!.earnedTotal).toBe(t!.earnedExternal - 4);
    expect(t!.externalCredits.map((c) => c.kind).sort()).toEqual(['AUTOFORMAZIONE', 'RESIDENZIALE']);
  });

  it('premium.dossier@: the individual dossier (40) and 132 credits in the previous triennium (30) give 80; portal courses are FAD in the default area', async () => {
    const { triennium: t } = await trienniumOf(dossier, '1000047');
    expect(t!.obligationBreakdown).toMatchObject({ reduction: 70, obligation: 80 });
    expect(t!.obligationBreakdown.lines.map((l) => [l.kind, l.reduction, l.credits])).toEqual([
      ['TRIENNIO_PRECEDENTE', 30, 132],
      ['DOSSIER_INDIVIDUALE', 40, null],
    ]);
    expect(t!.creditsByArea).toEqual([
      { area: 'TECNICO_PROFESSIONALE', label: 'Obiettivi tecnico-professionali', earned: 0 },
      { area: 'PROCESSI', label: 'Obiettivi di processo', earned: 10 },
      { area: 'SISTEMA', label: 'Obiettivi di sistema', earned: 8 },
    ]);
    const { triennium: ofTrial } = await trienniumOf(trial, '1000002');
    expect(new Set(ofTrial!.portalCredits.map((c) => `${c.kind} ${c.area}`))).toEqual(new Set(ofTrial!.portalCredits.length ? ['FAD TECNICO_PROFESSIONALE'] : []));
  });
});

describe('recording and deleting an adjustment', () => {
  it('records an exemption, which lowers the obligation, and deletes it, which puts it back', async () => {
    const before = (await trienniumOf(trial, '1000002')).triennium!.obligation;
    const { body } = await callSubgraph<{ recordEcmObligationAdjustment: Line }>(subgraph.url, RECORD, { input: { kind: 'ESENZIONE_MALATTIA', start: '01/02/2027', end: '02/03/2027' } }, trial);
    expect(body.data?.recordEcmObligationAdjustment).toMatchObject({ kind: 'ESENZIONE_MALATTIA', label: 'Esenzione: assenza per malattia', start: '2027-02-01', end: '2027-03-02', reduction: 4 });
    expect((await trienniumOf(trial, '1000002')).triennium!.obligation).toBe(before - 4);
    const id = body.data!.recordEcmObligationAdjustment.id;
    expect((await callSubgraph(subgraph.url, DELETE, { id }, esenzione)).body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect((await callSubgraph<{ deleteEcmObligationAdjustment: boolean }>(subgraph.url, DELETE, { id }, trial)).body.data?.deleteEcmObligationAdjustment).toBe(true);
    expect((await trienniumOf(trial, '1000002')).triennium!.obligation).toBe(before);
  });

  it("refuses a broken rule with the form's message and field, before any upstream call", async () => {
    const { body } = await callSubgraph(subgraph.url, RECORD, { input: { kind: 'ESENZIONE_MALATTIA', start: '01/03/2027', end: '01/02/2027' } }, trial);
    expect(body.errors?.[0]).toMatchObject({ message: "La fine del periodo non può precedere l'inizio.", extensions: { code: 'BAD_USER_INPUT', field: 'end' } });
  });

  it('refuses the same as the credits: a member without the ecm wallet, a visitor', async () => {
    const input = { kind: 'DOSSIER_GRUPPO', start: '2026-02-01' };
    expect((await callSubgraph(subgraph.url, RECORD, { input }, noecm)).body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'WALLET_REQUIRED' });
    expect((await callSubgraph(subgraph.url, DELETE, { id: 'x' }, noecm)).body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'WALLET_REQUIRED' });
    expect((await callSubgraph(subgraph.url, RECORD, { input }, {})).body.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });

  it('another member reads no one else’s breakdown (NOT_OWNER)', async () => {
    expect((await trienniumOf(trial, '1000046')).errors[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_OWNER' });
  });
});

describe('an external credit: kind and area', () => {
  it('records the kind and area, and takes the defaults when they are absent', async () => {
    const RECORD_CREDIT = `mutation R($input: ExternalEcmCreditInput!) { recordExternalEcmCredit(input: $input) { id kind area } }`;
    const input = { provider: 'Provider 9', title: 'Tutoraggio', date: '2026-03-03', credits: 3 };
    const taught = await callSubgraph<{ recordExternalEcmCredit: { id: string; kind: string; area: string } }>(subgraph.url, RECORD_CREDIT, { input: { ...input, kind: 'DOCENZA_TUTORAGGIO', area: 'PROCESSI' } }, trial);
    expect(taught.body.data?.recordExternalEcmCredit).toMatchObject({ kind: 'DOCENZA_TUTORAGGIO', area: 'PROCESSI' });
    const plain = await callSubgraph<{ recordExternalEcmCredit: { id: string; kind: string; area: string } }>(subgraph.url, RECORD_CREDIT, { input }, trial);
    expect(plain.body.data?.recordExternalEcmCredit).toMatchObject({ kind: 'RESIDENZIALE', area: 'TECNICO_PROFESSIONALE' });
    for (const id of [taught.body.data!.recordExternalEcmCredit.id, plain.body.data!.recordExternalEcmCredit.id]) {
      await callSubgraph(subgraph.url, `mutation { deleteExternalEcmCredit(id: "${id}") }`, {}, trial);
    }
  });
});
