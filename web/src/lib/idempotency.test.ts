import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, idempotencyLink, idempotentRetryLink, newIdempotencyKey } from './idempotency';

/** A network that fails the first `failures` requests without an answer, then answers; records the keys sent. */
function flakyClient(failures: number) {
  const keys: (string | undefined)[] = [];
  let left = failures;
  const network = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        keys.push((operation.getContext().headers as Record<string, string> | undefined)?.[IDEMPOTENCY_HEADER]);
        if (left-- > 0) observer.error(new TypeError('Failed to fetch'));
        else {
          observer.next({ data: { save: true, ping: true } } as never);
          observer.complete();
        }
      }),
  );
  const client = new ApolloClient({ link: ApolloLink.from([idempotentRetryLink, idempotencyLink, network]), cache: new InMemoryCache() });
  return { client, keys };
}

// Parsed, not gql-tagged: documents of a fake schema that codegen must not check against the API.
const SAVE = parse('mutation Save { save }');
const PING = parse('query Ping { ping }');

describe('idempotent retry of a write that got no answer', () => {
  it('sends a keyed mutation again with the same Idempotency-Key', async () => {
    const { client, keys } = flakyClient(1);
    await expect(client.mutate({ mutation: SAVE, context: { idempotencyKey: 'intent-1' } })).resolves.toMatchObject({ data: { save: true } });
    expect(keys).toEqual(['intent-1', 'intent-1']);
  });

  it('never retries a mutation without a key, nor a query', async () => {
    const unkeyed = flakyClient(1);
    await expect(unkeyed.client.mutate({ mutation: SAVE })).rejects.toThrow('Failed to fetch');
    expect(unkeyed.keys).toEqual([undefined]);
    const query = flakyClient(1);
    await expect(query.client.query({ query: PING, fetchPolicy: 'network-only' })).rejects.toThrow('Failed to fetch');
    expect(query.keys).toHaveLength(1);
  });
});

describe('newIdempotencyKey', () => {
  it('is a fresh random UUID v4 each time', () => {
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    expect(new Set(keys).size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
