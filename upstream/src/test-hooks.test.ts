import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from './auth';
import { loadEnv } from './env';
import { verifyPassword } from './families/crm/passwords';
import { startTestUpstream } from './testing';

// The upstream's test and bench hooks exist only when asked for (UPSTREAM_TEST_HOOKS): a production
// start (npm start, a deployment) answers 404 for each of them.
const HOOKS: [method: 'GET' | 'POST', path: string][] = [
  ['GET', '/_metrics/requests'],
  ['POST', '/_metrics/reset'],
  ['GET', '/_metrics/leads?email=premium@demo.club'],
  ['GET', '/_metrics/leads/latest?email=premium@demo.club'],
  ['POST', '/_test/users/1000009/conditions-pending'],
  ['POST', '/_test/users/1000001/professional-card/remove'],
  ['POST', '/_test/users/1000012/personal-data'],
  ['POST', '/_test/users/1000003/press-newsletter/clear'],
  ['POST', '/_test/users/1000011/contact-data/missing'],
  ['POST', '/_test/users/1000040/course-enrolments/1/unstart'],
  ['POST', '/_test/cms/service-pages/form-campaign?path=legali/parere'],
];

describe("the upstream's test hooks", () => {
  let production: Awaited<ReturnType<typeof startTestUpstream>>;
  let tests: Awaited<ReturnType<typeof startTestUpstream>>;
  beforeAll(async () => {
    // What main.ts passes on a start without the setting, whatever NODE_ENV says.
    const { UPSTREAM_TEST_HOOKS } = loadEnv({ NODE_ENV: 'production' });
    [production, tests] = await Promise.all([startTestUpstream({ testHooks: UPSTREAM_TEST_HOOKS }), startTestUpstream({ testHooks: loadEnv({ UPSTREAM_TEST_HOOKS: '1' }).UPSTREAM_TEST_HOOKS })]);
  });
  afterAll(async () => {
    await Promise.all([production?.close(), tests?.close()]);
  });

  it('are off by default, and on only when UPSTREAM_TEST_HOOKS is 1 or true (not by NODE_ENV)', () => {
    expect(loadEnv({}).UPSTREAM_TEST_HOOKS).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test' }).UPSTREAM_TEST_HOOKS).toBe(false);
    expect(loadEnv({ UPSTREAM_TEST_HOOKS: '0' }).UPSTREAM_TEST_HOOKS).toBe(false);
    expect(loadEnv({ UPSTREAM_TEST_HOOKS: 'true' }).UPSTREAM_TEST_HOOKS).toBe(true);
  });

  it.each(HOOKS)('a production start answers 404 for %s %s', async (method, path) => {
    const answer = await fetch(`${production.url}${path}`, { method });
    expect(answer.status).toBe(404);
  });

  it.each(HOOKS)('the tests and the bench, which turn them on, get %s %s', async (method, path) => {
    const answer = await fetch(`${tests.url}${path}`, { method });
    // The latest lead of an address that left none is the hook's own 404, with its message.
    if (path.startsWith('/_metrics/leads/latest')) expect(await answer.json()).toEqual({ message: 'Nessun contatto.' });
    else expect(answer.status).toBeLessThan(300);
  });

  it("the conditions hook asks the member to accept the three conditions again at the next login, and refuses an unknown member", async () => {
    const pending = async () => (await tests.db.query<{ a: boolean; c: boolean; s: boolean }>(
      `SELECT must_accept_acknowledgment AS a, must_accept_condition_of_use AS c, must_accept_acceptance_condition AS s FROM users WHERE id = '1000003'`,
    ))[0];
    expect(await pending()).toEqual({ a: false, c: false, s: false });
    expect((await fetch(`${tests.url}/_test/users/1000003/conditions-pending`, { method: 'POST' })).status).toBe(204);
    expect(await pending()).toEqual({ a: true, c: true, s: true });
    expect((await fetch(`${tests.url}/_test/users/9999999/conditions-pending`, { method: 'POST' })).status).toBe(404);
    // Its calls are not counted among the product's routes.
    const counts = (await (await fetch(`${tests.url}/_metrics/requests`)).json()) as Record<string, number>;
    expect(Object.keys(counts).filter((route) => route.includes('/_test/'))).toEqual([]);
  });

  it('the newsletter hook empties a member\'s press newsletter, and the contact hook makes incompleto@\'s data missing again', async () => {
    await tests.db.query(`INSERT INTO crm_press_newsletter (user_id, family_id) SELECT '1000003', id FROM crm_specialisation_families ORDER BY id LIMIT 2`);
    const chosen = async () => (await tests.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM crm_press_newsletter WHERE user_id = '1000003'`))[0]!.n;
    expect(await chosen()).toBe(2);
    expect((await fetch(`${tests.url}/_test/users/1000003/press-newsletter/clear`, { method: 'POST' })).status).toBe(204);
    expect(await chosen()).toBe(0);
    expect((await fetch(`${tests.url}/_test/users/9999999/press-newsletter/clear`, { method: 'POST' })).status).toBe(404);

    const contact = async () => (await tests.db.query<{ s: number; p: boolean; t: boolean; profession: string | null }>(
      `SELECT cardinality(specialisation_ids) AS s, privacy_homnya AS p, terms_conditions AS t, profession_id AS profession FROM users WHERE id = '1000011'`,
    ))[0];
    const seeded = await contact();
    await tests.db.query(`UPDATE users SET specialisation_ids = ARRAY['161'], privacy_homnya = true, terms_conditions = true WHERE id = '1000011'`);
    expect((await fetch(`${tests.url}/_test/users/1000011/contact-data/missing`, { method: 'POST' })).status).toBe(204);
    expect(await contact()).toEqual({ ...seeded, s: 0, p: false, t: false });
    expect((await fetch(`${tests.url}/_test/users/9999999/contact-data/missing`, { method: 'POST' })).status).toBe(404);
  });

  it('the unstart hook takes back a started course only (issue 40 plan journey), never a passed one', async () => {
    await tests.db.query(`INSERT INTO course_enrolments (user_id, course_id, status, subscribed_at, started_at, percentage, updated_at) VALUES ('1000040', 2, 1, now(), now(), 0, now()), ('1000040', 3, 2, now(), now(), 100, now())`);
    const statusOf = async (courseId: number) => (await tests.db.query<{ status: number }>(`SELECT status FROM course_enrolments WHERE user_id = '1000040' AND course_id = $1`, [courseId]))[0]?.status ?? null;
    expect((await fetch(`${tests.url}/_test/users/1000040/course-enrolments/2/unstart`, { method: 'POST' })).status).toBe(204);
    expect((await fetch(`${tests.url}/_test/users/1000040/course-enrolments/3/unstart`, { method: 'POST' })).status).toBe(204);
    expect(await statusOf(2)).toBeNull();
    expect(await statusOf(3)).toBe(2);
    expect((await fetch(`${tests.url}/_test/users/9999999/course-enrolments/2/unstart`, { method: 'POST' })).status).toBe(404);
  });

  it('the card hook takes a published card away (draft, document, directory entry) without a second bonus at the next publication', async () => {
    const token = await createToken(tests.db, '1000003', 'session', 60);
    const call = async (method: string, path: string, body?: unknown) => {
      const answer = await fetch(`${tests.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: answer.status, body: (answer.headers.get('content-type') ?? '').includes('json') ? ((await answer.json()) as Record<string, unknown>) : null };
    };
    const bonus = async () => ((await call('GET', '/CRM/Utente/Portafogli')).body as unknown as { codice: string; bonus: { creditiBonus: number } }[]).find((w) => w.codice === 'ecm')!.bonus.creditiBonus;
    const listed = async () => ((await call('GET', '/professionallist/professionalcards?province=LE&text=Romanohook&take=10')).body as { professionalCards: unknown[] }).professionalCards.length;
    const publish = async () => {
      const { version } = (await call('GET', '/professionallist/professionalcards/me')).body ?? { version: 0 };
      const patch = {
        lastName: 'Romanohook', presentationText: 'Cardiologa a Lecce.', privacyFlag: true, termsOfServiceFlag: true, visibility: 'Pubblica',
        professions: [{ professionType: '857920003', specializations: [{ id: '102', nome: 'Cardiologia' }], healthcareProfession: null, mainProfession: true }],
        contacts: { province: 'LE', city: 'Lecce', email: null, phone: null },
        certifications: [{ title: 'BLSD', year: 2020, documentUrl: null, document: { fileName: 'blsd.pdf', mimeType: 'application/pdf', documentBody: Buffer.from('%PDF-1.4\n').toString('base64') } }],
      };
      expect((await call('PATCH', '/professionallist/professionalcards', { patchFrom: version, patch })).status).toBe(200);
    };
    const bonusBefore = await bonus();
    await publish();
    expect(await listed()).toBe(1);
    const earned = await bonus();
    expect(earned).toBeGreaterThan(bonusBefore);

    expect((await fetch(`${tests.url}/_test/users/1000003/professional-card/remove`, { method: 'POST' })).status).toBe(204);
    expect(await listed()).toBe(0);
    const draft = (await call('GET', '/professionallist/professionalcards/me')).body!;
    expect(draft).toMatchObject({ id: null, status: 0, lastName: 'Romano', privacyFlag: false, termsOfServiceFlag: false, certifications: [], visibility: 'Privata' });
    expect((await tests.db.query(`SELECT id FROM crm_card_documents WHERE user_id = '1000003'`)).length).toBe(0);
    // Published again: listed again, and the bonus of this subscription is not earned twice.
    await publish();
    expect(await listed()).toBe(1);
    expect(await bonus()).toBe(earned);
    expect((await fetch(`${tests.url}/_test/users/9999999/professional-card/remove`, { method: 'POST' })).status).toBe(404);
  });

  it('the personal-data hook puts back the fields given (null: none), a password that then signs in, and refuses unknown fields and members', async () => {
    const row = async () => (await tests.db.query<{ fiscal_code: string | null; birth_date: string | null; phone_prefix: string; phone: string | null }>(
      `SELECT fiscal_code, birth_date::text AS birth_date, phone_prefix, phone FROM users WHERE id = '1000002'`,
    ))[0]!;
    const before = await row();
    expect(before.fiscal_code).not.toBeNull();
    const post = (body: unknown, id = '1000002') =>
      fetch(`${tests.url}/_test/users/${id}/personal-data`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post({ fiscalCode: null })).status).toBe(204);
    expect(await row()).toEqual({ ...before, fiscal_code: null });
    expect((await post({ birthDate: '1986-02-09', phonePrefix: '0041', phone: '791234567', password: 'Rimessa2026!' })).status).toBe(204);
    expect(await row()).toEqual({ ...before, fiscal_code: null, birth_date: '1986-02-09', phone_prefix: '0041', phone: '791234567' });
    const [{ password_hash }] = await tests.db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE id = '1000002'`);
    expect(await verifyPassword('Rimessa2026!', password_hash)).toBe(true);
    expect((await post({ email: 'altro@demo.club' })).status).toBe(400);
    expect((await post({ fiscalCode: null }, '9999999')).status).toBe(404);
  });

  it('a production start still serves the real routes and its health', async () => {
    expect((await fetch(`${production.url}/health`)).status).toBe(200);
    expect((await fetch(`${production.url}/CRM/CondizioniUso`)).status).toBe(200);
  });
  it("the CMS hook edits a service page's Form Campaign as an editor would, puts the seed's back when given none, and refuses a page without a form", async () => {
    const hook = (path: string, body?: unknown) =>
      fetch(`${tests.url}/_test/cms/service-pages/form-campaign?path=${path}`, { method: 'POST', ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }) });
    const campaign = async (path: string) => ((await (await fetch(`${tests.url}/CMS/Servizi/Pagina?path=${path}`)).json()) as { form: { formCampaign: string | null } }).form.formCampaign;
    expect(await campaign('legali/parere')).toBe('formpl');
    expect((await hook('legali/parere', { formCampaign: 'formpl_2027' })).status).toBe(204);
    expect(await campaign('legali/parere')).toBe('formpl_2027');
    expect((await hook('legali/parere', { formCampaign: null })).status).toBe(204);
    expect(await campaign('legali/parere')).toBeNull();
    expect((await hook('legali/parere')).status).toBe(204);
    expect(await campaign('legali/parere')).toBe('formpl');
    expect((await hook('legali/parere', { formCampaign: 42 })).status).toBe(400);
    expect((await hook('nessuna')).status).toBe(404);
  });
});
