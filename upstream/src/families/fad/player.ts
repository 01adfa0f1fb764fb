import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db';
import { completeModule, enrolmentOf, moduleCount, passFinalTest, type EnrolmentRow } from './enrolments';
import { formatCredits, html } from './route-helpers';

/**
 * The reference course player: what the provider's site does behind the URL AutoLogin hands out.
 * A small Italian HTML page (plain forms, no script, so it works without JS and is easy to drive
 * from Playwright): the course's modules, a progress bar, 'Completa il modulo' for the next module
 * and, once all are done, 'Supera il test finale', which passes the course (status 2) so its
 * certificate becomes downloadable. Links are random tokens valid for a few hours.
 */

/** How long a player link works. */
const LINK_TTL_HOURS = 8;

const MODULE_TITLES = ['Introduzione e obiettivi formativi', 'Quadro normativo e linee guida', 'Casi pratici', 'Buone pratiche nella professione'];
const LAST_MODULE_TITLE = "Sintesi e verifica dell'apprendimento";

/** Titles of a course's modules: the last one is always the summary before the final test. */
export function moduleTitles(courseId: number): string[] {
  const n = moduleCount(courseId);
  return [...MODULE_TITLES.slice(0, n - 1), LAST_MODULE_TITLE];
}

/** Final test score of the reference player: fixed per course (80-100), so tests can predict it. */
export function finalTestScore(courseId: number): number {
  return 80 + (courseId % 21);
}

/** A new player link for the member on the course, as an absolute URL. */
export async function createPlayerLink(db: Db, publicUrl: string, userId: string, courseId: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.query(`INSERT INTO course_player_links (token, user_id, course_id) VALUES ($1, $2, $3)`, [token, userId, courseId]);
  return `${publicUrl}/player/${token}`;
}

interface PlayerLink {
  user_id: string;
  course_id: number;
  title: string;
  course_code: string;
  credits: string;
}

async function playerLink(db: Db, token: string): Promise<PlayerLink | null> {
  const rows = await db.query<PlayerLink>(
    `SELECT l.user_id, l.course_id, c.title, c.course_id AS course_code, c.credits::text AS credits
       FROM course_player_links l JOIN courses c ON c.id = l.course_id
      WHERE l.token = $1 AND l.created_at > now() - ($2 || ' hours')::interval`,
    [token, String(LINK_TTL_HOURS)],
  );
  return rows[0] ?? null;
}

export function registerPlayerRoutes(app: FastifyInstance, db: Db): void {
  // Scoped so the form-encoded parser (the player's plain HTML forms carry no fields) stays here.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) => done(null, {}));

    scope.get<{ Params: { token: string } }>('/player/:token', async (req, reply) => {
      const link = await playerLink(db, req.params.token);
      if (!link) return expired(reply);
      const enrolment = await enrolmentOf(db, link.user_id, link.course_id);
      return reply.type('text/html; charset=utf-8').send(playerPage(req.params.token, link, enrolment));
    });

    scope.post<{ Params: { token: string } }>('/player/:token/progress', async (req, reply) => {
      const link = await playerLink(db, req.params.token);
      if (!link) return expired(reply);
      await completeModule(db, link.user_id, link.course_id);
      return reply.redirect(`/player/${req.params.token}`, 303);
    });

    scope.post<{ Params: { token: string } }>('/player/:token/finish', async (req, reply) => {
      const link = await playerLink(db, req.params.token);
      if (!link) return expired(reply);
      await passFinalTest(db, link.user_id, link.course_id, finalTestScore(link.course_id));
      return reply.redirect(`/player/${req.params.token}`, 303);
    });
  });
}

function expired(reply: FastifyReply) {
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send(page('Collegamento scaduto', '<h1>Collegamento scaduto</h1><p>Riapri il corso dal portale.</p>'));
}

function playerPage(token: string, link: PlayerLink, enrolment: EnrolmentRow | null): string {
  const titles = moduleTitles(link.course_id);
  const passed = enrolment?.status === 2;
  const done = passed ? titles.length : (enrolment?.modules_done ?? 0);
  const percentage = passed ? 100 : Math.round((done * 90) / titles.length);
  const modules = titles
    .map((t, i) => `<li>Modulo ${i + 1}: ${html(t)} — <strong>${i < done ? 'Completato' : 'Da completare'}</strong></li>`)
    .join('\n');
  let action: string;
  if (passed) {
    action = `<p role="status">Corso superato con punteggio ${enrolment?.score ?? finalTestScore(link.course_id)}/100: hai ottenuto ${html(formatCredits(link.credits))} crediti ECM. L'attestato è disponibile in La mia formazione.</p>`;
  } else if (enrolment?.status !== 1) {
    action = '<p role="status">Il corso non è più disponibile.</p>';
  } else if (done < titles.length) {
    action = form(token, 'progress', 'Completa il modulo');
  } else {
    action = form(token, 'finish', 'Supera il test finale');
  }
  return page(
    link.title,
    `<h1>${html(link.title)}</h1>
<p>Codice evento ${html(link.course_code)} · ${html(formatCredits(link.credits))} crediti ECM · Provider ECM n. 2506</p>
<p><label for="avanzamento">Avanzamento del corso</label>
<progress id="avanzamento" max="100" value="${percentage}">${percentage}%</progress> ${percentage}%</p>
<h2>Moduli</h2>
<ol>
${modules}
</ol>
${action}`,
  );
}

function form(token: string, step: 'progress' | 'finish', label: string): string {
  return `<form method="post" action="/player/${encodeURIComponent(token)}/${step}"><button type="submit">${html(label)}</button></form>`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(title)} · Corso ECM FAD</title></head>
<body><main>
${body}
</main></body></html>`;
}
