import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../auth';
import { startTestUpstream } from '../../testing';
import type { CourseCard } from './course-cards';
import { EBOOK_PARTS, EBOOK_WITHOUT_COURSE, ebookWithPartsId } from './seed';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let premium: string;

beforeAll(async () => {
  up = await startTestUpstream();
  premium = await createToken(up.db, '1000003', 'session', 60);
});
afterAll(() => up?.close());

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${up.url}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

interface Suggested {
  top: CourseCard[];
  new: CourseCard[];
  foryou: CourseCard[];
}
interface Doc {
  id: string;
  id_course_it: string;
  title_it: string;
  collana: string;
  credits: number;
  abstract: string;
  item_path: string;
  endDate: string | null;
  image_url: string | null;
  file_url?: string | null;
}

describe('POST /CMS/Search/CorsiSuggeriti', () => {
  it.each([3, 6, 12])('answers the three groups of at most %i courses', async (limit) => {
    const { status, body } = await call<Suggested>('POST', '/CMS/Search/CorsiSuggeriti', { limit });
    expect(status).toBe(200);
    for (const group of [body.top, body.new, body.foryou]) expect(group).toHaveLength(limit);
    expect(body.new.map((c) => c.id)).toEqual([...body.new.map((c) => c.id)].sort((a, b) => b - a));
  });

  it('refuses any other limit', async () => {
    for (const limit of [0, 4, 13, 'tre']) expect((await call('POST', '/CMS/Search/CorsiSuggeriti', { limit })).status).toBe(400);
  });

  it("suggests a member courses of their profession's series they have not taken, with their statuses", async () => {
    const { body } = await call<Suggested>('POST', '/CMS/Search/CorsiSuggeriti', { limit: 12 }, premium);
    const [user] = await up.db.query<{ profession_id: string }>(`SELECT profession_id FROM users WHERE id = '1000003'`);
    const series = user.profession_id === '1' ? ['Medicina', 'Legale'] : ['Sicurezza', 'Covid 19', 'Manageriale'];
    expect(body.foryou.every((c) => series.includes(c.collana.name) && c.status === null)).toBe(true);
    expect(body.top.every((c) => 'status' in c)).toBe(true);
  });
});

describe("POST /FAD/Corsi 'perProfessione' (issue 40: the triennium plan asks for the member's profession)", () => {
  const search = (filters: object, token?: string) => call<{ resultList: CourseCard[]; totale: number }>('POST', '/FAD/Corsi', { limit: 100, page: 1, filters }, token);

  it("keeps a member's profession series only, and means nothing for a visitor", async () => {
    const [user] = await up.db.query<{ profession_id: string }>(`SELECT profession_id FROM users WHERE id = '1000003'`);
    const series = user.profession_id === '1' ? ['Medicina', 'Legale'] : ['Sicurezza', 'Covid 19', 'Manageriale'];
    const mine = await search({ perProfessione: true }, premium);
    const all = await search({}, premium);
    expect(mine.status).toBe(200);
    expect(mine.body.totale).toBeGreaterThan(0);
    expect(mine.body.totale).toBeLessThan(all.body.totale);
    expect(mine.body.resultList.every((c) => series.includes(c.collana.name))).toBe(true);
    expect((await search({ perProfessione: true })).body.totale).toBe(all.body.totale);
  });
});

