import { fadRoute, fadRoutes, type RouteContract } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../auth';
import { startTestUpstream } from '../../testing';

/**
 * Contract tests: every fad route's answer, for a visitor and each demo persona (upstream/README.md
 * 'Demo accounts'), parses with the route's contract in @club/contracts, the schema the subgraphs
 * parse with and /openapi.json publishes. The last test checks that no fad route was left out.
 */

let up: Awaited<ReturnType<typeof startTestUpstream>>;

/** The demo personas by customer code (README 'Demo accounts'); a session row is all the routes need. */
const PERSONAS = {
  registrato: '1000001',
  trial: '1000002',
  premium: '1000003',
  'premium.noecm': '1000004',
  'premium.nocf': '1000005',
  'premium.lowcredit': '1000006',
  extrial: '1000007',
  expremium: '1000008',
  consenso: '1000009',
  bloccato: '1000010',
  incompleto: '1000011',
  condiviso: '1200086',
} as const;

interface Caller {
  name: string;
  userId: string | null;
  token: string | undefined;
}
const callers: Caller[] = [];

/** The routes whose answers were parsed, to check none was left out. */
const checked = new Set<RouteContract>();

beforeAll(async () => {
  up = await startTestUpstream();
  callers.push({ name: 'visitor', userId: null, token: undefined });
  for (const [name, userId] of Object.entries(PERSONAS)) {
    callers.push({ name, userId, token: await createToken(up.db, userId, 'session', 60) });
  }
});
afterAll(() => up?.close());

