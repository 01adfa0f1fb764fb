import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph, UpstreamRecorder, failingFetcher } from '@club/subgraph-kit/testing';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import { startFadSubgraph } from './server';
import { EBOOK_WITHOUT_COURSE } from '@club/upstream/testing';

/**
 * The learning area end to end against the reference upstream: access decisions and starting a
 * course as the demo personas, the training area, certificates after the reference player, the
 * suggested courses, e-books, films and video clips.
 */

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
/** Upstream paths called by the subgraph, in order. */
const upstream = new UpstreamRecorder();
const upstreamCalls = upstream.paths;

type Viewer = Parameters<typeof callSubgraph>[3];
const ECM = [{ code: 'ecm', active: true }];
const PASSWORD = 'Club2026!';

async function member(email: string, userId: string, claims: Viewer): Promise<Viewer> {
  return { userId, upstreamToken: await upstreamLogin(up.url, email, PASSWORD), ...claims };
}

let premium: Viewer;
let lowcredit: Viewer;
let noecm: Viewer;
let nocf: Viewer;
let registrato: Viewer;
let extrial: Viewer;

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startFadSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: upstream.fetch });
  premium = await member('premium@demo.club', '1000003', { subscriptionType: 'PREMIUM', wallets: ECM, hasFiscalCode: true });
  lowcredit = await member('premium.lowcredit@demo.club', '1000006', { subscriptionType: 'PREMIUM', wallets: ECM, hasFiscalCode: true });
  noecm = await member('premium.noecm@demo.club', '1000004', { subscriptionType: 'PREMIUM', wallets: [], hasFiscalCode: true });
  nocf = await member('premium.nocf@demo.club', '1000005', { subscriptionType: 'PREMIUM', wallets: ECM, hasFiscalCode: false });
  registrato = await member('registrato@demo.club', '1000001', { subscriptionType: 'REGISTRATO', wallets: [], promoCodes: ['PROMO-REG'], hasFiscalCode: true });
  extrial = await member('extrial@demo.club', '1000007', { subscriptionType: 'EX_TRIAL', wallets: [], hasFiscalCode: true });
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});
beforeEach(() => {
  upstream.reset();
});

/** The first published, internal course matching an SQL condition on `c` (fixtures from the seed). */
async function courseWhere(condition: string, params: unknown[] = []): Promise<{ id: string; credits: number }> {
  const rows = await up.db.query<{ id: number; credits: string }>(
    `SELECT c.id, c.credits::text AS credits FROM courses c WHERE c.published AND NOT c.is_external AND ${condition} ORDER BY c.id LIMIT 1`,
    params,
  );
  if (!rows[0]) throw new Error(`no course where ${condition}`);
  return { id: String(rows[0].id), credits: Number(rows[0].credits) };
}
const notEnrolled = (userId: string) => `NOT EXISTS (SELECT 1 FROM course_enrolments e WHERE e.course_id = c.id AND e.user_id = '${userId}')`;

interface Decision {
  outcome: string;
  reason: string | null;
  showsUpgradeInsteadOfStart: boolean;
}
interface Start {
  decision: Decision;
  accessUrl: string | null;
}

const START = `mutation($id: ID!) { startCourse(courseId: $id) { accessUrl decision { outcome reason showsUpgradeInsteadOfStart } } }`;

async function startCourse(id: string, viewer: Viewer) {
  return (await callSubgraph<{ startCourse: Start }>(subgraph.url, START, { id }, viewer)).body;
}

