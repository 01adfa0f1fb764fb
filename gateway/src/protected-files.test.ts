import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_LINK_TTL_SECONDS, sealFileLink } from '@club/subgraph-kit';
import { courseFileOf, isPreviewWithoutCourseId, PREVIEW_COURSE_ID_MISSING } from './files/protected-files';
import { GatewayClient, startTestStack, TEST_VIEWER_SIGNING_SECRET } from '../test-kit';

const LEARNING_QUERY = `{
  ebooks(rows: 3) { items { id courseId fileUrl imageUrl course { id downloadPdfUrl previewPdfUrl ebookUrl ebookParts { label url } imageUrl } } }
  trainingFilms(rows: 3) { items { id courseId fileUrl course { id filmFormazioneUrl downloadPdfUrl } } }
  ebookOfTheMonth { fileUrl }
  videoClips(first: 3) { nodes { id videoUrl imageUrl course { videoClipUrl } } }
  courseCatalogue(input: { page: 1 }) { items { id imageUrl linkUrl downloadPdfUrl previewPdfUrl videoClipUrl ebookUrl filmFormazioneUrl } }
  suggestedCourses(limit: 3) { top { downloadPdfUrl ebookUrl imageUrl } new { downloadPdfUrl } foryou { downloadPdfUrl } }
}`;

interface LearningAnswer {
  ebooks: { items: { id: string; courseId: string; fileUrl: string | null; course: { id: string; downloadPdfUrl: string | null; previewPdfUrl: string | null; ebookParts: { label: string; url: string }[] } }[] };
  trainingFilms: { items: { id: string; courseId: string; fileUrl: string | null }[] };
  videoClips: { nodes: { id: string; videoUrl: string }[] };
}

