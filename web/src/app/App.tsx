import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider, type createMemoryRouter } from 'react-router';
import { useEffect, useState } from 'react';
import { finishHydrating } from '../lib/hydration';
import { createApolloClient } from './apollo';
import { createClientRouter } from './router';

/**
 * The portal. In the browser `client` and `router` are given when a server-rendered page is hydrated
 * (its cache holds the answers the server rendered with; its router knows it hydrates); otherwise the
 * app makes its own. The server render (entry-server.tsx) gives both, its router a memory router at
 * the requested address: the same tree as the browser's, so the markup hydrates.
 */
export function App({ client: givenClient, router: givenRouter }: { client?: ApolloClient; router?: ReturnType<typeof createMemoryRouter> | ReturnType<typeof createClientRouter> }) {
  const [client] = useState(() => givenClient ?? createApolloClient());
  const [router] = useState(() => givenRouter ?? createClientRouter());
  // The first commit is done: what mounts from now on is the browser's own, and what a visitor typed
  // before it is replayed (lib/hydration.ts). The document says whether it hydrated server-rendered
  // markup (for tests and for who inspects the page).
  useEffect(() => {
    // (StrictMode runs this twice in development: the second run must not undo the first's answer.)
    const hydrated = finishHydrating();
    if (hydrated || document.documentElement.dataset.hydrated === undefined) document.documentElement.dataset.hydrated = String(hydrated);
  }, []);
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
