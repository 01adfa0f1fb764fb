import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { CreditsCounterDocument } from '../gql/graphql';
import manifest from '../gql/persisted-documents.json';
import { persistedDocumentLink } from './persisted-documents';

/** The web client's real link chain tail (persisted documents + HttpLink) with a recording fetch. */
function clientRecording(bodies: Record<string, unknown>[]) {
  const fetch = async (_uri: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return new Response(JSON.stringify({ data: { __typename: 'Query', viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1', ecmBalance: 50 } } } }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  return new ApolloClient({ link: ApolloLink.from([persistedDocumentLink, new HttpLink({ uri: '/graphql', fetch })]), cache: new InMemoryCache() });
}

describe('persisted documents in the web client', () => {
  it('sends the hash of a document in the manifest and not its text, through Apollo Client and its cache', async () => {
    const bodies: Record<string, unknown>[] = [];
    const result = await clientRecording(bodies).query({ query: CreditsCounterDocument });

    expect(result.data?.viewer.user?.ecmBalance).toBe(50);
    expect(bodies).toHaveLength(1);
    const [body] = bodies;
    expect(body).not.toHaveProperty('query');
    expect(body!.operationName).toBe('CreditsCounter');
    const hash = (body!.extensions as { persistedQuery: { version: number; sha256Hash: string } }).persistedQuery;
    expect(hash.version).toBe(1);
    const stored = (manifest as Record<string, string>)[`sha256:${hash.sha256Hash}`];
    expect(stored).toContain('query CreditsCounter');
  });

  it('stores every document with __typename in each selection, as Apollo\'s cache needs', () => {
    const stored = Object.values(manifest as Record<string, string>).find((d) => d.includes('query CreditsCounter'))!;
    expect(stored).toMatch(/viewer \{ __typename .*user \{ __typename/);
  });
});