describe('protected files through the portal (course sheets, e-books, films, video clips, player)', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  const clients: Record<string, GatewayClient> = {};
  const personas = ['registrato@demo.club', 'trial@demo.club', 'premium@demo.club', 'premium.noecm@demo.club', 'expremium@demo.club'];

  beforeAll(async () => {
    stack = await startTestStack();
    clients.visitor = new GatewayClient(stack.url);
    for (const email of personas) {
      clients[email] = new GatewayClient(stack.url);
      await clients[email].login(email);
    }
  });
  afterAll(async () => {
    await stack?.close();
  });

  const get = (path: string, client?: GatewayClient, init: RequestInit = {}) =>
    fetch(`${stack.url}${path}`, { redirect: 'manual', ...init, headers: { ...(client?.cookie ? { cookie: client.cookie } : {}), ...(init.headers ?? {}) } });
  const learning = async (who: string) => {
    const answer = await clients[who]!.request<LearningAnswer>(LEARNING_QUERY);
    return answer;
  };
  const bare = (link: string) => link.split('?')[0]!;
  /** The status of a GET sent with its path exactly as written (fetch would resolve `..` first). */
  const rawStatus = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const url = new URL(stack.url);
      http.get({ host: url.hostname, port: url.port, path }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', reject);
    });

  it('no fad answer carries the upstream address, for a visitor or any persona', async () => {
    const upstream = new URL(stack.upstreamUrl);
    for (const who of ['visitor', ...personas]) {
      const answer = JSON.stringify((await learning(who)).body);
      expect(answer, who).not.toContain(upstream.host);
      expect(answer, who).not.toMatch(/\/FAD\/Media|\/catalogo\/pdf/);
    }
    const premium = clients['premium@demo.club']!;
    const catalogue = await premium.request<{ catalogueAccessUrl: string }>('{ catalogueAccessUrl }');
    expect(catalogue.body.data?.catalogueAccessUrl).toBe('/player/catalogo');
    const { body } = await learning('premium@demo.club');
    const start = await premium.request<{ startCourse: { accessUrl: string | null } }>('mutation S($id: ID!) { startCourse(courseId: $id) { accessUrl } }', {
      id: body.data!.ebooks.items[0]!.courseId,
    });
    expect(start.body.data?.startCourse.accessUrl).toMatch(/^\/player\/[A-Za-z0-9_-]+$/);
  });

  it('a visitor gets no link and no file of any kind but the public clip', async () => {
    const { body } = await learning('visitor');
    const ebook = body.data!.ebooks.items[0]!;
    const film = body.data!.trainingFilms.items[0]!;
    expect(ebook.fileUrl).toBeNull();
    expect(film.fileUrl).toBeNull();
    expect(ebook.course.downloadPdfUrl).toBeNull();
    expect(ebook.course.previewPdfUrl).toBeNull();
    for (const path of [
      `/files/corsi/${ebook.courseId}/ebook.pdf`,
      `/files/corsi/${film.courseId}/film.webm`,
      `/files/corsi/${ebook.courseId}/scheda.pdf`,
      `/files/corsi/${ebook.courseId}/scheda-anteprima.pdf`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/json/);
    }
    // The clip is a public teaser: its link plays for anyone.
    const clip = body.data!.videoClips.nodes[0]!;
    expect(clip.videoUrl).toMatch(/^\/files\/corsi\/\d+\/videoclip\.webm\?t=/);
    const played = await get(clip.videoUrl);
    expect(played.status).toBe(200);
    expect(played.headers.get('content-type')).toMatch(/video\/webm/);
  });

  it('a premium member without the ecm wallet gets no e-book nor film (the course access decision refuses), but the course sheet', async () => {
    const who = 'premium.noecm@demo.club';
    const { body } = await learning(who);
    const ebook = body.data!.ebooks.items[0]!;
    const film = body.data!.trainingFilms.items[0]!;
    expect(ebook.fileUrl).toBeNull();
    expect(film.fileUrl).toBeNull();
    expect((await get(`/files/corsi/${ebook.courseId}/ebook.pdf`, clients[who])).status).toBe(404);
    expect((await get(`/files/corsi/${film.courseId}/film.webm`, clients[who])).status).toBe(404);
    const sheet = await get(ebook.course.downloadPdfUrl!, clients[who]);
    expect(sheet.status).toBe(200);
  });

  it('an allowed member gets the bytes of each kind, by link and by session without a link', async () => {
    const who = 'premium@demo.club';
    const { body } = await learning(who);
    const ebook = body.data!.ebooks.items[0]!;
    const film = body.data!.trainingFilms.items[0]!;
    expect(ebook.fileUrl).toMatch(/^\/files\/corsi\/\d+\/ebook\.pdf\?t=/);
    expect(film.fileUrl).toMatch(/^\/files\/corsi\/\d+\/film\.webm\?t=/);

    const member = clients[who];
    const pdf = await get(ebook.fileUrl!, member);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    const sheet = await get(ebook.course.downloadPdfUrl!, member);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-disposition')).toMatch(/^attachment/);
    const preview = await get(ebook.course.previewPdfUrl!, member);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-disposition')).toMatch(/^inline/);

    const video = await get(film.fileUrl!, member, { headers: { range: 'bytes=0-99' } });
    expect([200, 206]).toContain(video.status);
    expect(video.headers.get('content-type')).toMatch(/video\/webm/);

    // Same-origin navigation carries the session: the bare path works for the member, not for others.
    expect((await get(bare(ebook.fileUrl!), clients[who])).status).toBe(200);
    expect((await get(bare(ebook.fileUrl!))).status).toBe(404);
  });

  it("an e-book's further files (the e-book of the month's two parts): portal links under the e-book's decision, by link and by session", async () => {
    const ebook = (await learning('premium@demo.club')).body.data!.ebooks.items[0]!;
    const parts = ebook.course.ebookParts;
    expect(parts.map((p) => p.label)).toEqual(['Appendice: casi clinici commentati (PDF)', 'Schede di sintesi per la pratica (PDF)']);
    expect(parts.map((p) => bare(p.url))).toEqual([`/files/corsi/${ebook.courseId}/ebook-2.pdf`, `/files/corsi/${ebook.courseId}/ebook-3.pdf`]);
    const member = clients['premium@demo.club'];
    for (const part of parts) {
      const pdf = await get(part.url, member);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
      // Without the link, the member's session asks the API again for this very part.
      expect((await get(bare(part.url), member)).status).toBe(200);
      expect((await get(bare(part.url))).status).toBe(404);
      expect((await get(part.url)).status).toBe(403);
    }
    expect((await get(`/files/corsi/${ebook.courseId}/ebook-4.pdf`, member)).status).toBe(404);
    // A visitor, for whom the course does not open, gets no part at all.
    const visitor = (await learning('visitor')).body.data!.ebooks.items.find((item) => item.courseId === ebook.courseId)!;
    expect(visitor.course.ebookParts).toEqual([]);
  });

  it("a member's link opens only in that member's session: not for a visitor, nor for another member (even one allowed the file)", async () => {
    const { body } = await learning('premium@demo.club');
    const ebook = body.data!.ebooks.items[0]!;
    const film = body.data!.trainingFilms.items[0]!;
    for (const link of [ebook.fileUrl!, film.fileUrl!, ebook.course.downloadPdfUrl!]) {
      expect((await get(link, clients['premium@demo.club'])).status, link).toBe(200);
      const visitor = await get(link);
      expect(visitor.status, link).toBe(403);
      expect(await visitor.json()).toEqual({ message: 'Il collegamento al file è scaduto o non è valido: riaprilo dal portale.' });
      expect((await get(link, clients['trial@demo.club'])).status, link).toBe(403);
      expect((await get(link, clients['premium.noecm@demo.club'])).status, link).toBe(403);
    }
    // trial@ may open the same e-book: with their own link, not with premium@'s.
    const own = (await learning('trial@demo.club')).body.data!.ebooks.items.find((item) => item.courseId === ebook.courseId);
    if (own?.fileUrl) expect((await get(own.fileUrl, clients['trial@demo.club'])).status).toBe(200);
  });

  it('refuses a tampered token, a token for another file and an expired token nobody may renew', async () => {
    const { body } = await learning('premium@demo.club');
    const ebook = body.data!.ebooks.items[0]!;
    const link = ebook.fileUrl!;
    const token = new URL(link, stack.url).searchParams.get('t')!;
    const flipped = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    expect((await get(`${bare(link)}?t=${flipped}`)).status).toBe(403);
    expect((await get(`${bare(link)}?t=${token}&t=${token}`)).status).toBe(403);
    // The token of the e-book opens nothing else, not even the same course's sheet.
    expect((await get(`/files/corsi/${ebook.courseId}/scheda.pdf?t=${token}`)).status).toBe(403);
    // A link issued by someone without the key.
    const forged = sealFileLink('another-secret-of-sixteen-plus', { path: bare(link), location: `${stack.upstreamUrl}/FAD/Media/ebook/course_${ebook.courseId}.pdf`, memberId: '1000003' });
    expect((await get(forged)).status).toBe(403);

    // Issued with the real key, but past its lifetime.
    const location = `${stack.upstreamUrl}/FAD/Media/ebook/course_${ebook.courseId}.pdf`;
    const expired = sealFileLink(TEST_VIEWER_SIGNING_SECRET, { path: bare(link), location, memberId: '1000003', now: Date.now() - (FILE_LINK_TTL_SECONDS + 1) * 1000 });
    const refused = await get(expired);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/scaduto/);
    expect((await get(expired, clients['premium.noecm@demo.club'])).status).toBe(403);
    // The member the policy still allows keeps the file past the link's lifetime (a page left open).
    expect((await get(expired, clients['premium@demo.club'])).status).toBe(200);
    // A valid link never reaches a host other than the file origins.
    const elsewhere = sealFileLink(TEST_VIEWER_SIGNING_SECRET, { path: bare(link), location: 'http://169.254.169.254/latest/meta-data', memberId: '1000003' });
    expect((await get(elsewhere, clients['premium@demo.club'])).status).toBe(404);
  });

  it('serves the course player and its forms through the portal', async () => {
    const premium = clients['premium@demo.club']!;
    const { body } = await learning('premium@demo.club');
    const start = await premium.request<{ startCourse: { accessUrl: string } }>('mutation S($id: ID!) { startCourse(courseId: $id) { accessUrl } }', {
      // The second e-book with a course (the list's second is indexed without one).
      id: body.data!.ebooks.items.filter((i) => i.courseId)[1]!.courseId,
    });
    const player = start.body.data!.startCourse.accessUrl;
    const page = await get(player);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/sandbox allow-forms/);
    expect(await page.text()).toMatch(/Completa il modulo/);
    const step = await get(`${player}/progress`, undefined, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(step.status).toBe(303);
    expect(step.headers.get('location')).toBe(player);
    // Only the player's own pages: nothing else of the upstream is reachable under /player.
    expect(await rawStatus('/player/../CRM/Utente')).toBe(404);
    expect(await rawStatus('/player/%2e%2e/CRM/Utente')).toBe(404);
    expect((await get('/player/short')).status).toBe(404);
    const catalogue = await get('/player/catalogo');
    expect(catalogue.status).toBe(200);
  });
});

