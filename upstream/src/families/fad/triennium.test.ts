import { fadRoute } from '@club/contracts';
import { UPLOAD_MAX_BYTES } from '@club/wire/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../auth';
import { startTestUpstream } from '../../testing';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let premium: string;
let trial: string;

beforeAll(async () => {
  up = await startTestUpstream();
  premium = await createToken(up.db, '1000003', 'session', 60);
  trial = await createToken(up.db, '1000002', 'session', 60);
});
afterAll(() => up?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call<T = Record<string, unknown>>(method: Method, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${up.url}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, type, body: (type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer())) as T };
}

const TRIENNIUM = '/FAD/Triennio/Crediti?from=2026-01-01&to=2028-12-31';
const PDF = Buffer.from('%PDF-1.4\n% attestato di prova\n%%EOF\n').toString('base64');
const credit = { provider: 'Provider 99 – Ente di prova', title: 'Convegno regionale', date: '2026-10-02', credits: 6.5 };

describe('GET /FAD/Triennio/Crediti', () => {
  it("answers the member's passed courses and recorded credits inside the period, in the route's contract", async () => {
    const { status, body } = await call('GET', TRIENNIUM, premium);
    expect(status).toBe(200);
    const answer = fadRoute.trienniumCredits.response.parse(body);
    expect(answer.obligation).toBeNull();
    expect(answer.external.map((c) => c.title)).toEqual(['Corso residenziale: la gestione del paziente fragile', 'Congresso nazionale di cardiologia 2026']);
    expect(answer.portal.length).toBeGreaterThan(0);
    for (const c of answer.portal) {
      expect(c.date >= '2026-01-01' && c.date <= '2028-12-31').toBe(true);
      expect(c.provider).toBe('2506');
      expect(c.eventCode).toMatch(/^2506-/);
    }
    // Issue 40: each passed course carries its course's training-objective area.
    const areas = await up.db.query<{ id: number; area: string }>(`SELECT id, ecm_objective_area AS area FROM courses WHERE id = ANY($1::int[])`, [answer.portal.map((c) => Number(c.courseId))]);
    expect(answer.portal.map((c) => c.area)).toEqual(answer.portal.map((c) => areas.find((r) => String(r.id) === c.courseId)?.area));
    expect(answer.portal.every((c) => c.area)).toBe(true);
    // Narrower period: fewer or equal credits, all inside it.
    const early = fadRoute.trienniumCredits.response.parse((await call('GET', '/FAD/Triennio/Crediti?from=2026-01-01&to=2026-06-30', premium)).body);
    expect(early.external.map((c) => c.date)).toEqual(['2026-05-16']);
  });

  it('needs a session, and a well-formed period', async () => {
    expect((await call('GET', TRIENNIUM)).status).toBe(401);
    expect((await call('GET', '/FAD/Triennio/Crediti?from=2026-01-01', premium)).status).toBe(400);
  });
});

describe('external credits: record, correct, delete, certificate', () => {
  it('records a credit with its certificate; only its member sees, changes, downloads or deletes it', async () => {
    const created = await call('POST', '/FAD/Triennio/Crediti', trial, { ...credit, certificate: { fileName: 'attestato.pdf', contentBase64: PDF } });
    expect(created.status).toBe(201);
    const saved = fadRoute.addExternalEcmCredit.response.parse(created.body);
    expect(saved).toMatchObject({ ...credit, certificateName: 'attestato.pdf' });

    // Another member: as if it did not exist.
    expect((await call('GET', `/FAD/Triennio/Crediti/${saved.id}/Attestato`, premium)).status).toBe(404);
    expect((await call('PUT', `/FAD/Triennio/Crediti/${saved.id}`, premium, credit)).status).toBe(404);
    expect((await call('DELETE', `/FAD/Triennio/Crediti/${saved.id}`, premium)).status).toBe(404);
    expect(((await call('GET', TRIENNIUM, premium)).body as { external: { id: string }[] }).external.map((c) => c.id)).not.toContain(saved.id);

    const file = await call<Buffer>('GET', `/FAD/Triennio/Crediti/${saved.id}/Attestato`, trial);
    expect(file).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');

    // Correcting without a certificate keeps it; null removes it.
    const corrected = await call('PUT', `/FAD/Triennio/Crediti/${saved.id}`, trial, { ...credit, credits: 7 });
    expect(corrected.body).toMatchObject({ credits: 7, certificateName: 'attestato.pdf' });
    const removed = await call('PUT', `/FAD/Triennio/Crediti/${saved.id}`, trial, { ...credit, certificate: null });
    expect(removed.body).toMatchObject({ certificateName: null });
    expect((await call('GET', `/FAD/Triennio/Crediti/${saved.id}/Attestato`, trial)).status).toBe(404);

    expect((await call('DELETE', `/FAD/Triennio/Crediti/${saved.id}`, trial)).body).toEqual({ deleted: true });
    expect((await call('DELETE', `/FAD/Triennio/Crediti/${saved.id}`, trial)).status).toBe(404);
  });

  it('a retried record with the same Idempotency-Key stores one credit', async () => {
    const key = { 'idempotency-key': 'triennio-retry-0001' };
    const first = await call('POST', '/FAD/Triennio/Crediti', trial, { ...credit, title: 'Una volta sola' }, key);
    const again = await call('POST', '/FAD/Triennio/Crediti', trial, { ...credit, title: 'Una volta sola' }, key);
    expect(again.body).toEqual(first.body);
    const list = (await call('GET', TRIENNIUM, trial)).body as { external: { title: string }[] };
    expect(list.external.filter((c) => c.title === 'Una volta sola')).toHaveLength(1);
  });

  it('refuses a certificate that is not a PDF, bad credits, and an unknown id', async () => {
    const html = Buffer.from('<html>').toString('base64');
    expect(await call('POST', '/FAD/Triennio/Crediti', trial, { ...credit, certificate: { fileName: 'a.pdf', contentBase64: html } })).toMatchObject({ status: 400, body: { message: "L'attestato deve essere un file PDF." } });
    expect((await call('POST', '/FAD/Triennio/Crediti', trial, { ...credit, credits: 0 })).status).toBe(400);
    expect((await call('POST', '/FAD/Triennio/Crediti', trial, { ...credit, credits: 4.55 })).status).toBe(400);
    expect((await call('PUT', '/FAD/Triennio/Crediti/non-esiste', trial, credit)).status).toBe(404);
  });
});