describe('Mutation.startCourse', () => {
  it('opens a course for premium with the provider URL', async () => {
    const body = await startCourse('2', premium);
    expect(body.errors).toBeUndefined();
    expect(body.data!.startCourse.decision).toEqual({ outcome: 'OPEN', reason: null, showsUpgradeInsteadOfStart: false });
    // A portal path: the upstream's own address never reaches the browser (the gateway proxies /player).
    expect(body.data!.startCourse.accessUrl).toMatch(/^\/player\/[\w-]+$/);
    expect(upstreamCalls).toContain('/FAD/Corsi/2');
  });

  it('gives premium.lowcredit the credits modal on a course worth more than their balance, without a URL', async () => {
    const course = await courseWhere(`c.credits > 1 AND ${notEnrolled('1000006')}`);
    const body = await startCourse(course.id, lowcredit);
    expect(body.data!.startCourse).toEqual({ accessUrl: null, decision: { outcome: 'CREDITS', reason: 'CREDITS_REQUIRED', showsUpgradeInsteadOfStart: false } });
    expect(upstreamCalls.some((p) => p.startsWith('/FAD/Utente/AutoLogin'))).toBe(false);
  });

  it('lets premium.lowcredit continue a course in progress whatever the balance', async () => {
    const body = await startCourse('3', lowcredit);
    expect(body.data!.startCourse.decision.outcome).toBe('OPEN');
    expect(body.data!.startCourse.accessUrl).not.toBeNull();
  });

  it("gives premium.noecm the upgrade modal and 'Effettua l'upgrade'", async () => {
    const body = await startCourse('1', noecm);
    expect(body.data!.startCourse).toEqual({ accessUrl: null, decision: { outcome: 'UPGRADE', reason: 'WALLET_REQUIRED', showsUpgradeInsteadOfStart: true } });
    expect(upstreamCalls).not.toContain('/CRM/Utente/Portafogli');
  });

  it('gives premium.nocf the fiscal-code modal, without a URL', async () => {
    const res = await fetch(`${up.url}/CRM/Utente/Portafogli`, { headers: { authorization: `Bearer ${nocf!.upstreamToken}` } });
    const ecm = ((await res.json()) as { codice: string; saldo: number }[]).find((w) => w.codice === 'ecm')!;
    const course = await courseWhere(`c.credits <= $1`, [ecm.saldo]);
    const body = await startCourse(course.id, nocf);
    expect(body.data!.startCourse).toEqual({ accessUrl: null, decision: { outcome: 'FISCAL_CODE', reason: 'FISCAL_CODE_REQUIRED', showsUpgradeInsteadOfStart: false } });
  });

  it('gives registrato the products modal on a course without group, promo code or status', async () => {
    const course = await courseWhere(`c.promo_codes = '{}' AND c.groups = '{}' AND ${notEnrolled('1000001')}`);
    const body = await startCourse(course.id, registrato);
    expect(body.data!.startCourse).toEqual({ accessUrl: null, decision: { outcome: 'PRODUCTS', reason: 'PRODUCTS_REQUIRED', showsUpgradeInsteadOfStart: false } });
  });

  it('opens a PROMO-REG course for registrato', async () => {
    const course = await courseWhere(`'PROMO-REG' = ANY(c.promo_codes) AND c.groups = '{}' AND ${notEnrolled('1000001')}`);
    const body = await startCourse(course.id, registrato);
    expect(body.data!.startCourse.decision.outcome).toBe('OPEN');
    expect(body.data!.startCourse.accessUrl).toMatch(/\/player\//);
  });

  it('gives a visitor the upgrade modal and calls no provider', async () => {
    const body = await startCourse('1', {});
    expect(body.data!.startCourse).toEqual({ accessUrl: null, decision: { outcome: 'UPGRADE', reason: 'LOGIN_REQUIRED', showsUpgradeInsteadOfStart: false } });
    expect(upstreamCalls).toEqual(['/FAD/Corsi/PerId']);
  });

  it('answers NOT_FOUND for a course that does not exist', async () => {
    for (const id of ['999999', 'abc']) {
      const body = await startCourse(id, premium);
      expect(body.data).toBeNull();
      expect(body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });
});

describe('Course.accessDecision on lists', () => {
  it('a catalogue page of 9 courses with decisions for premium makes a bounded number of upstream calls', async () => {
    const res = await callSubgraph<{ courseCatalogue: { items: { id: string; accessDecision: Decision; viewerStatus: { status: string | null } }[] } }>(
      subgraph.url,
      '{ courseCatalogue { items { id viewerStatus { status } accessDecision { outcome reason showsUpgradeInsteadOfStart } } } }',
      {},
      premium,
    );
    expect(res.body.errors).toBeUndefined();
    const items = res.body.data!.courseCatalogue.items;
    expect(items).toHaveLength(9);
    expect(items.every((c) => c.accessDecision.outcome === 'OPEN')).toBe(true);
    // The page (shared, asked as a visitor), the member's statuses on its courses in one batch, and
    // the wallets once: never one call per course.
    expect([...upstreamCalls].sort()).toEqual(['/CRM/Utente/Portafogli', '/FAD/Corsi', '/FAD/Corsi/PerId']);
  });

  it('computes the lowcredit decisions from the card statuses', async () => {
    const res = await callSubgraph<{ courseCatalogue: { items: { id: string; credits: number; viewerStatus: { status: string | null }; accessDecision: Decision }[] } }>(
      subgraph.url,
      '{ courseCatalogue { items { id credits viewerStatus { status } accessDecision { outcome } } } }',
      {},
      lowcredit,
    );
    for (const c of res.body.data!.courseCatalogue.items) {
      const inProgressOrPassed = c.viewerStatus.status === 'ACTIVE' || c.viewerStatus.status === 'PASSED';
      expect(c.accessDecision.outcome).toBe(!inProgressOrPassed && c.credits > 1 ? 'CREDITS' : 'OPEN');
    }
    expect(upstreamCalls.filter((p) => p === '/CRM/Utente/Portafogli')).toHaveLength(1);
  });
});

describe('course page', () => {
  const PAGE = 'query($slug: String!) { courseBySlug(slug: $slug) { id title viewerStatus { status } accessDecision { outcome } } }';

  it('reads the status with the status call', async () => {
    const [{ slug }] = await up.db.query<{ slug: string }>(`SELECT slug FROM courses WHERE id = 4`);
    const res = await callSubgraph<{ courseBySlug: { viewerStatus: { status: string } } }>(subgraph.url, PAGE, { slug }, premium);
    expect(res.body.data!.courseBySlug.viewerStatus.status).toBe('PASSED');
    expect(upstreamCalls.filter((p) => p === '/FAD/Corsi/4')).toHaveLength(1);
  });

  it('keeps the page when the status call fails: viewerStatus alone is null with the error', async () => {
    const failingStatus = failingFetcher(/^\/FAD\/Corsi\/\d+$/);
    const flaky = await startFadSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: failingStatus });
    try {
      const [{ slug, title }] = await up.db.query<{ slug: string; title: string }>(`SELECT slug, title FROM courses WHERE id = 4`);
      const res = await callSubgraph<{ courseBySlug: { title: string; viewerStatus: unknown; accessDecision: Decision } }>(flaky.url, PAGE, { slug }, premium);
      expect(res.body.data!.courseBySlug).toMatchObject({ title, viewerStatus: null, accessDecision: { outcome: 'OPEN' } });
      expect(res.body.errors?.[0]).toMatchObject({ path: ['courseBySlug', 'viewerStatus'], extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/FAD/Corsi/4' } });
    } finally {
      await flaky.close();
    }
  });

  it('finds a course by id, NOT_FOUND for an unknown one', async () => {
    const ok = await callSubgraph<{ course: { id: string } }>(subgraph.url, '{ course(id: "7") { id } }');
    expect(ok.body.data!.course.id).toBe('7');
    const missing = await callSubgraph(subgraph.url, '{ course(id: "999999") { id } }');
    expect(missing.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('catalogue access and training area', () => {
  const CATALOGUE_URL = '{ catalogueAccessUrl }';

  it("gives trial and premium members the 'Vai al Catalogo FAD' URL only", async () => {
    const ok = await callSubgraph<{ catalogueAccessUrl: string }>(subgraph.url, CATALOGUE_URL, {}, premium);
    expect(ok.body.data!.catalogueAccessUrl).toBe('/player/catalogo');
    expect((await callSubgraph(subgraph.url, CATALOGUE_URL, {}, registrato)).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await callSubgraph(subgraph.url, CATALOGUE_URL, {}, extrial)).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await callSubgraph(subgraph.url, CATALOGUE_URL)).body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  const TRAINING = 'query($s: CourseStatus!, $p: Int) { trainingArea(status: $s, page: $p) { page totalPages items { id viewerStatus { status } } } }';
  type Training = { trainingArea: { page: number; totalPages: number; items: { id: string; viewerStatus: { status: string } }[] } | null };

  it('pages the premium member\'s active courses, 6 per page', async () => {
    const p1 = (await callSubgraph<Training>(subgraph.url, TRAINING, { s: 'ACTIVE' }, premium)).body.data!.trainingArea!;
    expect(p1.items).toHaveLength(6);
    expect(p1).toMatchObject({ page: 1, totalPages: 2 });
    expect(p1.items.every((c) => c.viewerStatus.status === 'ACTIVE')).toBe(true);
    const p2 = (await callSubgraph<Training>(subgraph.url, TRAINING, { s: 'ACTIVE', p: 2 }, premium)).body.data!.trainingArea!;
    expect(p2.items.map((c) => c.id)).not.toContain(p1.items[0].id);
  });

  it('lets ex members see only Attivi and Superati', async () => {
    const active = await callSubgraph<Training>(subgraph.url, TRAINING, { s: 'PASSED' }, extrial);
    expect(active.body.data!.trainingArea!.items).toHaveLength(2);
    const failed = await callSubgraph<Training>(subgraph.url, TRAINING, { s: 'FAILED' }, extrial);
    expect(failed.body.data!.trainingArea).toBeNull();
    expect(failed.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a status or page out of bounds and a visitor', async () => {
    for (const vars of [{ s: 1 }, { s: 'SUPERATI' }, { s: 'ACTIVE', p: 0 }]) {
      expect((await callSubgraph(subgraph.url, TRAINING, vars, premium)).body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await callSubgraph(subgraph.url, TRAINING, { s: 'ACTIVE' })).body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('counts the courses by status', async () => {
    const res = await callSubgraph<{ trainingSummary: unknown }>(subgraph.url, '{ trainingSummary { active passed failed expired } }', {}, extrial);
    expect(res.body.data!.trainingSummary).toEqual({ active: 2, passed: 2, failed: 1, expired: 0 });
  });
});

describe('certificate after the reference player', () => {
  const CERT = 'query($id: ID!) { courseCertificate(courseId: $id) { fileName contentType base64 } }';

  it('is refused before the course is passed, and issued after finishing it in the player', async () => {
    const course = await courseWhere(`c.credits <= 5 AND ${notEnrolled('1000003')}`);
    const before = await callSubgraph<{ courseCertificate: unknown }>(subgraph.url, CERT, { id: course.id }, premium);
    expect(before.body.data!.courseCertificate).toBeNull();
    expect(before.body.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', service: `/FAD/Corsi/${course.id}/Certificato` });

    const started = await startCourse(course.id, premium);
    const player = `${up.url}${started.data!.startCourse.accessUrl!}`;
    const form = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' as const };
    while ((await (await fetch(player)).text()).includes('Completa il modulo')) await fetch(`${player}/progress`, form);
    expect((await fetch(`${player}/finish`, form)).status).toBe(303);

    const after = await callSubgraph<{ courseCertificate: { fileName: string; contentType: string; base64: string } }>(subgraph.url, CERT, { id: course.id }, premium);
    expect(after.body.errors).toBeUndefined();
    expect(after.body.data!.courseCertificate).toMatchObject({ contentType: 'application/pdf', fileName: expect.stringMatching(/^attestato-2506-\d+\.pdf$/) });
    expect(Buffer.from(after.body.data!.courseCertificate.base64, 'base64').subarray(0, 4).toString()).toBe('%PDF');
    const status = await callSubgraph<{ course: { viewerStatus: { status: string } } }>(subgraph.url, `{ course(id: "${course.id}") { viewerStatus { status } } }`, {}, premium);
    expect(status.body.data!.course.viewerStatus.status).toBe('PASSED');
  });

  it('names the service in the error for a visitor', async () => {
    const res = await callSubgraph(subgraph.url, CERT, { id: '4' });
    expect(res.body.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', service: '/FAD/Corsi/4/Certificato' });
  });
});

describe('suggested courses, e-books, films and video clips', () => {
  const SUGGESTED = 'query($l: Int!) { suggestedCourses(limit: $l) { top { id } new { id } foryou { id accessDecision { outcome } } } }';

  it.each([3, 6, 12])('answers groups of %i', async (limit) => {
    const res = await callSubgraph<{ suggestedCourses: { top: unknown[]; new: unknown[]; foryou: unknown[] } }>(subgraph.url, SUGGESTED, { l: limit }, premium);
    expect(res.body.errors).toBeUndefined();
    const groups = res.body.data!.suggestedCourses;
    // The first group is whole; the others drop the courses an earlier group already lists.
    expect(groups.top).toHaveLength(limit);
    expect(groups.new.length).toBeLessThanOrEqual(limit);
    expect(groups.foryou.length).toBeLessThanOrEqual(limit);
  });

  it('refuses another limit with BAD_USER_INPUT', async () => {
    const res = await callSubgraph(subgraph.url, SUGGESTED, { l: 5 });
    expect(res.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
    expect(upstreamCalls).toEqual([]);
  });

  it('pages e-books, links their course in one batch, and finds one by id and slug', async () => {
    const res = await callSubgraph<{ ebooks: { total: number; items: { id: string; slug: string; kind: string; courseId: string; course: { id: string; teachingModel: { name: string } } }[] }; ebookOfTheMonth: { id: string } }>(
      subgraph.url,
      '{ ebooks(rows: 3) { total items { id slug kind courseId course { id teachingModel { name } } } } ebookOfTheMonth { id } }',
    );
    expect(res.body.errors).toBeUndefined();
    const { items, total } = res.body.data!.ebooks;
    expect(items).toHaveLength(3);
    expect(total).toBeGreaterThan(3);
    // The second is the e-book indexed without a course (see the next test).
    const withCourse = items.filter((i) => i.courseId);
    expect(withCourse).toHaveLength(2);
    expect(withCourse.every((i) => i.kind === 'EBOOK' && i.course.id === i.courseId && i.course.teachingModel.name === 'E-book')).toBe(true);
    expect(res.body.data!.ebookOfTheMonth.id).toBe(items[0].id);
    expect(upstreamCalls.filter((p) => p === '/FAD/Corsi/PerId')).toHaveLength(1);

    const byId = await callSubgraph<{ learningItem: { title: string } | null; film: unknown }>(
      subgraph.url,
      `query($id: ID!, $slug: String!) { learningItem(id: $id) { title } film: learningItemBySlug(kind: TRAINING_FILM, slug: $slug) { id } }`,
      { id: items[0].id, slug: items[0].slug },
    );
    expect(byId.body.data!.learningItem?.title).toBeTruthy();
    expect(byId.body.data!.film).toBeNull(); // an e-book's slug is not a film
    const excluded = await callSubgraph<{ ebooks: { items: { id: string }[] } }>(subgraph.url, 'query($x: ID) { ebooks(rows: 3, excludeId: $x) { items { id } } }', { x: items[0].id });
    expect(excluded.body.data!.ebooks.items.map((i) => i.id)).not.toContain(items[0].id);
  });

  it('an e-book indexed without a course: no course id, course, credits nor file, found by its slug for every viewer (spec 2 §4)', async () => {
    const ITEM = '{ id kind title courseId course { id } credits fileUrl series path }';
    const list = await callSubgraph<{ ebooks: { items: { id: string; courseId: string | null }[] } }>(subgraph.url, '{ ebooks(rows: 3) { items { id courseId } } }', {}, premium);
    expect(list.body.data!.ebooks.items[1]).toEqual({ id: EBOOK_WITHOUT_COURSE.id, courseId: null });
    for (const viewer of [undefined, premium]) {
      const res = await callSubgraph<{ learningItemBySlug: Record<string, unknown> | null; film: unknown }>(
        subgraph.url,
        `query($slug: String!) { learningItemBySlug(kind: EBOOK, slug: $slug) ${ITEM} film: learningItemBySlug(kind: TRAINING_FILM, slug: $slug) { id } }`,
        { slug: EBOOK_WITHOUT_COURSE.slug },
        viewer,
      );
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.learningItemBySlug).toEqual({
        id: EBOOK_WITHOUT_COURSE.id,
        kind: 'EBOOK',
        title: EBOOK_WITHOUT_COURSE.title,
        courseId: null,
        course: null,
        credits: null,
        fileUrl: null,
        series: ['Legale', 'E-book'],
        path: `/corsi-ecm-fad/ebook/${EBOOK_WITHOUT_COURSE.slug}`,
      });
      expect(res.body.data!.film).toBeNull();
    }
    const unknown = await callSubgraph<{ learningItemBySlug: unknown }>(subgraph.url, '{ learningItemBySlug(kind: EBOOK, slug: "nessun-ebook") { id } }');
    expect(unknown.body.data!.learningItemBySlug).toBeNull();
  });

  it("an e-book indexed without a course is found by the id the listing gave (a partner's lookup); an unknown or foreign id is null", async () => {
    const LOOKUP = 'query($id: ID!) { learningItem(id: $id) { id kind title courseId } }';
    const found = await callSubgraph<{ learningItem: unknown }>(subgraph.url, LOOKUP, { id: EBOOK_WITHOUT_COURSE.id });
    expect(found.body.errors).toBeUndefined();
    expect(found.body.data!.learningItem).toEqual({ id: EBOOK_WITHOUT_COURSE.id, kind: 'EBOOK', title: EBOOK_WITHOUT_COURSE.title, courseId: null });
    for (const id of ['ebook-nc-999', EBOOK_WITHOUT_COURSE.id.replace('ebook-', 'film-')]) {
      const none = await callSubgraph<{ learningItem: unknown }>(subgraph.url, LOOKUP, { id });
      expect(none.body.errors).toBeUndefined();
      expect(none.body.data!.learningItem).toBeNull();
    }
  });

  it('lists training films and refuses rows out of bounds', async () => {
    const res = await callSubgraph<{ trainingFilms: { items: { kind: string; path: string }[] } }>(subgraph.url, '{ trainingFilms(rows: 2) { items { kind path } } }');
    expect(res.body.data!.trainingFilms.items).toEqual([
      { kind: 'TRAINING_FILM', path: expect.stringMatching(/^\/corsi-ecm-fad\/film-formazione\//) },
      { kind: 'TRAINING_FILM', path: expect.stringMatching(/^\/corsi-ecm-fad\/film-formazione\//) },
    ]);
    const bad = await callSubgraph(subgraph.url, '{ trainingFilms(rows: 1000) { total } }');
    expect(bad.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('pages video clips with a cursor; the video of the month is the newest', async () => {
    const CLIPS = 'query($after: String) { videoClips(first: 3, after: $after) { nodes { id slug } edges { cursor } pageInfo { endCursor hasNextPage } } videoOfTheMonth { id } }';
    type Clips = { videoClips: { nodes: { id: string; slug: string }[]; edges: { cursor: string }[]; pageInfo: { endCursor: string; hasNextPage: boolean } }; videoOfTheMonth: { id: string } };
    const first = (await callSubgraph<Clips>(subgraph.url, CLIPS)).body.data!;
    expect(first.videoClips.nodes).toHaveLength(3);
    expect(first.videoClips.pageInfo).toEqual({ endCursor: first.videoClips.edges[2].cursor, hasNextPage: true });
    expect(first.videoOfTheMonth.id).toBe(first.videoClips.nodes[0].id);
    const second = (await callSubgraph<Clips>(subgraph.url, CLIPS, { after: first.videoClips.pageInfo.endCursor })).body.data!;
    expect(second.videoClips.nodes.map((n) => n.id)).not.toContain(first.videoClips.nodes[2].id);
    const detail = await callSubgraph<{ videoClipBySlug: { id: string } }>(subgraph.url, 'query($s: String!) { videoClipBySlug(slug: $s) { id } }', { s: first.videoClips.nodes[0].slug });
    expect(detail.body.data!.videoClipBySlug.id).toBe(first.videoClips.nodes[0].id);
    const bad = await callSubgraph(subgraph.url, '{ videoClips(first: 5) { nodes { id } } }');
    expect(bad.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
