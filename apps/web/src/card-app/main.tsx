/** Entry of the smartphone card app (/app, apps/web/app.html): a small bundle of its own, no admin code. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerOfflineWorker } from '../lib/offline-worker';
import { CardApp } from './CardApp';
import './card-app.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root fehlt');
createRoot(root).render(
  <StrictMode>
    <CardApp />
  </StrictMode>,
);

// Offline use and installation.
registerOfflineWorker('/app');
