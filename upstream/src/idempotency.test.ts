import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENCY_REQUIRED, registerIdempotency } from './idempotency';
import { startTestUpstream, upstreamLogin } from './testing';

/** Loose JSON view of an answer, for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers read by path in assertions
type Json = any;

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let premium: string;
let trial: string;
let courseId: number;

beforeAll(async () => {
  upstream = await startTestUpstream();
  premium = await upstreamLogin(upstream.url, 'premium@demo.club', 'Club2026!');
  trial = await upstreamLogin(upstream.url, 'trial@demo.club', 'Club2026!');
  const [course] = await upstream.db.query<{ id: number }>(
    `SELECT id FROM courses WHERE published AND (expiry_date IS NULL OR expiry_date >= current_date) ORDER BY id LIMIT 1`,
  );
  courseId = course!.id;
});
afterAll(async () => {
  await upstream?.close();
});

async function call(method: string, path: string, opts: { token: string; key?: string; body?: unknown }): Promise<{ status: number; body: Json; replayed: boolean }> {
  const res = await fetch(`${upstream.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${opts.token}`,
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.key !== undefined ? { 'idempotency-key': opts.key } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, replayed: res.headers.get('idempotent-replayed') === 'true' };
}

/** Starting a course creates one player link per call: the write these tests count. */
const startCourse = (token: string, key?: string) => call('POST', `/FAD/Utente/AutoLogin/${courseId}`, { token, key, body: {} });

async function playerLinks(userId: string): Promise<number> {
  const [row] = await upstream.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM course_player_links WHERE user_id = $1 AND course_id = $2`, [userId, courseId]);
  return row!.n;
}

describe('Idempotency-Key on the write routes', () => {
  it('without a key every call writes (what the key protects against)', async () => {
    const before = await playerLinks('1000003');
    await startCourse(premium);
    await startCourse(premium);
    expect(await playerLinks('1000003')).toBe(before + 2);
  });

  it('the same key twice writes once and replays the first answer', async () => {
    const before = await playerLinks('1000003');
    const first = await startCourse(premium, 'start-once-1');
    const second = await startCourse(premium, 'start-once-1');
    expect(first.status).toBe(200);
    expect(first.replayed).toBe(false);
    expect(second).toEqual({ status: 200, body: first.body, replayed: true });
    expect(await playerLinks('1000003')).toBe(before + 1);
  });

  it('concurrent duplicates write once and all get the same answer', async () => {
    const before = await playerLinks('1000003');
    const answers = await Promise.all(Array.from({ length: 8 }, () => startCourse(premium, 'start-concurrent')));
    expect(await playerLinks('1000003')).toBe(before + 1);
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body.courseAccessURL)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
  });

  it("another member's same key is their own write, never the first member's answer", async () => {
    const mine = await startCourse(premium, 'shared-key');
    const before = await playerLinks('1000002');
    const theirs = await startCourse(trial, 'shared-key');
    expect(theirs.replayed).toBe(false);
    expect(await playerLinks('1000002')).toBe(before + 1);
    expect(theirs.body.courseAccessURL).not.toBe(mine.body.courseAccessURL);
  });

  it('the same key with a different body is refused with 422 and changes nothing', async () => {
    const saved = await call('PUT', '/favorites/categorie', { token: premium, key: 'cats-1', body: { categories: ['Cardiologia'] } });
    expect(saved.status).toBe(200);
    const other = await call('PUT', '/favorites/categorie', { token: premium, key: 'cats-1', body: { categories: ['Dermatologia'] } });
    expect(other).toMatchObject({ status: 422, body: { message: IDEMPOTENCY_MESSAGES.mismatch } });
    const [row] = await upstream.db.query<{ categories: string[] }>(`SELECT categories FROM cms_favourite_categories WHERE user_id = '1000003'`);
    expect(row!.categories).toEqual(['Cardiologia']);
  });

  it('a refused write is not remembered: the retry with the same key runs again', async () => {
    const [content] = await upstream.db.query<{ id: string }>(`SELECT id FROM cms_contents WHERE content_type = 'Tool' ORDER BY id LIMIT 1`);
    const removeMissing = await call('DELETE', `/favorites/${content!.id}`, { token: premium, key: 'remove-1' });
    expect(removeMissing.status).toBe(404);
    await call('POST', '/favorites', { token: premium, key: 'add-1', body: { id: content!.id, type: 'Tool' } });
    const removed = await call('DELETE', `/favorites/${content!.id}`, { token: premium, key: 'remove-1' });
    expect(removed).toMatchObject({ status: 200, replayed: false });
    // And from now on the retried removal answers the same success instead of 'not a favourite'.
    expect(await call('DELETE', `/favorites/${content!.id}`, { token: premium, key: 'remove-1' })).toMatchObject({ status: 200, replayed: true });
  });

  it('an expired key counts as new', async () => {
    await startCourse(premium, 'start-expiring');
    await upstream.db.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE idempotency_key = 'start-expiring'`);
    const before = await playerLinks('1000003');
    expect((await startCourse(premium, 'start-expiring')).replayed).toBe(false);
    expect(await playerLinks('1000003')).toBe(before + 1);
  });

  it('refuses a malformed key with 400', async () => {
    expect(await startCourse(premium, 'x'.repeat(256))).toMatchObject({ status: 400, body: { message: IDEMPOTENCY_MESSAGES.invalid } });
  });

  it('a route opted in with IDEMPOTENCY_REQUIRED refuses a write without a key', async () => {
    const app = Fastify();
    registerIdempotency(app, upstream.db);
    app.post('/Forms/Example', IDEMPOTENCY_REQUIRED, async () => ({ ok: true }));
    const res = await app.inject({ method: 'POST', url: '/Forms/Example', headers: { authorization: `Bearer ${premium}` }, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.missing });
    const keyed = await app.inject({ method: 'POST', url: '/Forms/Example', headers: { authorization: `Bearer ${premium}`, 'idempotency-key': 'lead-1' }, payload: {} });
    expect(keyed.statusCode).toBe(200);
    await app.close();
  });
});
