import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { idempotencyLink, idempotentRetryLink } from '../lib/idempotency';
import { mergedTypePolicies } from '../lib/mergedTypes';
import { possibleTypes } from '../lib/possibleTypes';
import { declaredVariablesLink, ownTaskLink } from './link-tasks';
import { persistedDocumentLink } from './persisted-documents';

/**
 * The one Apollo Client: same-origin /graphql, session cookie sent by the browser. A member's write
 * carries its Idempotency-Key and, when its request got no answer, is sent again with the same key.
 * Operations go out as persisted document hashes, not text (persisted-documents.ts), each request
 * from a task of its own (link-tasks.ts). A server-rendered page's answers (`initialState`) are in the
 * cache from the start: hydrating, the page asks for nothing the server already had.
 */
export function createApolloClient(initialState?: NormalizedCacheObject) {
  const cache = createCache();
  if (initialState) cache.restore(initialState);
  return new ApolloClient({
    link: ApolloLink.from([
      ownTaskLink,
      idempotentRetryLink,
      idempotencyLink,
      persistedDocumentLink,
      declaredVariablesLink,
      new HttpLink({ uri: '/graphql', credentials: 'same-origin', includeUnusedVariables: true }),
    ]),
    cache,
    // While hydrating, queries asking the network anyway (cache-and-network, network-only) take the cache's answer.
    ssrForceFetchDelay: initialState ? 100 : 0,
  });
}

/** The cache, with how its objects merge: the browser's and the server render's (entry-server.tsx) alike. */
export function createCache() {
  return new InMemoryCache({
    possibleTypes: possibleTypes(),
    typePolicies: {
      // Objects without an id merged, not replaced, by an answer asking for fewer of their fields (lib/mergedTypes.ts).
      ...mergedTypePolicies(),
      // The viewer is a singleton: login/logout refetch it.
      Query: { fields: { viewer: { merge: true } } },
      Viewer: { keyFields: [] },
      // The triennium's figures and its plan arrive in two queries (the plan asks the catalogue): one object.
      EcmTriennium: { merge: true },

    },
  });
}
