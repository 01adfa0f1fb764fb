import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db';
import { SERVICE_PAGES } from './families/cms/seed-services';
import { hashPassword } from './families/crm/passwords';

/** The personal data the personal-data hook may put back: body field → users column. */
const PERSONAL_DATA_COLUMNS = { fiscalCode: 'fiscal_code', birthDate: 'birth_date', phonePrefix: 'phone_prefix', phone: 'phone' } as const;

/**
 * Routes only the tests and the bench use (ServerOptions.testHooks): counts of the upstream calls per
 * route ("upstream calls per operation"), their reset, the leads stored per e-mail address, a
 * member's conditions put back to pending, a member's professional card taken away
 * and personal data (fiscal code, birth date, phone, password) put back, and a service page's Form
 * Campaign edited as an editor would in the CMS. They tell anyone who asks which addresses left a lead and
 * what they wrote, and change members' state, so production has none.
 */
export function registerTestHooks(app: FastifyInstance, db: Db): void {
  // Request counts per route, for benchmarks and ops ("upstream calls per operation").
  const counts = new Map<string, number>();
  app.addHook('onRequest', async (req) => {
    const route = `${req.method} ${req.routeOptions.url ?? req.url}`;
    if (!route.includes('/_metrics') && !route.includes('/_test/')) counts.set(route, (counts.get(route) ?? 0) + 1);
  });
  app.get('/_metrics/requests', async () => Object.fromEntries(counts));
  app.post('/_metrics/reset', async (_req, reply) => {
    counts.clear();
    return reply.code(204).send();
  });
  // Leads stored per e-mail address (ops: "one lead per submission", the browser tests' check).
  app.get<{ Querystring: { email?: string } }>('/_metrics/leads', async (req) => {
    const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM crm_leads WHERE email = $1`, [String(req.query.email ?? '').toLowerCase()]);
    return { count: rows[0]?.n ?? 0 };
  });
  // The latest lead of an e-mail address as stored (the browser tests read back CodiceMkt, the
  // navigation history and utm values of FormFields): a lead's personal data.
  app.get<{ Querystring: { email?: string } }>('/_metrics/leads/latest', async (req, reply) => {
    const [row] = await db.query<{ form_type: string; campaign: string | null; codice_mkt: string | null; form_fields: unknown }>(
      `SELECT form_type, campaign, codice_mkt, form_fields FROM crm_leads WHERE email = $1 ORDER BY created_at DESC LIMIT 1`,
      [String(req.query.email ?? '').toLowerCase()],
    );
    if (!row) return reply.code(404).send({ message: 'Nessun contatto.' });
    return { formType: row.form_type, campaign: row.campaign, codiceMkt: row.codice_mkt, formFields: row.form_fields };
  });
  // Asks a member to accept the three conditions of the login dialog again (spec 1 §4), as the seed
  // asks consenso@demo.club: the browser journey that accepts them puts them back when it ends, so
  // it can run again on the same stack (--repeat-each). The consent log keeps the acceptance, as it
  // would when the terms change and members must accept them anew. It changes any member's state.
  app.post<{ Params: { id: string } }>('/_test/users/:id/conditions-pending', async (req, reply) => {
    const rows = await db.query<{ id: string }>(
      `UPDATE users SET must_accept_acknowledgment = true, must_accept_condition_of_use = true, must_accept_acceptance_condition = true
        WHERE id = $1 RETURNING id`,
      [req.params.id],
    );
    if (rows.length === 0) return reply.code(404).send({ message: 'Utente non trovato.' });
    return reply.code(204).send();
  });
  // Takes a member's professional card away (spec 3 §3: the draft, its documents, the directory
  // entry), for a member the seed gives none (premium@demo.club): the browser journey that publishes
  // one ends with it, so the next repeat starts from an empty card again. The draft row stays with an
  // empty draft (a fresh one is read in its place) so the card bonus, once per subscription, is not
  // earned twice.
  app.post<{ Params: { id: string } }>('/_test/users/:id/professional-card/remove', async (req, reply) => {
    const found = await db.transaction(async (tx) => {
      const [user] = await tx.query<{ id: string }>(`SELECT id FROM users WHERE id = $1`, [req.params.id]);
      if (!user) return false;
      await tx.query(`UPDATE crm_card_drafts SET version = version + 1, draft = '{}'::jsonb, updated_at = now() WHERE user_id = $1`, [user.id]);
      await tx.query(`DELETE FROM crm_card_documents WHERE user_id = $1`, [user.id]);
      await tx.query(`DELETE FROM professional_cards WHERE user_id = $1`, [user.id]);
      return true;
    });
    if (!found) return reply.code(404).send({ message: 'Utente non trovato.' });
    return reply.code(204).send();
  });
  // Empties a member's press newsletter (spec 3 §7: none chosen, as the seed leaves premium@demo.club):
  // the journey that chooses three families ends with it, so a repeat starts with none chosen.
  app.post<{ Params: { id: string } }>('/_test/users/:id/press-newsletter/clear', async (req, reply) => {
    const [user] = await db.query<{ id: string }>(`SELECT id FROM users WHERE id = $1`, [req.params.id]);
    if (!user) return reply.code(404).send({ message: 'Utente non trovato.' });
    await db.query(`DELETE FROM crm_press_newsletter WHERE user_id = $1`, [user.id]);
    return reply.code(204).send();
  });
  // Takes back a course a member started and has not finished (status 1), as the seed leaves
  // trial.piano@demo.club with none: the triennium plan journey that starts a plan course ends with
  // it, so a repeat finds the same plan. A passed or failed course is never touched.
  app.post<{ Params: { id: string; courseId: string } }>('/_test/users/:id/course-enrolments/:courseId/unstart', async (req, reply) => {
    const [user] = await db.query<{ id: string }>(`SELECT id FROM users WHERE id = $1`, [req.params.id]);
    if (!user || !/^\d{1,9}$/.test(req.params.courseId)) return reply.code(404).send({ message: 'Utente non trovato.' });
    await db.query(`DELETE FROM course_enrolments WHERE user_id = $1 AND course_id = $2 AND status = 1`, [user.id, Number(req.params.courseId)]);
    return reply.code(204).send();
  });
  // Makes a member's contact data missing again (spec 2 §3-§4: no specialisation, neither consent), as
  // the seed leaves incompleto@demo.club (a doctor): the journey that completes them in the
  // data-completion modal ends with it, so a repeat meets the modal again.
  app.post<{ Params: { id: string } }>('/_test/users/:id/contact-data/missing', async (req, reply) => {
    const rows = await db.query<{ id: string }>(
      `UPDATE users SET specialisation_ids = '{}', privacy_homnya = false, terms_conditions = false
        WHERE id = $1 RETURNING id`,
      [req.params.id],
    );
    if (rows.length === 0) return reply.code(404).send({ message: 'Utente non trovato.' });
    return reply.code(204).send();
  });
  // Puts a member's personal data back as a browser journey found it (the fields given, the others
  // untouched): the fiscal code and birth date that premium.nocf@ and premium.nodati@ complete (null:
  // none, as the seed has them), the phone and password a member changes. Each such journey ends with
  // it, so the next repeat on the same stack finds the member as the seed left them.
  app.post<{ Params: { id: string }; Body: Partial<Record<keyof typeof PERSONAL_DATA_COLUMNS | 'password', string | null>> }>(
    '/_test/users/:id/personal-data',
    async (req, reply) => {
      const body = req.body ?? {};
      const unknown = Object.keys(body).filter((k) => k !== 'password' && !(k in PERSONAL_DATA_COLUMNS));
      if (unknown.length > 0 || (body.password !== undefined && typeof body.password !== 'string')) {
        return reply.code(400).send({ message: `Campi non previsti: ${unknown.join(', ') || 'password'}.` });
      }
      const values: [column: string, value: string | null][] = Object.entries(PERSONAL_DATA_COLUMNS)
        .filter(([field]) => field in body)
        .map(([field, column]) => [column, body[field as keyof typeof PERSONAL_DATA_COLUMNS] ?? null]);
      if (typeof body.password === 'string') values.push(['password_hash', await hashPassword(body.password, randomBytes(16))]);
      const rows = await db.query<{ id: string }>(
        `UPDATE users SET ${values.map(([column], n) => `${column} = $${n + 2}`).concat('id = id').join(', ')} WHERE id = $1 RETURNING id`,
        [req.params.id, ...values.map(([, value]) => value)],
      );
      if (rows.length === 0) return reply.code(404).send({ message: 'Utente non trovato.' });
      return reply.code(204).send();
    },
  );
  // Edits the Form Campaign of a service page's form (spec 3 §3 content-managed form config) as an
  // editor would in the CMS: `?path=legali/parere` names the page, the body's formCampaign is the new
  // campaign (null: none); without one the seed's campaign is put back, so a journey that changes it
  // ends with the page as the seed left it.
  app.post<{ Querystring: { path?: string }; Body: { formCampaign?: string | null } | null }>('/_test/cms/service-pages/form-campaign', async (req, reply) => {
    const path = String(req.query.path ?? 'legali/parere').replace(/^\/+|\/+$/g, '');
    const body = req.body ?? {};
    if (body.formCampaign !== undefined && body.formCampaign !== null && (typeof body.formCampaign !== 'string' || body.formCampaign.trim() === '')) {
      return reply.code(400).send({ message: 'formCampaign è un testo o null.' });
    }
    const seeded = SERVICE_PAGES.find((p) => p.path === path)?.form?.formCampaign ?? null;
    const campaign = body.formCampaign === undefined ? seeded : body.formCampaign;
    const rows = await db.query<{ path: string }>(
      `UPDATE cms_service_pages SET doc = jsonb_set(doc::jsonb, '{form,formCampaign}', COALESCE(to_jsonb($2::text), 'null'::jsonb)) WHERE path = $1 AND jsonb_typeof(doc::jsonb -> 'form') = 'object' RETURNING path`,
      [path, campaign],
    );
    if (rows.length === 0) return reply.code(404).send({ message: 'Pagina di servizio con un form non trovata.' });
    return reply.code(204).send();
  });
}
