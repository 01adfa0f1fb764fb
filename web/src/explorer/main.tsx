// The API explorer (/explorer, for ops and partner keys): a Vite entry of its own (explorer.html), so
// GraphiQL and Monaco are never part of what members download.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ExplorerApp } from './ExplorerApp';
import { takeExplorerKey } from './key';

createRoot(document.getElementById('explorer-root')!).render(
  <StrictMode>
    <ExplorerApp apiKey={takeExplorerKey()} />
  </StrictMode>,
);
