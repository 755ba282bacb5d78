import { installGermanZodErrors } from '@ausweis/shared/validation/zod-de';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installGlobalErrorReporting } from './lib/error-log';

dayjs.locale('de');
installGermanZodErrors();
installGlobalErrorReporting();

const root = document.getElementById('root');
if (!root) throw new Error('#root fehlt');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
