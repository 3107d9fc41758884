import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app/app-providers';
import { AppRoutes } from './app/app-routes';
import { startFieldInspection } from './features/field-inspection';
import { firstScreenEnglish, loadEnglish, loadTelugu } from './app/i18n-catalogue-loaders';
import { initI18n } from './shared/i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first screen renders in the officer's language, never English first and Telugu a moment later.
await initI18n({ english: firstScreenEnglish, loadEnglish, loadTelugu });

const queryClient = createQueryClient();
// Issue 53: on a phone without a network the first screen draws what the device kept for the officer.
await startFieldInspection(queryClient);

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
