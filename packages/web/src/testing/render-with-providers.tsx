import { ModalsProvider } from '@mantine/modals';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders, createQueryClient } from '../app/app-providers';

/** Renders a screen inside the console's providers, at a path of the router; `queryClient` to hold answers already. */
export function renderWithProviders(
  ui: ReactNode,
  options: { path?: string; state?: unknown; queryClient?: QueryClient } = {},
) {
  // A path may carry a query string (/search?q=…).
  const [pathname = '/', search] = (options.path ?? '/').split('?');
  return render(
    <AppProviders queryClient={options.queryClient ?? createQueryClient()}>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state: options.state }]}>
        {/* As the signed-in layout gives its screens (app-shell-layout.tsx). */}
        <ModalsProvider>{ui}</ModalsProvider>
      </MemoryRouter>
    </AppProviders>,
  );
}