describe('event codes and imports (issue 40)', () => {
  const imported = [
    { provider: 'Provider 5120 – Società Italiana di Pediatria', title: 'Le vaccinazioni in età pediatrica', date: '2026-03-12', credits: 7.5, eventCode: '5120-461203' },
    { provider: 'Provider 321 – ASL Roma 1', title: 'Audit clinico in reparto', date: '2026-04-02', credits: 12 },
  ];

  it('keeps an event code with a credit, and a correction changes it', async () => {
    const created = await call<{ id: string; eventCode: string | null }>('POST', '/FAD/Triennio/Crediti', trial, { ...credit, eventCode: '99-123456' });
    expect(created.body.eventCode).toBe('99-123456');
    const corrected = await call('PUT', `/FAD/Triennio/Crediti/${created.body.id}`, trial, { ...credit, eventCode: '99-654321' });
    expect(fadRoute.updateExternalEcmCredit.response.parse(corrected.body).eventCode).toBe('99-654321');
    expect(((await call('POST', '/FAD/Triennio/Crediti', trial, credit)).body as { eventCode: unknown }).eventCode).toBeNull();
  });

  it('records an import in one call, once per Idempotency-Key, and only for the calling member', async () => {
    const key = { 'idempotency-key': 'triennio-import-0001' };
    const first = await call('POST', '/FAD/Triennio/Crediti/Lotto', premium, { credits: imported }, key);
    expect(first.status).toBe(201);
    const saved = fadRoute.addExternalEcmCredits.response.parse(first.body).credits;
    expect(saved.map((c) => [c.title, c.eventCode])).toEqual([
      ['Le vaccinazioni in età pediatrica', '5120-461203'],
      ['Audit clinico in reparto', null],
    ]);
    const again = await call('POST', '/FAD/Triennio/Crediti/Lotto', premium, { credits: imported }, key);
    expect(again.body).toEqual(first.body);
    const mine = (await call('GET', TRIENNIUM, premium)).body as { external: { id: string; title: string }[] };
    expect(mine.external.filter((c) => c.title === 'Audit clinico in reparto')).toHaveLength(1);
    const theirs = (await call('GET', TRIENNIUM, trial)).body as { external: { title: string }[] };
    expect(theirs.external.map((c) => c.title)).not.toContain('Audit clinico in reparto');
    // Another import (another key) with a credit the member has (the code written with a space): 409 naming it, nothing stored.
    const duplicate = await call('POST', '/FAD/Triennio/Crediti/Lotto', premium, { credits: [{ ...imported[1], title: 'Nuovo' }, { ...imported[0], eventCode: '5120 461203' }] }, { 'idempotency-key': 'triennio-import-0002' });
    expect(duplicate).toMatchObject({ status: 409, body: { row: 1 } });
    expect(((await call('GET', TRIENNIUM, premium)).body as { external: { title: string }[] }).external.map((c) => c.title)).not.toContain('Nuovo');
    // Another member may have the same event on the same day.
    const other = await call<{ credits: { id: string }[] }>('POST', '/FAD/Triennio/Crediti/Lotto', trial, { credits: [imported[0]] });
    expect(other.status).toBe(201);
    await call('DELETE', `/FAD/Triennio/Crediti/${other.body.credits[0]!.id}`, trial);
    for (const c of saved) expect((await call('DELETE', `/FAD/Triennio/Crediti/${c.id}`, premium)).status).toBe(200);
  });

  it('stores none of an import with a malformed row, and needs a session', async () => {
    const bad = await call('POST', '/FAD/Triennio/Crediti/Lotto', premium, { credits: [imported[0], { ...imported[1], credits: 0 }] });
    expect(bad.status).toBe(400);
    const mine = (await call('GET', TRIENNIUM, premium)).body as { external: { title: string }[] };
    expect(mine.external.map((c) => c.title)).not.toContain('Le vaccinazioni in età pediatrica');
    expect((await call('POST', '/FAD/Triennio/Crediti/Lotto', undefined, { credits: imported })).status).toBe(401);
    expect((await call('POST', '/FAD/Triennio/Crediti/Lotto', premium, { credits: [] })).status).toBe(400);
  });
});