describe('e-book and training-film searches', () => {
  const ebooks = (body: unknown) => call<{ docs: Doc[]; matches: number }>('POST', '/CMS/Search/EbookBodyContent/Ungrouped', body);
  const films = (body: unknown) => call<{ docs: Doc[]; matches: number }>('POST', '/CMS/Search/TrainingFilmBodyContent/Ungrouped', body);

  it('lists the E-book courses as search docs, newest first, paged by rows and offset', async () => {
    const first = await ebooks({ criteria: { rows: 3, offset: 0, orderCriteria: ['publishingDate desc'], fallback: true } });
    expect(first.status).toBe(200);
    expect(first.body.docs).toHaveLength(3);
    const doc = first.body.docs[0];
    expect(doc.id).toBe(`ebook-${doc.id_course_it}`);
    expect(doc.item_path).toMatch(/^\/corsi-ecm-fad\/ebook\/[a-z0-9-]+$/);
    expect(doc.collana.split('|')).toEqual([expect.any(String), 'E-book']);
    expect(doc.image_url).toMatch(/^\/media\/corsi\/\d+\.svg$/);
    expect(Number(first.body.docs[0].id_course_it)).toBeGreaterThan(Number(first.body.docs[1].id_course_it));
    const next = await ebooks({ criteria: { rows: 3, offset: 3 } });
    expect(next.body.docs.map((d) => d.id)).not.toContain(doc.id);
    const [{ n }] = await up.db.query<{ n: number }>(
      `SELECT (SELECT count(*)::int FROM courses c JOIN teaching_models m ON m.id = c.teaching_model_id WHERE m.name = 'E-book' AND c.published)
            + (SELECT count(*)::int FROM learning_items_without_course WHERE kind = 'ebook') AS n`,
    );
    expect(first.body.matches).toBe(n);
    const past = await ebooks({ criteria: { rows: 3, offset: 5000 } });
    expect(past.body).toEqual({ docs: [], matches: n });
  });

  it('leaves out the excluded item', async () => {
    const first = await ebooks({ criteria: { rows: 2, offset: 0 } });
    const without = await ebooks({ criteria: { rows: 2, offset: 0 }, exclude: { id: first.body.docs[0].id } });
    expect(without.body.docs[0].id).toBe(first.body.docs[1].id);
    expect(without.body.matches).toBe(first.body.matches - 1);
  });

  it('lists the e-book indexed without a course second, with an empty course id; finds and leaves it out by its slug and id (spec 2 §3, §4)', async () => {
    const first = await ebooks({ criteria: { rows: 3, offset: 0 } });
    const free = first.body.docs[1];
    expect(free).toMatchObject({ id: EBOOK_WITHOUT_COURSE.id, id_course_it: '', title_it: EBOOK_WITHOUT_COURSE.title, collana: 'Legale|E-book', endDate: null, image_url: null, file_url: null });
    expect(free.item_path).toBe(`/corsi-ecm-fad/ebook/${EBOOK_WITHOUT_COURSE.slug}`);
    expect(first.body.docs[0].id_course_it).not.toBe('');
    const bySlug = await ebooks({ criteria: { rows: 1, offset: 0 }, slug: EBOOK_WITHOUT_COURSE.slug });
    expect(bySlug.body).toEqual({ docs: [free], matches: 1 });
    const course = await ebooks({ criteria: { rows: 1, offset: 0 }, slug: first.body.docs[0].item_path.split('/').pop() });
    expect(course.body.docs.map((d) => d.id)).toEqual([first.body.docs[0].id]);
    const without = await ebooks({ criteria: { rows: 3, offset: 0 }, exclude: { id: EBOOK_WITHOUT_COURSE.id } });
    expect(without.body.docs.map((d) => d.id)).not.toContain(EBOOK_WITHOUT_COURSE.id);
    expect(without.body.matches).toBe(first.body.matches - 1);
    // Not a film.
    expect((await films({ criteria: { rows: 1, offset: 0 }, slug: EBOOK_WITHOUT_COURSE.slug })).body).toEqual({ docs: [], matches: 0 });
  });

  it('lists training films under their own path, and refuses bad criteria', async () => {
    const res = await films({ criteria: { rows: 9, offset: 0 } });
    expect(res.body.docs.every((d) => d.id.startsWith('film-') && d.item_path.startsWith('/corsi-ecm-fad/film-formazione/'))).toBe(true);
    expect((await films({ criteria: { rows: 0, offset: 0 } })).status).toBe(400);
    expect((await films({ criteria: { rows: 1000, offset: 0 } })).status).toBe(400);
    expect((await films({ criteria: { rows: 9, offset: -1 } })).status).toBe(400);
  });
});

