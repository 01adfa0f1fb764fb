import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../auth';
import { startTestUpstream } from '../../testing';
import type { CourseCard } from './course-cards';
import { finalTestScore, moduleTitles } from './player';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let premium: string;
let extrial: string;

beforeAll(async () => {
  up = await startTestUpstream();
  premium = await createToken(up.db, '1000003', 'session', 60);
  extrial = await createToken(up.db, '1000007', 'session', 60);
});
afterAll(() => up?.close());

async function call<T>(method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${up.url}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text) as T };
}

/** Submits one of the player's plain HTML forms, as a browser would (form-encoded, no fields). */
async function submit(url: string): Promise<{ status: number; location: string | null }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') };
}

/**
 * The text lines of an uncompressed pdfkit PDF: each `[<hex> kerning <hex>] TJ` array is one line,
 * its hex strings WinAnsi bytes of the standard fonts.
 */
function pdfText(pdf: string): string {
  return [...pdf.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((m) => [...m[1].matchAll(/<([0-9a-f]*)>/gi)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''))
    .join('\n');
}

describe('GET /FAD/Corsi/{id}', () => {
  it("answers the member's status and the course credits", async () => {
    const passed = await call<{ status: number | null; credits: number }>('GET', '/FAD/Corsi/4?username=1000003', premium);
    expect(passed.status).toBe(200);
    expect(passed.body.status).toBe(2);
    expect(passed.body.credits).toBeGreaterThan(0);
    const never = await call<{ status: number | null }>('GET', '/FAD/Corsi/1', premium);
    expect(never.body.status).toBeNull();
  });

  it('refuses a visitor, another username, an unknown course', async () => {
    expect((await call('GET', '/FAD/Corsi/4')).status).toBe(401);
    expect((await call('GET', '/FAD/Corsi/4?username=1000001', premium)).status).toBe(403);
    expect((await call('GET', '/FAD/Corsi/999999', premium)).status).toBe(404);
    expect((await call('GET', '/FAD/Corsi/50', premium)).status).toBe(404); // unpublished
  });
});

describe('GET /FAD/Corsi/PersonaliTriennio and /Riepilogo', () => {
  it("pages the member's courses by status, 6 per page", async () => {
    const p1 = await call<{ courses: CourseCard[]; totalPages: number }>('GET', '/FAD/Corsi/PersonaliTriennio?status=1&page=1', premium);
    expect(p1.status).toBe(200);
    expect(p1.body.courses).toHaveLength(6);
    expect(p1.body.totalPages).toBe(2);
    expect(p1.body.courses.every((c) => c.status === 1)).toBe(true);
    const p2 = await call<{ courses: CourseCard[]; totalPages: number }>('GET', '/FAD/Corsi/PersonaliTriennio?status=1&page=2', premium);
    expect(p2.body.courses).toHaveLength(4);
    expect(p2.body.courses.some((c) => p1.body.courses.some((d) => d.id === c.id))).toBe(false);
    const past = await call<{ courses: CourseCard[]; totalPages: number }>('GET', '/FAD/Corsi/PersonaliTriennio?status=1&page=9', premium);
    expect(past.body).toEqual({ courses: [], totalPages: 2 });
  });

  it('refuses a status outside 1-4 and a visitor', async () => {
    expect((await call('GET', '/FAD/Corsi/PersonaliTriennio?status=5', premium)).status).toBe(400);
    expect((await call('GET', '/FAD/Corsi/PersonaliTriennio?status=1&page=0', premium)).status).toBe(400);
    expect((await call('GET', '/FAD/Corsi/PersonaliTriennio?status=1')).status).toBe(401);
  });

  it('counts the courses by status', async () => {
    const summary = await call('GET', '/FAD/Corsi/Riepilogo', extrial);
    expect(summary.body).toEqual({ activeCourses: 2, succededCourses: 2, failedCourses: 1, expiredCourses: 0 });
  });
});

describe('AutoLogin, the reference player and the certificate', () => {
  it('answers the catalogue URL for id cat and the plain call', async () => {
    const plain = await call<{ accessURL: string }>('POST', '/FAD/Utente/AutoLogin', premium, {});
    expect(plain.body.accessURL).toBe(`${up.url}/player/catalogo`);
    const cat = await call<{ accessURL: string }>('POST', '/FAD/Utente/AutoLogin/cat', premium, {});
    expect(cat.body.accessURL).toBe(plain.body.accessURL);
    const page = await fetch(plain.body.accessURL);
    expect(await page.text()).toContain('<h1>Catalogo FAD</h1>');
  });

  it('refuses a visitor and an unknown course', async () => {
    expect((await call('POST', '/FAD/Utente/AutoLogin/1/FAD%20CATALOGO%20-%20Corso', undefined, {})).status).toBe(401);
    expect((await call('POST', '/FAD/Utente/AutoLogin/999999', premium, {})).status).toBe(404);
  });

  it('has no certificate before the course is passed', async () => {
    const res = await call<{ message: string }>('GET', '/FAD/Corsi/1/Certificato', premium);
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/non risulta superato/);
  });

  it('enrols, plays every module, passes the final test, records the credits and issues the certificate', async () => {
    const courseId = 1;
    const [wallet] = await up.db.query<{ used: string }>(`SELECT utilizzo_totale::text AS used FROM wallets WHERE user_id = '1000003' AND codice = 'ecm'`);
    const access = await call<{ courseAccessURL: string }>('POST', `/FAD/Utente/AutoLogin/${courseId}/FAD%20CATALOGO%20-%20Corso`, premium, {});
    expect(access.status).toBe(200);
    expect(access.body.courseAccessURL).toMatch(new RegExp(`^${up.url}/player/[\\w-]+$`));
    expect((await call<{ status: number }>('GET', `/FAD/Corsi/${courseId}`, premium)).body.status).toBe(1);

    const player = access.body.courseAccessURL;
    const first = await (await fetch(player)).text();
    expect(first).toContain('<html lang="it">');
    expect(first).toContain('Completa il modulo');
    expect(first).not.toContain('Supera il test finale');

    const modules = moduleTitles(courseId);
    for (let i = 0; i < modules.length; i++) {
      const step = await submit(`${player}/progress`);
      expect(step).toEqual({ status: 303, location: new URL(player).pathname });
    }
    const ready = await (await fetch(player)).text();
    expect(ready).toContain('Supera il test finale');
    expect(ready).toContain('value="90"');
    expect(ready.match(/Completato/g)).toHaveLength(modules.length);

    expect((await submit(`${player}/finish`)).status).toBe(303);
    await submit(`${player}/finish`); // a repeated submit records nothing twice
    const done = await (await fetch(player)).text();
    expect(done).toContain(`Corso superato con punteggio ${finalTestScore(courseId)}/100`);

    const status = await call<{ status: number; credits: number }>('GET', `/FAD/Corsi/${courseId}`, premium);
    expect(status.body.status).toBe(2);
    const [after] = await up.db.query<{ used: string }>(`SELECT utilizzo_totale::text AS used FROM wallets WHERE user_id = '1000003' AND codice = 'ecm'`);
    expect(Number(after.used)).toBeCloseTo(Number(wallet.used) + status.body.credits);

    const cert = await call<{ fileBody: string; fileName: string; contentType: string }>('GET', `/FAD/Corsi/${courseId}/Certificato`, premium);
    expect(cert.status).toBe(200);
    expect(cert.body.contentType).toBe('application/pdf');
    expect(cert.body.fileName).toBe('attestato-2506-412001.pdf');
    const pdf = Buffer.from(cert.body.fileBody, 'base64').toString('latin1');
    expect(pdf.startsWith('%PDF')).toBe(true);
    const text = pdfText(pdf).replace(/\s+/g, ' '); // a long title may wrap over lines
    const title = (await up.db.query<{ title: string }>(`SELECT title FROM courses WHERE id = $1`, [courseId]))[0].title;
    expect(text).toContain(title);
    expect(text).toContain('Codice cliente 1000003');
    expect(text).toMatch(new RegExp(`conseguendo ${String(status.body.credits).replace('.', ',')} crediti ECM`));
    expect(text).toMatch(/Data di completamento: \d\d\/\d\d\/\d{4}/);
    expect(text).toContain('Provider ECM n. 2506');
  });

  it('answers an expired page for an unknown player link', async () => {
    const res = await fetch(`${up.url}/player/nope`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Collegamento scaduto');
  });
});
