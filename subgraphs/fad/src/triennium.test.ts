import type { RunningSubgraph } from '@club/subgraph-kit';
import { TEST_SIGNING_SECRET, UpstreamRecorder, callSubgraph } from '@club/subgraph-kit/testing';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFadSubgraph } from './server';
import { trienniumCalendar, trienniumParent, trienniumPeriod } from './triennium';

/** The ECM triennium (issue 29) end to end against the reference upstream. */

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
const upstream = new UpstreamRecorder();

type Viewer = Parameters<typeof callSubgraph>[3];
const ECM = [{ code: 'ecm', active: true }];
let premium: Viewer;
let trial: Viewer;
let noecm: Viewer;

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startFadSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: upstream.fetch });
  const login = async (email: string, userId: string, claims: Viewer) => ({ userId, upstreamToken: await upstreamLogin(up.url, email, 'Club2026!'), ...claims });
  premium = await login('premium@demo.club', '1000003', { subscriptionType: 'PREMIUM', wallets: ECM, hasFiscalCode: true });
  trial = await login('trial@demo.club', '1000002', { subscriptionType: 'TRIAL', wallets: ECM, hasFiscalCode: true });
  noecm = await login('premium.noecm@demo.club', '1000004', { subscriptionType: 'PREMIUM', wallets: [], hasFiscalCode: true });
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});
beforeEach(() => upstream.reset());

const TRIENNIUM = `query T($id: ID!) { _entities(representations: [{ __typename: "User", id: $id }]) { ... on User { ecmTriennium {
  start end obligation obligationIsStandard earnedPortal earnedExternal earnedTotal threshold thresholdMet missingToThreshold missingToObligation daysLeft
  perYear { year credits } portalCredits { courseId provider date credits } externalCredits { id title credits certificateName certificateUrl }
  reminderDay calendar transcriptUrl
} } } }`;
const RECORD = `mutation R($input: ExternalEcmCreditInput!) { recordExternalEcmCredit(input: $input) { id provider title date credits certificateName certificateUrl } }`;

type Triennium = {
  earnedPortal: number;
  earnedExternal: number;
  earnedTotal: number;
  obligation: number;
  threshold: number;
  missingToThreshold: number;
  missingToObligation: number;
  externalCredits: { id: string; title: string; credits: number; certificateUrl: string | null }[];
  portalCredits: { courseId: string; provider: string; date: string; credits: number }[];
  perYear: { year: number; credits: number }[];
  calendar: string;
};
const trienniumOf = async (viewer: Viewer, id: string) => {
  const { body } = await callSubgraph<{ _entities: { ecmTriennium: Triennium | null }[] }>(subgraph.url, TRIENNIUM, { id }, viewer);
  return { triennium: body.data?._entities[0]?.ecmTriennium ?? null, errors: body.errors ?? [] };
};