describe('course cards carry their national training objective (issue 40)', () => {
  it('every seeded course has an objective 1-38 and its area, and the catalogue has all three areas, in one query per list', async () => {
    const { status, body } = await call<{ resultList: unknown[] }>('POST', '/FAD/Corsi', premium, { limit: 100, page: 1, filters: {} });
    expect(status).toBe(200);
    const cards = fadRoute.searchCourses.response.parse(body).resultList;
    expect(cards.length).toBe(100);
    for (const card of cards) {
      expect(card.ecmObjective).toBeGreaterThanOrEqual(1);
      expect(card.ecmObjectiveArea).toBeTruthy();
    }
    expect(new Set(cards.map((c) => c.ecmObjectiveArea))).toEqual(new Set(['TECNICO_PROFESSIONALE', 'PROCESSI', 'SISTEMA']));
    // From the title's topic: an ethics course is a system objective, a clinical one technical-professional.
    const byTitle = (start: string) => cards.find((c) => c.title.startsWith(start));
    for (const [start, area] of [['Il codice deontologico', 'SISTEMA'], ['Il consenso informato', 'PROCESSI'], ['Lo scompenso cardiaco', 'TECNICO_PROFESSIONALE']] as const) {
      const card = byTitle(start) ?? fadRoute.searchCourses.response.parse((await call('POST', '/FAD/Corsi', premium, { limit: 5, page: 1, search: start, filters: {} })).body).resultList[0];
      expect(card?.ecmObjectiveArea, start).toBe(area);
    }
  });
});

describe('PUT /FAD/Triennio/Obbligo', () => {
  it("sets and clears the member's own obligation", async () => {
    expect((await call('PUT', '/FAD/Triennio/Obbligo', trial, { obligation: 112.5 })).body).toEqual({ obligation: 112.5 });
    expect(((await call('GET', TRIENNIUM, trial)).body as { obligation: number }).obligation).toBe(112.5);
    expect(((await call('GET', TRIENNIUM, premium)).body as { obligation: number | null }).obligation).toBeNull();
    expect((await call('PUT', '/FAD/Triennio/Obbligo', trial, { obligation: null })).body).toEqual({ obligation: null });
    expect(((await call('GET', TRIENNIUM, trial)).body as { obligation: number | null }).obligation).toBeNull();
    expect((await call('PUT', '/FAD/Triennio/Obbligo', trial, { obligation: 301 })).status).toBe(400);
  });
});

describe('certificates: the portal upload limit and any file name', () => {
  /** A PDF of exactly `bytes` bytes (its first bytes make it a PDF by the rule's check). */
  const pdfOf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 0x20)]);

  it('keeps a certificate up to UPLOAD_MAX_BYTES and refuses one byte more with its own message', async () => {
    const atLimit = await call<{ id: string }>('POST', '/FAD/Triennio/Crediti', trial, { ...credit, certificate: { fileName: 'limite.pdf', contentBase64: pdfOf(UPLOAD_MAX_BYTES).toString('base64') } });
    expect(atLimit.status).toBe(201);
    const over = await call('POST', '/FAD/Triennio/Crediti', trial, { ...credit, certificate: { fileName: 'grande.pdf', contentBase64: pdfOf(UPLOAD_MAX_BYTES + 1).toString('base64') } });
    expect(over).toMatchObject({ status: 413, body: { message: "L'attestato supera i 100 KB." } });
  });

  it.each(['attestato – 2026.pdf', 'Παράδειγμα.pdf', 'quota 20 €.pdf'])('serves back %s under its own name (RFC 6266), byte for byte', async (fileName) => {
    const pdf = pdfOf(90 * 1024);
    const created = await call<{ id: string; certificateName: string }>('POST', '/FAD/Triennio/Crediti', trial, { ...credit, certificate: { fileName, contentBase64: pdf.toString('base64') } });
    expect(created.body.certificateName).toBe(fileName);
    const res = await fetch(`${up.url}/FAD/Triennio/Crediti/${created.body.id}/Attestato`, { headers: { authorization: `Bearer ${trial}` } });
    expect(res.status).toBe(200);
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1]!)).toBe(fileName);
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
  });
});
