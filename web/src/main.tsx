import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// The first render as a transition: React yields to the browser every few milliseconds while it
// builds the page instead of holding the main thread for the whole tree (input and painting the
// static first frame stay responsive; Lighthouse's Total Blocking Time counts such long tasks).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
