import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack } from '../test-kit';
import { GRAPHQL_BODY_MAX_BYTES, UPLOAD_MAX_BYTES } from '@club/wire/uploads';

let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

async function post(body: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const text = await res.text();
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text, json: JSON.parse(text) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } };
}

describe('requests the server cannot run are the client’s error: 400 with a clear message', () => {
  it('several operations and no operationName', async () => {
    const { status, json } = await post(JSON.stringify({ query: 'query A { __typename } query B { __typename }' }));
    expect(status).toBe(400);
    expect(json.errors![0]).toMatchObject({ message: 'Il documento contiene più operazioni: indica quale eseguire con "operationName".', extensions: { code: 'BAD_REQUEST' } });
  });

  it('an unknown operationName', async () => {
    const { status, json } = await post(JSON.stringify({ query: 'query A { __typename }', operationName: 'X' }));
    expect(status).toBe(400);
    expect(json.errors![0]).toMatchObject({ message: 'Il documento non ha un\'operazione di nome "X".', extensions: { code: 'BAD_REQUEST' } });
  });

  it('a subscription', async () => {
    const { status, json } = await post(JSON.stringify({ query: 'subscription { __typename }' }));
    expect(status).toBe(400);
    expect(json.errors![0]).toMatchObject({ message: 'Le subscription non sono supportate: invia una query o una mutation.', extensions: { code: 'BAD_REQUEST' } });
  });

  it('malformed JSON gets a JSON error, not an HTML page', async () => {
    const { status, contentType, text, json } = await post('{"query": ');
    expect(status).toBe(400);
    expect(contentType).toMatch(/^application\/json/);
    expect(json.errors![0]).toMatchObject({ message: 'Richiesta non valida: il corpo non è JSON valido.', extensions: { code: 'BAD_REQUEST' } });
    expect(text).not.toMatch(/<html|node_modules|at /i);
  });

  it('a body over the limit (two files at the upload limit and the rest: 330 kB) gets 413 with a JSON error', async () => {
    expect(GRAPHQL_BODY_MAX_BYTES).toBe(2 * Math.ceil(UPLOAD_MAX_BYTES / 3) * 4 + 64 * 1024);
    const { status, contentType, json } = await post(JSON.stringify({ query: '{ __typename }', padding: 'a'.repeat(GRAPHQL_BODY_MAX_BYTES + 1024) }));
    expect(status).toBe(413);
    expect(contentType).toMatch(/^application\/json/);
    expect(json.errors![0]).toMatchObject({ message: 'Richiesta troppo grande: il limite è 330 kB.', extensions: { code: 'BAD_REQUEST' } });
  });
});

describe('text with control characters', () => {
  const message = 'Il testo contiene caratteri di controllo non ammessi.';

  it('a NUL byte in a search text is refused with BAD_USER_INPUT before it reaches a service', async () => {
    const { status, json } = await post(JSON.stringify({ query: 'query S($t: String!) { searchSuggestions(text: $t) { kind } }', variables: { t: 'cuo\u0000re' } }));
    expect(status).toBe(400);
    expect(json.data).toBeUndefined();
    expect(json.errors).toEqual([{ message, extensions: { code: 'BAD_USER_INPUT' } }]);
  });

  it('also inside input objects, lists and inline string literals', async () => {
    const nested = await post(JSON.stringify({ query: 'query C($i: CourseSearchInput) { courseCatalogue(input: $i) { total } }', variables: { i: { text: 'ecg\u001b' } } }));
    expect(nested.status).toBe(400);
    expect(nested.json.errors![0]!.message).toBe(message);
    const literal = await post(JSON.stringify({ query: '{ searchSuggestions(text: "ab\\u0007c") { kind } }' }));
    expect(literal.status).toBe(400);
    expect(literal.json.errors![0]!.message).toBe(message);
  });

  it('tabs and line breaks stay allowed (messages in forms have them)', async () => {
    const { status, json } = await post(JSON.stringify({ query: 'query S($t: String!) { searchSuggestions(text: $t) { kind } }', variables: { t: 'cuore\tpolmone\r\n' } }));
    expect(status).toBe(200);
    expect(json.errors).toBeUndefined();
  });
});

describe('security headers outside production', () => {
  it('no HSTS on plain http development and test stacks, but the CSP is there', async () => {
    const res = await fetch(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' });
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });
});

describe('an error never echoes a long value whole', () => {
  const huge = 'x'.repeat(180 * 1024);
  const expectShort = (text: string, message: string) => {
    expect(text.length).toBeLessThan(2000);
    expect(message).toContain(`"${'x'.repeat(64)}…"`);
  };

  it('a 180 KB literal of the wrong type: the validation message quotes 64 characters of it and an ellipsis', async () => {
    const { status, text, json } = await post(JSON.stringify({ query: `{ courseCatalogue(input: { page: "${huge}" }) { total } }` }));
    expect(status).toBe(400);
    expect(json.errors![0]!.extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(json.errors![0]!.message).toMatch(/^Int cannot represent non-integer value: "x{64}…"$/);
    expectShort(text, json.errors![0]!.message);
  });

  it('a 180 KB variable of the wrong type, and an unknown 180 KB operationName', async () => {
    const variable = await post(JSON.stringify({ query: 'query ($page: Int) { courseCatalogue(input: { page: $page }) { total } }', variables: { page: huge } }));
    expect(variable.status).toBe(400);
    expect(variable.json.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(variable.json.errors![0]!.message).toMatch(/^Variable "\$page" got invalid value "x{64}…"; Int cannot represent non-integer value: "x{64}…"$/);
    expectShort(variable.text, variable.json.errors![0]!.message);
    const operationName = await post(JSON.stringify({ query: 'query A { __typename }', operationName: huge }));
    expect(operationName.status).toBe(400);
    expectShort(operationName.text, operationName.json.errors![0]!.message);
  });
});