describe('course file paths', () => {
  it('names only the files of a course', () => {
    expect(courseFileOf('/files/corsi/12/ebook.pdf')).toEqual({ courseId: '12', file: 'ebook.pdf' });
    expect(courseFileOf('/files/corsi/12/scheda-anteprima.pdf')).toEqual({ courseId: '12', file: 'scheda-anteprima.pdf' });
    expect(courseFileOf('/files/corsi/12/ebook-2.pdf')).toEqual({ courseId: '12', file: 'ebook-2.pdf' });
    for (const path of ['/files/corsi/12/ebook-1.pdf', '/files/corsi/12/ebook-10.pdf', '/files/corsi/12/scheda-2.pdf', '/files/corsi/12/film-2.webm', '/files/corsi/012/ebook.pdf', '/files/corsi/12/other.pdf', '/files/corsi/12/%2e%2e/ebook.pdf', '/files/corsi/12/ebook.pdf/x', '/files/CRM/12/ebook.pdf']) {
      expect(courseFileOf(path), path).toBeNull();
    }
  });

  it("a course sheet preview without a course id is told so (spec 2 §8), any other unknown file is just not found", () => {
    expect(PREVIEW_COURSE_ID_MISSING.message).toBe("Si è verificato un errore con il recupero dell'ID del corso");
    for (const path of ['/files/corsi/scheda-anteprima.pdf', '/files/corsi//scheda-anteprima.pdf', '/files/corsi/undefined/scheda-anteprima.pdf', '/files/corsi/012/scheda-anteprima.pdf']) {
      expect(isPreviewWithoutCourseId(path), path).toBe(true);
    }
    for (const path of ['/files/corsi/12/scheda-anteprima.pdf', '/files/corsi/abc/scheda.pdf', '/files/corsi/12/x/scheda-anteprima.pdf', '/files/CRM/scheda-anteprima.pdf']) {
      expect(isPreviewWithoutCourseId(path), path).toBe(false);
    }
  });
});
