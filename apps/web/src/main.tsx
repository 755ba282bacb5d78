import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installGlobalErrorReporting } from './lib/error-log';

installGlobalErrorReporting();

const root = document.getElementById('root');
if (!root) throw new Error('#root fehlt');
// The first render as a transition: React renders it in slices and keeps the main thread free for
// input (a phone's slow CPU would otherwise be blocked for half a second).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