describe('User.ecmTriennium', () => {
  it("premium@'s standing: portal and external credits in the triennium, the 70 % threshold of 150, the transcript's path", async () => {
    const { triennium, errors } = await trienniumOf(premium, '1000003');
    expect(errors).toEqual([]);
    expect(triennium).toMatchObject({ start: '2026-01-01', end: '2028-12-31', obligation: 150, obligationIsStandard: true, threshold: 105, earnedExternal: 20.5, transcriptUrl: '/files/riepilogo-triennio-ecm.pdf' });
    const t = triennium!;
    expect(t.earnedPortal).toBe(Math.round(t.portalCredits.reduce((s, c) => s + c.credits, 0) * 10) / 10);
    expect(t.earnedTotal).toBeCloseTo(t.earnedPortal + 20.5);
    expect(t.missingToThreshold).toBeCloseTo(Math.max(0, 105 - t.earnedTotal));
    expect(t.portalCredits.every((c) => c.provider === '2506' && c.date >= '2026-01-01')).toBe(true);
    expect(t.perYear.map((y) => y.year)).toEqual([2026, 2027, 2028]);
    // One upstream call for all of it.
    expect(upstream.paths.filter((p) => p.startsWith('/FAD/Triennio'))).toHaveLength(1);
  });

  it('is the member\'s own: another member, a visitor (or partner key) and a member without ecm are refused', async () => {
    expect((await trienniumOf(trial, '1000003')).errors[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_OWNER' });
    expect((await trienniumOf({}, '1000003')).errors[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await trienniumOf(noecm, '1000004')).errors[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'WALLET_REQUIRED' });
    expect(upstream.paths.filter((p) => p.startsWith('/FAD/Triennio'))).toEqual([]);
  });

  it('ecmTrienniumAccess says what the page shows each viewer', async () => {
    const access = async (viewer: Viewer) => (await callSubgraph<{ ecmTrienniumAccess: string }>(subgraph.url, '{ ecmTrienniumAccess }', {}, viewer)).body.data?.ecmTrienniumAccess;
    expect(await access(premium)).toBe('TRACK');
    expect(await access(noecm)).toBe('UPGRADE');
    expect(await access({})).toBe('LOGIN');
  });
});

describe('writes', () => {
  it('records a credit (the form\'s rules again on the server), moves the standing, corrects and deletes it', async () => {
    const before = (await trienniumOf(trial, '1000002')).triennium!;
    upstream.reset();
    const bad = await callSubgraph(subgraph.url, RECORD, { input: { provider: 'Ente', title: 'Convegno', date: '31/12/2013', credits: 5 } }, trial);
    expect(bad.body.errors?.[0]).toMatchObject({ message: 'La data deve cadere in un triennio ECM, dal 01/01/2014 a oggi.', extensions: { code: 'BAD_USER_INPUT', field: 'date' } });
    const notPdf = await callSubgraph(subgraph.url, RECORD, { input: { provider: 'Ente', title: 'Convegno', date: '02/02/2026', credits: 5, certificate: { fileName: 'a.pdf', contentBase64: Buffer.from('ciao').toString('base64') } } }, trial);
    expect(notPdf.body.errors?.[0]).toMatchObject({ message: "L'attestato deve essere un file PDF.", extensions: { field: 'certificate' } });
    expect(upstream.paths.filter((p) => p.startsWith('/FAD/Triennio'))).toEqual([]);

    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');
    const recorded = await callSubgraph<{ recordExternalEcmCredit: { id: string; credits: number; certificateUrl: string } }>(subgraph.url, RECORD, { input: { provider: 'Ente', title: 'Convegno', date: '02/02/2026', credits: 7.5, certificate: { fileName: 'a.pdf', contentBase64: pdf } } }, trial);
    expect(recorded.body.errors).toBeUndefined();
    const saved = recorded.body.data!.recordExternalEcmCredit;
    expect(saved.certificateUrl).toBe(`/files/crediti-ecm/${saved.id}.pdf`);
    const after = (await trienniumOf(trial, '1000002')).triennium!;
    expect(after.earnedExternal).toBeCloseTo(before.earnedExternal + 7.5);

    // premium@ cannot touch it.
    const foreign = await callSubgraph(subgraph.url, `mutation { deleteExternalEcmCredit(id: "${saved.id}") }`, {}, premium);
    expect(foreign.body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });

    const corrected = await callSubgraph<{ correctExternalEcmCredit: { credits: number; certificateName: string | null } }>(
      subgraph.url,
      `mutation C($id: ID!, $input: ExternalEcmCreditInput!) { correctExternalEcmCredit(id: $id, input: $input) { credits certificateName } }`,
      { id: saved.id, input: { provider: 'Ente', title: 'Convegno', date: '2026-02-02', credits: 8 } },
      trial,
    );
    expect(corrected.body.data?.correctExternalEcmCredit).toEqual({ credits: 8, certificateName: 'a.pdf' });
    expect((await callSubgraph(subgraph.url, `mutation { deleteExternalEcmCredit(id: "${saved.id}") }`, {}, trial)).body.data).toEqual({ deleteExternalEcmCredit: true });
    expect((await trienniumOf(trial, '1000002')).triennium!.earnedExternal).toBeCloseTo(before.earnedExternal);
  });

  it('sets the individual obligation, which moves the threshold; null goes back to the standard', async () => {
    const set = await callSubgraph<{ setEcmObligation: number }>(subgraph.url, 'mutation { setEcmObligation(obligation: 100) }', {}, trial);
    expect(set.body.data?.setEcmObligation).toBe(100);
    expect((await trienniumOf(trial, '1000002')).triennium).toMatchObject({ obligation: 100, threshold: 70 });
    const bad = await callSubgraph(subgraph.url, 'mutation { setEcmObligation(obligation: 400) }', {}, trial);
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'obligation' });
    expect((await callSubgraph<{ setEcmObligation: number }>(subgraph.url, 'mutation { setEcmObligation(obligation: null) }', {}, trial)).body.data?.setEcmObligation).toBe(150);
    expect((await trienniumOf(trial, '1000002')).triennium).toMatchObject({ obligation: 150, threshold: 105 });
  });

  it('a member without ecm cannot write', async () => {
    const refused = await callSubgraph(subgraph.url, 'mutation { setEcmObligation(obligation: 100) }', {}, noecm);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'WALLET_REQUIRED' });
  });
});

