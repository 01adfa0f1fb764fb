import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider, type createMemoryRouter } from 'react-router';
import { useEffect, useState } from 'react';
import { isHydrating, setHydrating } from '../lib/hydration';
import { createApolloClient } from './apollo';
import { createClientRouter } from './router';

/**
 * The portal. In the browser `client` is given when a server-rendered page is hydrated (its cache
 * holds the answers the server rendered with); otherwise the app makes its own. The server render
 * (entry-server.tsx) gives both, its router a memory router at the requested address: the same tree
 * as the browser's, so the markup hydrates.
 */
export function App({ client: givenClient, router: givenRouter }: { client?: ApolloClient; router?: ReturnType<typeof createMemoryRouter> }) {
  const [client] = useState(() => givenClient ?? createApolloClient());
  const [router] = useState(() => givenRouter ?? createClientRouter());
  // The first commit is done: what mounts from now on is the browser's own (lib/hydration.ts). The
  // document says whether it hydrated server-rendered markup (for tests and for who inspects the page).
  useEffect(() => {
    document.documentElement.dataset.hydrated = String(isHydrating());
    setHydrating(false);
  }, []);
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
