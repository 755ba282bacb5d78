/** Entry of the smartphone card app (/app, apps/web/app.html): a small bundle of its own, no admin code. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { registerOfflineWorker } from '../lib/offline-worker';
import { CardApp } from './CardApp';
import './card-app.css';
import { takeLinkedCodes } from './link-codes';

const root = document.getElementById('root');
if (!root) throw new Error('#root fehlt');
// Before the first render (StrictMode renders twice): the codes leave the address bar at once.
const linked = takeLinkedCodes();
createRoot(root).render(
  <StrictMode>
    <LanguageProvider>
      <CardApp linked={linked} />
    </LanguageProvider>
  </StrictMode>,
);

// Offline use and installation.
registerOfflineWorker('/app');