describe('configuration and calendar', () => {
  it('reads the override of the current triennium from the environment, none by default (the policy table\'s row containing today)', () => {
    expect(trienniumPeriod({})).toEqual({});
    expect(trienniumPeriod({ ECM_TRIENNIUM_OBLIGATION: '120' })).toEqual({ standardObligation: 120 });
    expect(() => trienniumPeriod({ ECM_TRIENNIUM_START: '2029-01-01' })).toThrow();
    expect(trienniumPeriod({ ECM_TRIENNIUM_START: '2029-01-01', ECM_TRIENNIUM_END: '2031-12-31', ECM_TRIENNIUM_OBLIGATION: '150' })).toEqual({ start: '2029-01-01', end: '2031-12-31', standardObligation: 150 });
    expect(() => trienniumPeriod({ ECM_TRIENNIUM_START: '2031-01-01', ECM_TRIENNIUM_END: '2029-12-31' })).toThrow();
  });

  it('the calendar has the deadline, and the six-month reminder only while below 70 %', () => {
    const below = trienniumParent({ obligation: null, portal: [], external: [{ id: 'x', provider: 'p', title: 't', date: '2026-03-01', credits: 10, certificateName: null }] }, new Date('2026-11-27T10:00:00Z'));
    const ics = trienniumCalendar(below, '1000003', new Date('2026-11-27T10:00:00Z'));
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('DTSTART;VALUE=DATE:20281231\r\n');
    expect(ics).toContain('DTSTART;VALUE=DATE:20280630\r\n');
    expect(ics).toContain('SUMMARY:Promemoria crediti ECM: soglia del 70%');
    // Long lines are folded (RFC 5545 §3.1): read the text unfolded.
    expect(ics.replace(/\r\n /g, '')).toContain('ne mancano 95');
    const met = trienniumParent({ obligation: 100, portal: [], external: [{ id: 'x', provider: 'p', title: 't', date: '2026-03-01', credits: 70, certificateName: null }] }, new Date('2026-11-27T10:00:00Z'));
    const metIcs = trienniumCalendar(met, '1000003');
    expect(metIcs).toContain('DTSTART;VALUE=DATE:20281231');
    expect(metIcs).not.toContain('Promemoria');
  });
});

describe('the fad settings at start', () => {
  it('list every bad variable of the subgraph, its own and the shared ones, in one go', async () => {
    const { fadSubgraph } = await import('./server');
    const config = fadSubgraph.parseEnv({ ECM_TRIENNIUM_START: '2031-13', FAD_MEMBER_ENROLMENTS_TTL_MS: '-1', SHARED_READS_TTL_MS: 'soon', SUBGRAPH_CACHE_MAX_AGE_S: '1.5' });
    expect(config.ok).toBe(false);
    const names = config.ok ? [] : config.problems.map((p) => p.split(':')[1]!.trim()).sort();
    expect(names).toEqual(['ECM_TRIENNIUM_START', 'FAD_MEMBER_ENROLMENTS_TTL_MS', 'SHARED_READS_TTL_MS', 'SUBGRAPH_CACHE_MAX_AGE_S']);
  });
});
