import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../auth';
import { startTestUpstream } from '../../testing';
import type { CourseCard } from './course-cards';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let premiumToken: string;

beforeAll(async () => {
  up = await startTestUpstream();
  // A session row is all optionalUser needs: these tests don't depend on the crm login.
  premiumToken = await createToken(up.db, '1000003', 'session', 60);
});
afterAll(() => up?.close());

interface SearchAnswer {
  resultList: CourseCard[];
  totale: number;
  limit: number;
  page: number;
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${up.url}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const search = (body: Record<string, unknown>, token?: string) => call<SearchAnswer>('POST', '/FAD/Corsi', { limit: 9, page: 1, ...body }, token);
const byIds = (ids: number[], token?: string) => call<CourseCard[]>('POST', '/FAD/Corsi/PerId', { ids }, token);
const PUBLISHED = 245;

describe('POST /FAD/Collane and /FAD/ModelliDidattici', () => {
  it('list exactly the 5 series and the 4 teaching models', async () => {
    const series = await call<{ id: number; name: string }[]>('POST', '/FAD/Collane', {});
    expect(series.body.map((s) => s.name)).toEqual(['Medicina', 'Sicurezza', 'Covid 19', 'Legale', 'Manageriale']);
    const models = await call<{ id: number; name: string }[]>('POST', '/FAD/ModelliDidattici', {});
    expect(models.body.map((m) => m.name)).toEqual(['Film Formazione', 'E-book', 'Multimediale', 'Interattivo']);
  });
});

describe('POST /FAD/Corsi paging', () => {
  it('answers a full first page with the total of published courses', async () => {
    const { status, body } = await search({});
    expect(status).toBe(200);
    expect(body.resultList).toHaveLength(9);
    expect(body).toMatchObject({ totale: PUBLISHED, limit: 9, page: 1 });
  });

  it('gives disjoint consecutive pages and a short last page', async () => {
    const [p1, p2] = await Promise.all([search({ page: 1 }), search({ page: 2 })]);
    const ids1 = new Set(p1.body.resultList.map((c) => c.id));
    expect(p2.body.resultList.some((c) => ids1.has(c.id))).toBe(false);
    const last = await search({ page: Math.ceil(PUBLISHED / 9) });
    expect(last.body.resultList).toHaveLength(PUBLISHED % 9);
  });

  it('answers an empty list, with the total, past the last page', async () => {
    const { body } = await search({ page: 500 });
    expect(body.resultList).toEqual([]);
    expect(body.totale).toBe(PUBLISHED);
  });

  it('never lists unpublished courses', async () => {
    const { body } = await search({ limit: 100, page: 1 });
    expect(body.resultList.map((c) => c.id)).not.toContain(50);
  });
});

describe('POST /FAD/Corsi filters', () => {
  it('filters by series (collId): each series has courses and together they are the catalogue', async () => {
    let sum = 0;
    for (const collId of [1, 2, 3, 4, 5]) {
      const { body } = await search({ limit: 100, filters: { collId } });
      expect(body.totale).toBeGreaterThan(30);
      expect(body.resultList.every((c) => c.collana.id === collId)).toBe(true);
      sum += body.totale;
    }
    expect(sum).toBe(PUBLISHED);
  });

  it('filters by teaching model (didacticModelId)', async () => {
    const { body } = await search({ limit: 100, filters: { didacticModelId: 2 } });
    expect(body.totale).toBeGreaterThan(40);
    expect(body.resultList.every((c) => c.modelloDidattico.name === 'E-book' && c.ebookUrl !== null)).toBe(true);
  });

  it('combines series and teaching model', async () => {
    const { body } = await search({ limit: 100, filters: { collId: 3, didacticModelId: 4 } });
    expect(body.totale).toBeGreaterThan(5);
    expect(body.resultList.every((c) => c.collana.name === 'Covid 19' && c.modelloDidattico.name === 'Interattivo')).toBe(true);
  });

  it('credit ranges are inclusive at both bounds and partition the catalogue', async () => {
    let sum = 0;
    for (const [from, to] of [[1, 2], [3, 5], [6, 10], [11, 999]]) {
      const { body } = await search({ limit: 100, filters: { creditsFrom: from, creditsTo: to } });
      expect(body.totale).toBeGreaterThan(40);
      const all = [...body.resultList];
      for (let page = 2; all.length < body.totale; page++) all.push(...(await search({ limit: 100, page, filters: { creditsFrom: from, creditsTo: to } })).body.resultList);
      const credits = all.map((c) => c.credits);
      expect(Math.min(...credits)).toBe(from);
      expect(credits.every((c) => c >= from && c <= to)).toBe(true);
      if (to !== 999) expect(Math.max(...credits)).toBe(to);
      sum += body.totale;
    }
    expect(sum).toBe(PUBLISHED);
  });

  it('a range with only a lower bound is open above', async () => {
    const { body } = await search({ limit: 100, filters: { creditsFrom: 30 } });
    expect(body.resultList.length).toBeGreaterThan(0);
    expect(body.resultList.every((c) => c.credits >= 30)).toBe(true);
  });

  it('searches title and description from 2 characters, case-insensitively', async () => {
    const { body } = await search({ limit: 100, search: 'DIABETICO' });
    expect(body.totale).toBeGreaterThan(0);
    expect(body.totale).toBeLessThan(PUBLISHED);
    expect(body.resultList.every((c) => `${c.title} ${c.description}`.toLowerCase().includes('diabetico'))).toBe(true);
  });

  it('ignores a 1-character search', async () => {
    const { body } = await search({ search: 'z' });
    expect(body.totale).toBe(PUBLISHED);
  });

  it('matches LIKE wildcards literally', async () => {
    const { body } = await search({ search: '%%' });
    expect(body.totale).toBe(0);
  });

  it('accepts numeric strings and nulls in filters, as browsers send them', async () => {
    const { status, body } = await search({ filters: { collId: '2', didacticModelId: null, creditsFrom: '', creditsTo: null } });
    expect(status).toBe(200);
    expect(body.resultList.every((c) => c.collana.id === 2)).toBe(true);
  });
});

describe('POST /FAD/Corsi bad bodies', () => {
  it.each([
    ['limit 0', { limit: 0, page: 1 }],
    ['limit 101', { limit: 101, page: 1 }],
    ['page 0', { limit: 9, page: 0 }],
    ['missing limit', { page: 1 }],
    ['non-numeric series', { limit: 9, page: 1, filters: { collId: 'abc' } }],
    ['negative credits', { limit: 9, page: 1, filters: { creditsFrom: -1 } }],
  ])('answers 400 with a message for %s', async (_name, body) => {
    const res = await call<{ message: string }>('POST', '/FAD/Corsi', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Richiesta non valida/);
  });
});

describe('member statuses on cards', () => {
  it('are absent for a visitor and for an invalid token', async () => {
    for (const token of [undefined, 'not-a-session']) {
      const { body } = await search({}, token);
      for (const card of body.resultList) {
        expect(card).not.toHaveProperty('status');
        expect(card).not.toHaveProperty('percentageOfCompletion');
      }
    }
  });

  it("carry the member's enrolment with a token, and empty values on courses never started", async () => {
    const { body } = await search({}, premiumToken);
    const byId = new Map(body.resultList.map((c) => [c.id, c]));
    expect(byId.get(2)).toMatchObject({ status: 1, started: true, subscribed: true, ended: false });
    expect(byId.get(4)).toMatchObject({ status: 2, started: true, ended: true, percentageOfCompletion: 100 });
    expect(byId.get(4)!.score).toBeGreaterThanOrEqual(75);
    expect(byId.get(1)).toMatchObject({ status: null, started: false, subscribed: false, ended: false, score: null, percentageOfCompletion: 0 });
  });

  it('come from a fixed number of queries, whatever the page size', async () => {
    const counts: number[] = [];
    for (const limit of [9, 60]) {
      const original = up.db.query;
      let n = 0;
      up.db.query = ((...args: Parameters<typeof original>) => {
        n += 1;
        return original.apply(up.db, args);
      }) as typeof original;
      try {
        await search({ limit }, premiumToken);
      } finally {
        up.db.query = original;
      }
      counts.push(n);
    }
    expect(counts[0]).toBeLessThanOrEqual(3); // session lookup, count, page with the enrolment join
    expect(counts[1]).toBe(counts[0]);
  });
});

describe('GET /FAD/Corsi/slug/{slug}', () => {
  it('answers the card, with the status for a member', async () => {
    const [card] = (await byIds([9])).body;
    const visitor = await call<CourseCard>('GET', `/FAD/Corsi/slug/${card.slug}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.title).toBe(card.title);
    expect(visitor.body).not.toHaveProperty('status');
    const member = await call<CourseCard>('GET', `/FAD/Corsi/slug/${card.slug}`, undefined, premiumToken);
    expect(member.body.status).toBe(3);
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await call<{ message: string }>('GET', '/FAD/Corsi/slug/non-esiste');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Corso non trovato.');
  });
});

describe('POST /FAD/Corsi/PerId', () => {
  it('answers the cards in the order asked, leaving out unknown and unpublished ids', async () => {
    const { status, body } = await byIds([7, 3, 9999, 50, 1]);
    expect(status).toBe(200);
    expect(body.map((c) => c.id)).toEqual([7, 3, 1]);
  });

  it('answers 400 for a malformed body', async () => {
    expect((await call('POST', '/FAD/Corsi/PerId', { ids: 'x' })).status).toBe(400);
  });
});

describe('card shape', () => {
  it('has every field of spec 2 §3, with pipe-separated promo codes and absolute media URLs', async () => {
    const { body } = await search({ limit: 100 });
    const withTwoCodes = body.resultList.find((c) => c.promoCode.includes('|'));
    expect(withTwoCodes?.promoCode).toBe('PROMO-REG|PROMO-ECM50');
    expect(body.resultList.some((c) => c.groups.includes('GP_REGISTRATO_CLUB'))).toBe(true);
    expect(body.resultList.some((c) => c.isExternal && c.linkUrl?.startsWith('https://'))).toBe(true);
    const card = body.resultList[0];
    expect(Object.keys(card).sort()).toEqual(
      ['cardHeading', 'collana', 'courseId', 'credits', 'description', 'downloadPdfUrl', 'duration', 'ebookUrl', 'ecmObjective', 'ecmObjectiveArea', 'expiryDate', 'filmFormazioneUrl', 'groups', 'id', 'image', 'imgUrl', 'isExternal', 'linkUrl', 'modelloDidattico', 'promoCode', 'slug', 'title', 'videoClipUrl'].sort(),
    );
    expect(card.image).toBe(`/media/corsi/${card.id}.svg`);
    const cover = await fetch(`${up.url}${card.image}`);
    expect(cover.headers.get('content-type')).toContain('image/svg+xml');
    expect(await cover.text()).toContain('<svg');
    expect(card.expiryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('serves the card image and the course sheet it links to', async () => {
    const [card] = (await byIds([1])).body;
    // The card image is a media-library path (the portal serves it under its own origin).
    const image = await fetch(`${up.url}${card.image!}`);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(await image.text()).toContain('crediti ECM');
    const sheet = await fetch(card.downloadPdfUrl!);
    expect(sheet.headers.get('content-type')).toBe('application/pdf');
    expect(sheet.headers.get('content-disposition')).toMatch(/^attachment; filename="scheda-corso-2506-\d+\.pdf"$/);
    expect(Buffer.from(await sheet.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await fetch(`${up.url}/catalogo/pdf/course_99999`)).status).toBe(404);
  });
});

describe('seed', () => {
  it('gives the premium persona enough courses in every status for the training area', async () => {
    const rows = await up.db.query<{ status: number; n: number }>(
      `SELECT status, count(*)::int AS n FROM course_enrolments WHERE user_id = '1000003' GROUP BY status ORDER BY status`,
    );
    const n = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    expect(n[1]).toBeGreaterThanOrEqual(8);
    expect(n[2]).toBeGreaterThanOrEqual(7);
    expect(n[3]).toBeGreaterThanOrEqual(2);
    expect(n[4]).toBeGreaterThanOrEqual(2);
  });

  it('gives generic members a few thousand enrolments and at most one per course', async () => {
    const [{ n, distinct }] = await up.db.query<{ n: number; distinct: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT (user_id, course_id))::int AS distinct FROM course_enrolments WHERE user_id >= '1100000' AND user_id < '1103000'`,
    );
    expect(n).toBeGreaterThan(2000);
    expect(distinct).toBe(n);
  });
});
