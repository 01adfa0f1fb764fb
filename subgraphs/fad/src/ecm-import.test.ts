import type { RunningSubgraph } from '@club/subgraph-kit';
import { TEST_SIGNING_SECRET, UpstreamRecorder, callSubgraph } from '@club/subgraph-kit/testing';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import { ECM_CREDIT_MESSAGES, ECM_IMPORT_MESSAGES } from '@club/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFadSubgraph } from './server';

/** Issue 40: the event code of an external credit and the import of many credits at once, against the reference upstream. */

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
const upstream = new UpstreamRecorder();
type Viewer = Parameters<typeof callSubgraph>[3];
let premium: Viewer;
let noecm: Viewer;

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startFadSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: upstream.fetch });
  const login = async (email: string, userId: string, claims: Viewer) => ({ userId, upstreamToken: await upstreamLogin(up.url, email, 'Club2026!'), ...claims });
  premium = await login('premium@demo.club', '1000003', { subscriptionType: 'PREMIUM', wallets: [{ code: 'ecm', active: true }], hasFiscalCode: true });
  noecm = await login('premium.noecm@demo.club', '1000004', { subscriptionType: 'PREMIUM', wallets: [], hasFiscalCode: true });
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});
beforeEach(() => upstream.reset());

const IMPORT = `mutation I($credits: [ImportedEcmCreditInput!]!) { importExternalEcmCredits(credits: $credits) { id title date credits eventCode } }`;
const RECORD = `mutation R($input: ExternalEcmCreditInput!) { recordExternalEcmCredit(input: $input) { id eventCode } }`;
const LIST = `query L($id: ID!) { _entities(representations: [{ __typename: "User", id: $id }]) { ... on User { ecmTriennium { externalCredits { id title eventCode } } } } }`;
type Saved = { id: string; title: string; date: string; credits: number; eventCode: string | null };

const credits = [
  { provider: 'Provider 5120 – SIP', title: 'Le vaccinazioni in età pediatrica', date: '12/03/2026', credits: 7.5, eventCode: '5120-461203' },
  { provider: 'Provider 321 – ASL Roma 1', title: 'Audit clinico in reparto', date: '2026-04-02', credits: 12 },
];
const listed = async () =>
  (await callSubgraph<{ _entities: { ecmTriennium: { externalCredits: { id: string; title: string; eventCode: string | null }[] } }[] }>(subgraph.url, LIST, { id: '1000003' }, premium)).body.data!._entities[0]!.ecmTriennium.externalCredits;

describe('importExternalEcmCredits', () => {
  it("stores the member's confirmed rows in one upstream write, with their event codes", async () => {
    const { body } = await callSubgraph<{ importExternalEcmCredits: Saved[] }>(subgraph.url, IMPORT, { credits }, premium);
    expect(body.errors).toBeUndefined();
    expect(body.data!.importExternalEcmCredits.map((c) => [c.title, c.date, c.eventCode])).toEqual([
      ['Le vaccinazioni in età pediatrica', '2026-03-12', '5120-461203'],
      ['Audit clinico in reparto', '2026-04-02', null],
    ]);
    expect(upstream.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/FAD/Triennio/Crediti/Lotto']);
    expect((await listed()).map((c) => c.eventCode)).toContain('5120-461203');
  });

  it('refuses, naming the row, a duplicate of a recorded credit or of another row, and a row breaking a rule; nothing is written', async () => {
    const again = await callSubgraph(subgraph.url, IMPORT, { credits: [credits[1], { ...credits[0], title: 'Di nuovo', eventCode: '5120 461203' }] }, premium);
    expect(again.body.errors?.[0]).toMatchObject({ message: ECM_IMPORT_MESSAGES.duplicateRecorded, extensions: { code: 'BAD_USER_INPUT', row: 1, field: 'eventCode' } });
    const twice = await callSubgraph(subgraph.url, IMPORT, { credits: [{ ...credits[1], eventCode: '9-1' }, { ...credits[1], eventCode: '9-1' }] }, premium);
    expect(twice.body.errors?.[0]).toMatchObject({ message: ECM_IMPORT_MESSAGES.duplicateInBatch(1), extensions: { row: 1 } });
    const bad = await callSubgraph(subgraph.url, IMPORT, { credits: [credits[1], { ...credits[1], date: '31/02/2026' }] }, premium);
    expect(bad.body.errors?.[0]).toMatchObject({ message: ECM_CREDIT_MESSAGES.invalidDate, extensions: { row: 1, field: 'date' } });
    // Only the first reached the upstream (which found the duplicate in its transaction).
    expect(upstream.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/FAD/Triennio/Crediti/Lotto']);
    expect((await listed()).filter((c) => c.title === 'Audit clinico in reparto')).toHaveLength(1);
  });

  it('a retried import (the same Idempotency-Key) answers the first one, not a duplicate', async () => {
    const retried = { ...premium, idempotencyKey: 'import-retry-0001' };
    const batch = [{ ...credits[1], title: 'Retry', eventCode: '42-4242' }];
    const first = await callSubgraph<{ importExternalEcmCredits: Saved[] }>(subgraph.url, IMPORT, { credits: batch }, retried);
    const again = await callSubgraph<{ importExternalEcmCredits: Saved[] }>(subgraph.url, IMPORT, { credits: batch }, retried);
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data).toEqual(first.body.data);
    expect((await listed()).filter((c) => c.title === 'Retry')).toHaveLength(1);
  });

  it('refuses a member without the ecm wallet, as the single credit', async () => {
    const { body } = await callSubgraph(subgraph.url, IMPORT, { credits }, noecm);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'WALLET_REQUIRED' });
  });

  it("takes a past triennium's credit as the single credit does (the history counts it), and its kind", async () => {
    const past = { provider: 'Provider 9', title: 'Congresso 2024', date: '15/05/2024', credits: 6, eventCode: '9-2024', kind: 'RESIDENZIALE' };
    const { body } = await callSubgraph<{ importExternalEcmCredits: Saved[] }>(subgraph.url, IMPORT, { credits: [past] }, premium);
    expect(body.errors).toBeUndefined();
    expect(body.data!.importExternalEcmCredits.map((c) => c.date)).toEqual(['2024-05-15']);
    const batch = upstream.calls.find((c) => c.path === '/FAD/Triennio/Crediti/Lotto');
    expect((batch?.body as { credits: { kind?: string }[] }).credits[0]?.kind).toBe('RESIDENZIALE');
  });

  it('keeps the event code of a single credit', async () => {
    const { body } = await callSubgraph<{ recordExternalEcmCredit: { id: string; eventCode: string } }>(subgraph.url, RECORD, { input: { provider: 'Provider 9', title: 'Corso', date: '2026-02-01', credits: 2, eventCode: ' 9-777 ' } }, premium);
    expect(body.data!.recordExternalEcmCredit.eventCode).toBe('9-777');
  });
});
