/** Entry of the smartphone card app (/app, apps/web/app.html): a small bundle of its own, no admin code. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CardApp } from './CardApp';
import './card-app.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root fehlt');
createRoot(root).render(
  <StrictMode>
    <CardApp />
  </StrictMode>,
);

// Offline use and installation; the server allows the worker in /app/ to control /app itself.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/app/sw.js', { scope: '/app' }).catch(() => undefined);
  });
}
