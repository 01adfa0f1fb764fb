import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** The one Apollo Client: same-origin /graphql, session cookie sent by the browser. */
export function createApolloClient() {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: new InMemoryCache({
      typePolicies: {
        // The viewer is a singleton: login/logout refetch it.
        Query: { fields: { viewer: { merge: true } } },
        Viewer: { keyFields: [] },
      },
    }),
  });
}
