import './styles/global.css';
import type { NormalizedCacheObject } from '@apollo/client';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createApolloClient } from './app/apollo';
import { loadLazyRoutesOf } from './app/router';
import { startHydrating } from './lib/hydration';
import { applyServerStyles, SERVER_STATE_ID } from './lib/serverState';

const container = document.getElementById('root')!;
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
          <App client={client} />
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
