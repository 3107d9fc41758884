import '../shared/styles/public-styles';
import { createTheme, type CSSVariablesResolver, DEFAULT_THEME, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationsHost } from '../shared/notifications-host';
import { RetryingNotice } from '../shared/graphql/retrying-notice';
import { SessionExpiredModal } from '../shared/session/session-expired';

export { createQueryClient } from './query-client';

// Shade 8 keeps white-on-blue buttons and blue links above the WCAG AA contrast ratio (4.5:1).
// Mantine's close buttons are icons: they get a name screen readers can read, in the console's language (the theme
// is made again when the officer switches).
// Plain objects, not Drawer.extend(…): naming the components here would put them in the login route's JS.
// Telugu in Hind Guntur, the PDFs' font, on every computer; its face covers only the Telugu block, so Latin text keeps
// the system font (shared/styles/telugu-font.css).
const FONT_FAMILY = `'Hind Guntur', ${DEFAULT_THEME.fontFamily}`;

function consoleTheme(closeLabel: string) {
  const closeButtonProps = { 'aria-label': closeLabel };
  return createTheme({
    fontFamily: FONT_FAMILY,
    headings: { fontFamily: FONT_FAMILY },
    primaryColor: 'blue',
    primaryShade: 8,
    defaultRadius: 'sm',
    // An officer whose computer asks for reduced motion (a vestibular disorder, a migraine) gets the dialogs,
    // drawers, menus and the sidebar's groups without their slide and fade (WCAG 2.3.3); Mantine animates them
    // regardless unless told.
    respectReducedMotion: true,
    components: {
      Drawer: { defaultProps: { closeButtonProps } },
      Modal: { defaultProps: { closeButtonProps } },
      // The active item in white on blue keeps its contrast when hovered (the light variant does not).
      NavLink: { defaultProps: { variant: 'filled' } },
    },
  });
}

/**
 * Field errors ('* required') are small red text: shade 9 keeps them above 4.5:1 on white.
 * Light and subtle buttons keep their shade-9 text above 4.5:1 when hovered: Mantine darkens their background to
 * shade 2 (4.0:1 in blue, 3.8:1 in red, the header's Logout), so they lighten to shade 0 instead. An officer's
 * pointer resting on one read it so, and so did axe in the e2e run when the pointer was left over a header button.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.keys(theme.colors).map((name) => [
        `--mantine-color-${name}-light-hover`,
        `var(--mantine-color-${name}-0)`,
      ]),
    ),
  },
  dark: {},
});

/**
 * The theme, the toasts (notifications-host.tsx) and the "retrying" line (retrying-notice.tsx): what every screen
 * built with Mantine needs. Loaded with those screens (console-frame.tsx), never by the sign-in route (issue 54 §6).
 */
export function ConsoleTheme({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const closeLabel = t('close');
  const theme = useMemo(() => consoleTheme(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <NotificationsHost />
      <RetryingNotice />
      {children}
    </MantineProvider>
  );
}

/** The theme, the server's data and the session-expired dialog around a screen: the component tests' frame. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <ConsoleTheme>
      <QueryClientProvider client={queryClient}>
        <SessionExpiredModal />
        {children}
      </QueryClientProvider>
    </ConsoleTheme>
  );
}
