import './styles/global.css';
import type { NormalizedCacheObject } from '@apollo/client';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createApolloClient } from './app/apollo';
import { createClientRouter, loadLazyRoutesOf } from './app/router';
import { startHydrating } from './lib/hydration';
import { recordNavigation } from './lib/navHistory';
import { applyServerStyles, SERVER_STATE_ID } from './lib/serverState';

const container = document.getElementById('root')!;
// The landing page and its campaign (utm) values are recorded as soon as the script runs, not once the
// app has rendered or hydrated: a visitor who moves on before a server-rendered page has hydrated
// keeps them for the leads they send later (lib/navHistory.ts; the page frame records the next pages).
recordNavigation(window.location.href);
// A page the gateway rendered on the server carries the answers it was rendered with
// (entry-server.tsx): hydrate it with them. Every other page starts from the shell.
const serverState = document.getElementById(SERVER_STATE_ID)?.textContent;

if (serverState) {
  const client = createApolloClient(JSON.parse(serverState) as NormalizedCacheObject);
  applyServerStyles(container);
  void loadLazyRoutesOf(window.location.pathname).then(() => {
    startHydrating(container);
    // In a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page: the page is already on screen, so nothing waits on it, and input
    // arriving meanwhile is handled (React hydrates what is touched first).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App client={client} router={createClientRouter({ serverRendered: true })} />
        </StrictMode>,
      );
    });
  });
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
