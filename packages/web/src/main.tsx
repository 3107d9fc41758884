import './shared/styles/base-styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from './app/query-client';
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

// Mantine's theme and toasts come with the first screen built of Mantine (app/console-frame.tsx): the sign-in page is
// plain markup and CSS (issue 54 §6). The first render is a transition, so React yields to the browser every few
// milliseconds while it builds the screen instead of holding the main thread in one long task (issue 54 §6: no task
// over 200 ms on the inbox at 4× CPU slowdown).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
});
