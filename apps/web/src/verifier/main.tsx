/** Entry of the verifier page (/pruefen, apps/web/pruefen.html): a small bundle of its own, offline. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { registerOfflineWorker } from '../lib/offline-worker';
import { Verifier } from './Verifier';
import '../card-app/card-app.css';
import './verifier.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root fehlt');
createRoot(root).render(
  <StrictMode>
    <LanguageProvider>
      <Verifier />
    </LanguageProvider>
  </StrictMode>,
);

registerOfflineWorker('/pruefen');
