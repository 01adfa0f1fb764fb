import { fadRoute } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../auth';
import { startTestUpstream } from '../../testing';

/** Issue 40 (part OBLIGATION): credits by kind and area, and what the member enters to lower their obligation. */

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let trial: string;
let premium: string;

beforeAll(async () => {
  up = await startTestUpstream();
  trial = await createToken(up.db, '1000002', 'session', 60);
  premium = await createToken(up.db, '1000003', 'session', 60);
});
afterAll(() => up?.close());

async function call<T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token?: string, body?: unknown) {
  const res = await fetch(`${up.url}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const TRIENNIUM = '/FAD/Triennio/Crediti?from=2026-01-01&to=2028-12-31';
const credits = async (token: string) => fadRoute.trienniumCredits.response.parse((await call('GET', TRIENNIUM, token)).body);

describe('external credits: kind and area', () => {
  it('keeps the kind and area a credit is recorded with, the defaults without them, and the ones on file on a correction without them', async () => {
    const base = { provider: 'Provider 5', title: 'Tutoraggio di tirocinio', date: '2026-03-03', credits: 5 };
    const taught = await call<{ id: string; kind: string; area: string }>('POST', '/FAD/Triennio/Crediti', trial, { ...base, kind: 'DOCENZA_TUTORAGGIO', area: 'SISTEMA' });
    expect(taught.status).toBe(201);
    expect(taught.body).toMatchObject({ kind: 'DOCENZA_TUTORAGGIO', area: 'SISTEMA' });
    const plain = await call<{ id: string }>('POST', '/FAD/Triennio/Crediti', trial, base);
    expect(plain.body).toMatchObject({ kind: 'RESIDENZIALE', area: 'TECNICO_PROFESSIONALE' });
    expect((await call('PUT', `/FAD/Triennio/Crediti/${taught.body.id}`, trial, { ...base, credits: 6 })).body).toMatchObject({ kind: 'DOCENZA_TUTORAGGIO', area: 'SISTEMA', credits: 6 });
    expect((await call('PUT', `/FAD/Triennio/Crediti/${taught.body.id}`, trial, { ...base, kind: 'ESTERO', area: 'PROCESSI' })).body).toMatchObject({ kind: 'ESTERO', area: 'PROCESSI' });
    expect((await call('POST', '/FAD/Triennio/Crediti', trial, { ...base, kind: 'CONGRESSO' })).status).toBe(400);
    for (const id of [taught.body.id, plain.body.id]) await call('DELETE', `/FAD/Triennio/Crediti/${id}`, trial);
  });

  it('answers the seeded credits recorded before kinds with the defaults', async () => {
    const answer = await credits(premium);
    expect(answer.external.map((c) => [c.kind, c.area])).toEqual([
      ['RESIDENZIALE', 'TECNICO_PROFESSIONALE'],
      ['RESIDENZIALE', 'TECNICO_PROFESSIONALE'],
    ]);
  });
});

describe('obligation adjustments', () => {
  it('records an exemption with its period, lists it with the credits, and deletes it; only for its member', async () => {
    const created = await call<{ id: string }>('POST', '/FAD/Triennio/Riduzioni', trial, { kind: 'ESENZIONE_MALATTIA', start: '2026-02-01', end: '2026-03-31', credits: null });
    expect(created.status).toBe(201);
    expect(fadRoute.addEcmObligationAdjustment.response.parse(created.body)).toMatchObject({ kind: 'ESENZIONE_MALATTIA', start: '2026-02-01', end: '2026-03-31', credits: null });
    expect((await credits(trial)).adjustments).toEqual([created.body]);
    expect((await credits(premium)).adjustments).toEqual([]);
    expect((await call('DELETE', `/FAD/Triennio/Riduzioni/${created.body.id}`, premium)).status).toBe(404);
    expect((await call('DELETE', `/FAD/Triennio/Riduzioni/${created.body.id}`, trial)).status).toBe(200);
    expect((await call('DELETE', `/FAD/Triennio/Riduzioni/${created.body.id}`, trial)).status).toBe(404);
    expect((await credits(trial)).adjustments).toEqual([]);
  });

  it('refuses a period ending before it starts, an unknown kind, and a visitor', async () => {
    expect((await call('POST', '/FAD/Triennio/Riduzioni', trial, { kind: 'ESENZIONE_MALATTIA', start: '2026-03-01', end: '2026-02-01', credits: null })).status).toBe(400);
    expect((await call('POST', '/FAD/Triennio/Riduzioni', trial, { kind: 'FERIE', start: '2026-03-01', end: null, credits: null })).status).toBe(400);
    expect((await call('POST', '/FAD/Triennio/Riduzioni', undefined, { kind: 'ESENZIONE_MALATTIA', start: '2026-03-01', end: null, credits: null })).status).toBe(401);
    expect((await call('DELETE', '/FAD/Triennio/Riduzioni/not-a-uuid', trial)).status).toBe(404);
  });

  it('seeds the personas: a maternity exemption, a dossier and the previous triennium', async () => {
    const esenzione = await credits(await createToken(up.db, '1000046', 'session', 60));
    expect(esenzione.adjustments).toMatchObject([{ kind: 'ESENZIONE_MATERNITA_PATERNITA', start: '2026-03-01', end: '2026-07-31' }]);
    expect(esenzione.external.map((c) => c.kind).sort()).toEqual(['AUTOFORMAZIONE', 'RESIDENZIALE']);
    const dossier = await credits(await createToken(up.db, '1000047', 'session', 60));
    expect(dossier.adjustments?.map((a) => [a.kind, a.credits])).toEqual([
      ['TRIENNIO_PRECEDENTE', 132],
      ['DOSSIER_INDIVIDUALE', null],
    ]);
  });
});