async function send(route: RouteContract, path: string, token: string | undefined, body?: unknown): Promise<Response> {
  return fetch(`${up.url}${path}`, {
    method: route.method,
    redirect: 'manual',
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Calls a JSON route and parses its success answer with the route's contract. */
async function expectAnswer(route: RouteContract, path: string, caller: Caller, body?: unknown): Promise<unknown> {
  const res = await send(route, path, caller.token, body);
  expect(res.status, `${route.method} ${path} as ${caller.name}`).toBe(route.status ?? 200);
  const payload: unknown = await res.json();
  const parsed = route.response.safeParse(payload);
  expect(parsed.error?.issues ?? [], `${route.method} ${path} as ${caller.name}`).toEqual([]);
  checked.add(route);
  return payload;
}

/** Calls a route that answers a file or a page: the status and media type its contract promises. */
async function expectMedia(route: RouteContract, path: string, body?: string): Promise<void> {
  const res = await fetch(`${up.url}${path}`, {
    method: route.method,
    redirect: 'manual',
    ...(body !== undefined ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body } : {}),
  });
  expect(res.status, `${route.method} ${path}`).toBe(route.status ?? 200);
  const text = await res.text();
  if (route.status === 303) expect(text).toBe('');
  else expect(route.mediaTypes, path).toContain(res.headers.get('content-type')?.split(';')[0]);
  expect(route.response.safeParse(text).success).toBe(true);
  checked.add(route);
}

const members = () => callers.filter((c): c is Caller & { userId: string; token: string } => c.userId !== null && c.token !== undefined);

/** The persona's courses with one status (ids), from the seed. */
async function enrolled(userId: string, status: number): Promise<number[]> {
  const rows = await up.db.query<{ course_id: number }>(
    `SELECT e.course_id FROM course_enrolments e JOIN courses c ON c.id = e.course_id WHERE e.user_id = $1 AND e.status = $2 AND c.published ORDER BY 1`,
    [userId, status],
  );
  return rows.map((r) => r.course_id);
}

describe('catalogue routes', () => {
  it('POST /FAD/Corsi answers pages that match the contract, with and without filters', async () => {
    for (const caller of callers) {
      await expectAnswer(fadRoute.searchCourses, '/FAD/Corsi', caller, { limit: 100, page: 1 });
      await expectAnswer(fadRoute.searchCourses, '/FAD/Corsi', caller, { search: 'corso', limit: 9, page: 2, filters: { collId: 2, creditsFrom: 3, creditsTo: 5 } });
      await expectAnswer(fadRoute.searchCourses, '/FAD/Corsi', caller, { limit: 9, page: 999 });
    }
  });

  it('POST /FAD/Corsi/PerId and GET /FAD/Corsi/slug/{slug} answer cards that match the contract', async () => {
    const [{ slug }] = await up.db.query<{ slug: string }>(`SELECT slug FROM courses WHERE id = 4`);
    for (const caller of callers) {
      const mine = caller.userId ? [1, 2, 3, 4].map((s) => enrolled(caller.userId!, s)) : [];
      const ids = [...new Set([1, 2, 4, 7, 31, 240, 999_999, ...(await Promise.all(mine)).flat()])];
      await expectAnswer(fadRoute.coursesByIds, '/FAD/Corsi/PerId', caller, { ids });
      await expectAnswer(fadRoute.courseBySlug, `/FAD/Corsi/slug/${slug}`, caller);
    }
  });

  it('POST /FAD/Collane and /FAD/ModelliDidattici answer lists that match the contract', async () => {
    for (const caller of callers) {
      await expectAnswer(fadRoute.series, '/FAD/Collane', caller, {});
      await expectAnswer(fadRoute.teachingModels, '/FAD/ModelliDidattici', caller, {});
    }
  });
});

describe("the member's routes", () => {
  it("GET /FAD/Corsi/{id} answers each persona's statuses within the contract", async () => {
    for (const caller of members()) {
      for (const status of [1, 2, 3, 4]) {
        for (const id of await enrolled(caller.userId, status)) {
          const answer = await expectAnswer(fadRoute.courseStatus, `/FAD/Corsi/${id}?username=${caller.userId}`, caller);
          expect(answer).toMatchObject({ status });
        }
      }
      // No persona is enrolled on course 1.
      expect(await expectAnswer(fadRoute.courseStatus, '/FAD/Corsi/1', caller)).toMatchObject({ status: null });
    }
  });

  it('GET /FAD/Corsi/{id}/Certificato answers a certificate within the contract for each passed course', async () => {
    for (const caller of members()) {
      for (const id of (await enrolled(caller.userId, 2)).slice(0, 2)) {
        await expectAnswer(fadRoute.certificate, `/FAD/Corsi/${id}/Certificato`, caller);
      }
    }
    expect(checked.has(fadRoute.certificate)).toBe(true);
  });

  it('GET /FAD/Corsi/PersonaliTriennio and /FAD/Corsi/Riepilogo answer within the contract', async () => {
    for (const caller of members()) {
      for (const status of [1, 2, 3, 4]) {
        await expectAnswer(fadRoute.training, `/FAD/Corsi/PersonaliTriennio?status=${status}`, caller);
      }
      await expectAnswer(fadRoute.training, '/FAD/Corsi/PersonaliTriennio?status=1&page=50&limit=100', caller);
      await expectAnswer(fadRoute.trainingSummary, '/FAD/Corsi/Riepilogo', caller);
    }
  });

  it('POST /FAD/Utente/AutoLogin[/{id}[/{type}]] answer access URLs within the contract', async () => {
    // A course anyone may still enrol on (the provider refuses an expired course to newcomers).
    const [{ id }] = await up.db.query<{ id: number }>(
      `SELECT id FROM courses WHERE published AND (expiry_date IS NULL OR expiry_date >= current_date) ORDER BY id LIMIT 1`,
    );
    for (const caller of members()) {
      await expectAnswer(fadRoute.catalogueAccess, '/FAD/Utente/AutoLogin', caller, {});
      await expectAnswer(fadRoute.courseAccess, '/FAD/Utente/AutoLogin/cat', caller, {});
      await expectAnswer(fadRoute.courseAccess, `/FAD/Utente/AutoLogin/${id}`, caller, {});
      const answer = await expectAnswer(fadRoute.courseAccessWithType, `/FAD/Utente/AutoLogin/${id}/${encodeURIComponent('FAD CATALOGO - Corso')}`, caller, {});
      expect(answer).toMatchObject({ courseAccessURL: expect.stringContaining('/player/') });
    }
  });
});

describe('learning content routes', () => {
  it('POST /CMS/Search/CorsiSuggeriti answers the three groups within the contract', async () => {
    for (const caller of callers) {
      for (const limit of [3, 6, 12]) await expectAnswer(fadRoute.suggestedCourses, '/CMS/Search/CorsiSuggeriti', caller, { limit });
    }
  });

  it('the e-book and training-film searches answer docs within the contract', async () => {
    for (const caller of callers) {
      for (const route of [fadRoute.ebookSearch, fadRoute.trainingFilmSearch]) {
        await expectAnswer(route, route.path, caller, { criteria: { rows: 999, offset: 0, orderCriteria: ['publishingDate desc'], fallback: true }, exclude: { id: null } });
        await expectAnswer(route, route.path, caller, { criteria: { rows: 3, offset: 5000 } });
      }
    }
  });

  it('GET /graphql/videoclip answers pages within the contract', async () => {
    for (const caller of callers) {
      const first = (await expectAnswer(fadRoute.videoClips, '/graphql/videoclip?first=12', caller)) as { pageInfo: { endCursor: string } };
      await expectAnswer(fadRoute.videoClips, `/graphql/videoclip?first=3&after=${first.pageInfo.endCursor}`, caller);
    }
  });
});

describe('files and the reference player', () => {
  it('answer the media types their contracts name', async () => {
    await expectMedia(fadRoute.courseImage, '/FAD/Corsi/7/Immagine');
    await expectMedia(fadRoute.courseCoverFile, '/media/corsi/7.svg');
    await expectMedia(fadRoute.courseMediaFile, '/FAD/Media/videoclip/course_7.webm');
    await expectMedia(fadRoute.courseMediaFile, '/FAD/Media/ebook/course_7.pdf');
    await expectMedia(fadRoute.courseSheet, '/catalogo/pdf/course_7');
    await expectMedia(fadRoute.courseSheetDownload, '/catalogo/pdfdown/course_7');
    await expectMedia(fadRoute.playerCatalogue, '/player/catalogo');
  });

  it("the player's page and forms answer as their contracts say", async () => {
    const premium = callers.find((c) => c.name === 'premium')!;
    const { courseAccessURL } = (await expectAnswer(fadRoute.courseAccess, '/FAD/Utente/AutoLogin/7', premium, {})) as { courseAccessURL: string };
    const path = new URL(courseAccessURL).pathname;
    await expectMedia(fadRoute.playerPage, path);
    await expectMedia(fadRoute.playerProgress, `${path}/progress`, '');
    await expectMedia(fadRoute.playerFinish, `${path}/finish`, '');
  });
});

it('publishes every fad route in /openapi.json, files with their media types', async () => {
  const doc = (await (await fetch(`${up.url}/openapi.json`)).json()) as { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> };
  for (const r of fadRoutes) {
    const operation = doc.paths[r.path]?.[r.method.toLowerCase()];
    expect(operation, `${r.method} ${r.path}`).toBeDefined();
    expect(Object.keys(operation!.responses[String(r.status ?? 200)]?.content ?? {})).toEqual([...(r.mediaTypes ?? ['application/json'])]);
  }
});

describe('ECM triennium routes (issue 29)', () => {
  it('answer within their contracts for every persona: credits, obligation, an external credit written, read back, its certificate, deleted', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');
    for (const caller of members()) {
      await expectAnswer(fadRoute.trienniumCredits, '/FAD/Triennio/Crediti?from=2026-01-01&to=2028-12-31', caller);
      await expectAnswer(fadRoute.setEcmObligation, '/FAD/Triennio/Obbligo', caller, { obligation: 120 });
      await expectAnswer(fadRoute.setEcmObligation, '/FAD/Triennio/Obbligo', caller, { obligation: null });
      const body = { provider: 'Provider 1', title: 'Evento', date: '2026-04-01', credits: 3, certificate: { fileName: 'a.pdf', contentBase64: pdf } };
      const created = (await expectAnswer(fadRoute.addExternalEcmCredit, '/FAD/Triennio/Crediti', caller, body)) as { id: string };
      await expectAnswer(fadRoute.updateExternalEcmCredit, `/FAD/Triennio/Crediti/${created.id}`, caller, { ...body, certificate: undefined, credits: 4 });
      const file = await send(fadRoute.externalEcmCreditCertificate, `/FAD/Triennio/Crediti/${created.id}/Attestato`, caller.token);
      expect(file.status).toBe(200);
      expect(fadRoute.externalEcmCreditCertificate.mediaTypes).toContain(file.headers.get('content-type'));
      expect(fadRoute.externalEcmCreditCertificate.response.safeParse(await file.text()).success).toBe(true);
      checked.add(fadRoute.externalEcmCreditCertificate);
      await expectAnswer(fadRoute.deleteExternalEcmCredit, `/FAD/Triennio/Crediti/${created.id}`, caller);
      const batch = (await expectAnswer(fadRoute.addExternalEcmCredits, '/FAD/Triennio/Crediti/Lotto', caller, { credits: [{ ...body, certificate: undefined, eventCode: '1-1' }] })) as { credits: { id: string }[] };
      for (const c of batch.credits) await send(fadRoute.deleteExternalEcmCredit, `/FAD/Triennio/Crediti/${c.id}`, caller.token);
    }
  });
});

describe('ECM obligation routes (issue 40)', () => {
  it('answer within their contracts for every persona: an exemption recorded, read back with the credits, deleted', async () => {
    for (const caller of members()) {
      const created = (await expectAnswer(fadRoute.addEcmObligationAdjustment, '/FAD/Triennio/Riduzioni', caller, { kind: 'ESENZIONE_MALATTIA', start: '2026-02-01', end: '2026-02-28', credits: null })) as { id: string };
      await expectAnswer(fadRoute.deleteEcmObligationAdjustment, `/FAD/Triennio/Riduzioni/${created.id}`, caller);
    }
  });
});

it('leaves no fad route unchecked', () => {
  expect(fadRoutes.filter((r) => !checked.has(r)).map((r) => `${r.method} ${r.path}`)).toEqual([]);
});
