import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { idempotencyLink, idempotentRetryLink } from '../lib/idempotency';

/**
 * The one Apollo Client: same-origin /graphql, session cookie sent by the browser. A member's write
 * carries its Idempotency-Key and, when its request got no answer, is sent again with the same key.
 */
export function createApolloClient() {
  return new ApolloClient({
    link: ApolloLink.from([idempotentRetryLink, idempotencyLink, new HttpLink({ uri: '/graphql', credentials: 'same-origin' })]),
    cache: new InMemoryCache({
      typePolicies: {
        // The viewer is a singleton: login/logout refetch it.
        Query: { fields: { viewer: { merge: true } } },
        Viewer: { keyFields: [] },
      },
    }),
  });
}