describe('GET /graphql/videoclip', () => {
  interface Clips {
    results: { id: string; title: string; videoUrl: string }[];
    pageInfo: { endCursor: string | null; hasNext: boolean };
  }

  it('pages the clips with an opaque cursor until hasNext is false', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 20; guard++) {
      const res: { status: number; body: Clips } = await call<Clips>('GET', `/graphql/videoclip?first=12${after ? `&after=${after}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.results.map((r) => r.id));
      if (!res.body.pageInfo.hasNext) break;
      after = res.body.pageInfo.endCursor;
    }
    const [{ n }] = await up.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM courses WHERE published AND video_clip_url IS NOT NULL`);
    expect(seen).toHaveLength(n);
    expect(new Set(seen).size).toBe(n);
  });

  it('answers 3 clips for teasers and refuses other sizes and foreign cursors', async () => {
    const teaser = await call<Clips>('GET', '/graphql/videoclip?first=3');
    expect(teaser.body.results).toHaveLength(3);
    expect(teaser.body.results[0].videoUrl).toMatch(/\/FAD\/Media\/videoclip\/course_\d+\.webm$/);
    expect((await call('GET', '/graphql/videoclip?first=5')).status).toBe(400);
    expect((await call('GET', '/graphql/videoclip?first=3&after=bm9wZQ')).status).toBe(400);
  });

  it('the clip, film and e-book files the cards point to are served', async () => {
    const [row] = await up.db.query<{ video_clip_url: string }>(`SELECT video_clip_url FROM courses WHERE video_clip_url IS NOT NULL LIMIT 1`);
    const clip = await fetch(`${up.url}${row!.video_clip_url}`);
    expect(clip.headers.get('content-type')).toBe('video/webm');
    const [book] = await up.db.query<{ ebook_url: string }>(`SELECT ebook_url FROM courses WHERE ebook_url IS NOT NULL LIMIT 1`);
    const pdf = await fetch(`${up.url}${book!.ebook_url}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await fetch(`${up.url}/FAD/Media/film/course_999999.webm`)).status).toBe(404);
    expect((await fetch(`${up.url}/FAD/Media/ebook/course_1.webm`)).status).toBe(404);
  });

  it("holds both branches of the e-book download (spec 2 §2): the e-book of the month has three files, every other e-book one", async () => {
    type Doc = { id: string; id_course_it: string };
    const ebooks = (body: unknown) => call<{ docs: Doc[]; matches: number }>('POST', '/CMS/Search/EbookBodyContent/Ungrouped', body);
    const first = await ebooks({ criteria: { rows: 1, offset: 0 } });
    const monthId = Number(first.body.docs[0].id_course_it);
    expect(monthId).toBe(ebookWithPartsId());
    const [month] = (await call<CourseCard[]>('POST', '/FAD/Corsi/PerId', { ids: [monthId] })).body;
    expect(month!.ebookUrl).toMatch(/\/FAD\/Media\/ebook\/course_\d+\.pdf$/);
    expect(month!.ebookParts!.map((p) => p.label)).toEqual(EBOOK_PARTS.map((p) => p.label));
    for (const [i, part] of month!.ebookParts!.entries()) {
      expect(part.url).toBe(`${up.url}/FAD/Media/ebook/course_${monthId}_parte_${i + 2}.pdf`);
      const pdf = await fetch(part.url);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    // Another e-book: one file, no further parts.
    const other = (await ebooks({ criteria: { rows: 3, offset: 0 } })).body.docs.find((d) => d.id_course_it && Number(d.id_course_it) !== monthId)!;
    const [single] = (await call<CourseCard[]>('POST', '/FAD/Corsi/PerId', { ids: [Number(other.id_course_it)] })).body;
    expect(single!.ebookUrl).not.toBeNull();
    expect(single!.ebookParts).toBeUndefined();
    // No such part, or a part of a course with none: not found.
    expect((await fetch(`${up.url}/FAD/Media/ebook/course_${monthId}_parte_4.pdf`)).status).toBe(404);
    expect((await fetch(`${up.url}/FAD/Media/ebook/course_${other.id_course_it}_parte_2.pdf`)).status).toBe(404);
    expect((await fetch(`${up.url}/FAD/Media/film/course_${monthId}_parte_2.webm`)).status).toBe(404);
  });
});
