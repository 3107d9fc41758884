import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'mantine-datatable/styles.css';
import { createTheme, type CSSVariablesResolver, Drawer, MantineProvider, Modal, NavLink } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { GraphqlRequestError } from '../shared/graphql/graphql-request';
import { RestRequestError } from '../shared/rest/rest-request';
import { onRequestError, SessionExpiredModal } from '../shared/session/session-expired';

// Shade 8 keeps white-on-blue buttons and blue links above the WCAG AA contrast ratio (4.5:1).
// Mantine's close buttons are icons: they get a name screen readers can read.
const closeButtonProps = { 'aria-label': 'Close' };
const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'sm',
  components: {
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
    Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
    // The active item in white on blue keeps its contrast when hovered (the light variant does not).
    NavLink: NavLink.extend({ defaultProps: { variant: 'filled' } }),
  },
});

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onRequestError }),
    mutationCache: new MutationCache({ onError: onRequestError }),
    defaultOptions: {
      queries: {
        // An answer from the server is final; only a lost connection is worth retrying.
        retry: (failureCount, error) =>
          !(error instanceof GraphqlRequestError || error instanceof RestRequestError) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

// Field errors ('* required') are small red text: shade 9 keeps them above 4.5:1 on white.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});

/** Spec 1 §9: toasts at the top right, closing after 5000 ms. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-right" autoClose={5000} />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <SessionExpiredModal />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
