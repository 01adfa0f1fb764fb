// The API explorer (/explorer, for ops and partner keys): a Vite entry of its own (explorer.html), so
// GraphiQL and Monaco are never part of what members download.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ExplorerApp } from './ExplorerApp';
import { takeExplorerKey } from './key';
import { isOpsKey } from './KeysPanel';

const apiKey = takeExplorerKey();
// Ops get the partner keys panel: asked of the gateway (/ops/keys answers only an ops key) before the first render.
void isOpsKey(apiKey).then((isOps) =>
  createRoot(document.getElementById('explorer-root')!).render(
    <StrictMode>
      <ExplorerApp apiKey={apiKey} isOps={isOps} />
    </StrictMode>,
  ),
);
