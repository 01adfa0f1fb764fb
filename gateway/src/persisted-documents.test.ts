import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { documentIdOf } from './graphql/persisted-documents';
import { PRODUCTION_ENV, startTestStack, TEST_OPS_KEY, TEST_PARTNER_KEY } from '../test-kit';

/** The web client's manifest, as codegen writes it: "sha256:<hex>" → document. */
const manifest = JSON.parse(readFileSync('web/src/gql/persisted-documents.json', 'utf8')) as Record<string, string>;
const idOf = (pattern: RegExp) => Object.entries(manifest).find(([, document]) => pattern.test(document))![0];
const hexOf = (id: string) => id.replace(/^sha256:/, '');

let stack: Awaited<ReturnType<typeof startTestStack>>;
beforeAll(async () => {
  // Production's defaults: only persisted documents from browsers.
  stack = await startTestStack({ env: { ...PRODUCTION_ENV } });
});
afterAll(async () => {
  await stack?.close();
});

type Answer = { status: number; body: { data?: Record<string, unknown>; errors?: { message: string; extensions?: Record<string, unknown> }[] }; setCookie: string | null };

async function post(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Answer['body'], setCookie: res.headers.get('set-cookie') };
}

describe('persisted documents in production mode', () => {
  it('runs a web client document sent as its hash, in the form Apollo Client sends it', async () => {
    const id = idOf(/^query LoginPublicKey/);
    const answer = await post({ operationName: 'LoginPublicKey', variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: hexOf(id) } } });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect((answer.body.data?.loginPublicKey as { publicKeyPEM: string }).publicKeyPEM).toContain('BEGIN PUBLIC KEY');
  });

  it('runs a document sent as documentId (the trusted documents convention)', async () => {
    const answer = await post({ documentId: idOf(/^query LoginPublicKey/) });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.loginPublicKey).toBeTruthy();
  });

  it('lets a member sign in and read their own data through persisted documents only', async () => {
    const { encryptPassword } = await import('@club/subgraph-kit');
    const key = await post({ documentId: idOf(/^query LoginPublicKey/) });
    const pem = (key.body.data!.loginPublicKey as { publicKeyPEM: string }).publicKeyPEM;
    const login = await post({ documentId: idOf(/mutation Login\(/), variables: { username: 'premium@demo.club', encryptedPassword: encryptPassword(pem, 'Club2026!') } });
    expect((login.body.data?.login as { status: string }).status).toBe('SUCCESS');
    const cookie = login.setCookie!.split(';')[0]!;
    const credits = await post({ documentId: idOf(/^query CreditsCounter/) }, { cookie });
    expect(credits.body.data?.viewer).toMatchObject({ user: { ecmBalance: 50 } });
  });

  it('refuses an ad-hoc document from a browser (no API key), with or without a session, and runs nothing', async () => {
    const answer = await post({ query: '{ loginPublicKey { publicKeyPEM } }' });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_DOCUMENT_REQUIRED');
    expect(answer.body.errors?.[0]?.message).toMatch(/documenti persistiti/);

    const withCookie = await post({ query: '{ viewer { subscriptionType } }' }, { cookie: 'club_session=whatever' });
    expect(withCookie.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_DOCUMENT_REQUIRED');
  });

  it('refuses an ad-hoc document sent by GET from a browser', async () => {
    const res = await fetch(`${stack.url}/graphql?query=${encodeURIComponent('{ loginPublicKey { publicKeyPEM } }')}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Answer['body']).errors?.[0]?.extensions?.code).toBe('PERSISTED_DOCUMENT_REQUIRED');
  });

  it('refuses an unknown hash with a clear error, whoever sends it', async () => {
    const unknown = 'a'.repeat(64);
    for (const headers of [{}, { 'x-api-key': TEST_PARTNER_KEY }] as Record<string, string>[]) {
      const answer = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: unknown } } }, headers);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_DOCUMENT_NOT_FOUND');
      expect(answer.body.errors?.[0]?.message).toContain(`sha256:${unknown}`);
    }
  });

  it('never echoes a malformed id back', async () => {
    const answer = await post({ documentId: `sha256:${'z'.repeat(50_000)}` });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_DOCUMENT_NOT_FOUND');
    expect(answer.body.errors?.[0]?.message.length).toBeLessThan(300);
  });

  it('answers 400 NESTING_TOO_DEEP, before any work, to variables nested thousands of levels deep, with or without a key', async () => {
    const coursePage = idOf(/^query CoursePage/);
    const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const deepArray = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    for (const variables of [deepObject, deepArray]) {
      for (const headers of [{}, { 'x-api-key': TEST_PARTNER_KEY }] as Record<string, string>[]) {
        const res = await fetch(`${stack.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: `{"documentId":"${coursePage}","variables":{"slug":${variables}}}`,
        });
        expect(res.status).toBe(400);
        const body = (await res.json()) as Answer['body'];
        expect(body.errors?.[0]).toMatchObject({ message: 'Richiesta non valida: oggetti o liste annidati oltre 32 livelli.', extensions: { code: 'NESTING_TOO_DEEP' } });
      }
    }
    // By GET too, where Apollo parses the variables from the query string.
    const get = await fetch(`${stack.url}/graphql?documentId=${encodeURIComponent(coursePage)}&variables=${encodeURIComponent(`{"slug":${'['.repeat(200)}${']'.repeat(200)}}`)}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(get.status).toBe(400);
    expect(((await get.json()) as Answer['body']).errors?.[0]?.extensions?.code).toBe('NESTING_TOO_DEEP');
  });

  it('refuses a 100 KB slug with BAD_USER_INPUT naming the bound, without calling a service or echoing the value', async () => {
    const answer = await post({ documentId: idOf(/^query CoursePage/), variables: { slug: 'x'.repeat(100_000) } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toMatchObject({ message: 'Il campo slug è troppo lungo: al massimo 300 caratteri.', extensions: { code: 'BAD_USER_INPUT', field: 'slug' } });
    expect(JSON.stringify(answer.body).length).toBeLessThan(500);
    // A slug within its bound still reaches the course page: an unknown one is not found, as course(id:) says it.
    const fine = await post({ documentId: idOf(/^query CoursePage/), variables: { slug: 'x'.repeat(300) } });
    expect(fine.status).toBe(200);
    expect(fine.body.errors?.map((e) => e.extensions?.code), JSON.stringify(fine.body.errors)).toEqual(['NOT_FOUND']);
  });

  it('accepts ad-hoc documents from partner and ops keys; an unknown key is still refused', async () => {
    for (const key of [TEST_PARTNER_KEY, TEST_OPS_KEY]) {
      const answer = await post({ query: '{ contentCategories { label } }' }, { 'x-api-key': key });
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
    }
    const bad = await post({ query: '{ contentCategories { label } }' }, { 'x-api-key': 'not-a-key' });
    expect(bad.status).toBe(401);
  });
});

describe('which documents browsers may send', () => {
  it('defaults to persisted only in production and to any document in development and tests; the variable overrides it', () => {
    expect(loadEnv({ ...PRODUCTION_ENV }).browserDocuments).toBe('persisted');
    expect(loadEnv({ NODE_ENV: 'development' }).browserDocuments).toBe('any');
    expect(loadEnv({ NODE_ENV: 'test' }).browserDocuments).toBe('any');
    expect(loadEnv({ ...PRODUCTION_ENV, BROWSER_DOCUMENTS: 'any' }).browserDocuments).toBe('any');
  });

  it('reads the id from documentId or from Apollo\'s persistedQuery extension', () => {
    expect(documentIdOf({ documentId: 'sha256:abc' })).toBe('sha256:abc');
    expect(documentIdOf({ documentId: 'abc' })).toBe('sha256:abc');
    expect(documentIdOf({ extensions: { persistedQuery: { sha256Hash: 'abc' } } })).toBe('sha256:abc');
    expect(documentIdOf({ query: '{ a }' })).toBeNull();
  });
});
