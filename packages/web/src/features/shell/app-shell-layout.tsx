import { doesPreScrutiny, isAdministratorLevel } from '@anumati/domain';
import { AppShell, Box, Burger, Button, Group, Modal, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../shared/errors/error-message';
import '../../shared/styles/console-styles';
import { LoadError } from '../../shared/errors/load-error';
import { notifyError } from '../../shared/notify';
import { LanguageSwitch } from '../../shared/i18n/language-switch';
import { useLanguage } from '../../shared/i18n/use-language';
import { clearSession } from '../../shared/session/session-storage';
import { useSignoutMutation } from '../../shared/session/signout.mutation';
import { AdministrationNavLinks } from '../administration';
import { MySessionsPanel } from '../auth';
import { clearFieldInspection } from '../field-inspection';
import { ChasingNavLinks } from '../chasing-cell';
import { ReportNavLinks } from '../reports';
import { CorrectionNavLinks } from '../corrections';
import { useMeQuery } from '../../shared/officer/me.query';
import { ScreenTitlePlaceholder } from './app-shell-placeholder';
import { GovernmentIdentity } from './government-identity';
import { OfficerMenu } from './officer-menu';
import { officerPost } from './officer-post';
import { DocumentTitle, ShownScreenMark } from './route-title';
import { SiteFooter } from './site-footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TextSizeControls } from './text-size-controls';
import { useIdleLogout } from './use-idle-logout';
import { useOfficerLanguage } from './use-officer-language';
import classes from './app-shell-header.module.css';
import { LoadingSpace } from '../../shared/loading/loading-space';

const CHASING_CELL = 'CIO_CHASING_CELL';

/** A screen whose code is still loading: its title in its place (issue 53 §7) and the loader under it. */
function ScreenLoading() {
  return (
    <>
      <ScreenTitlePlaceholder />
      <LoadingSpace mih="50vh" />
    </>
  );
}

/**
 * Spec 1 §2.7: top bar with the officer's role, authority and name, and Logout; the sidebar. GIGW 3.0: the State's
 * identity, text size and language in the top bar, a skip link first, landmarks, the footer. Narrower than 75em of
 * its text (laptops at 200 % zoom or at A+, tablets, phones) the top bar keeps the identity in short and puts the
 * officer's controls in a menu, so its fixed height always holds it and it never covers the page title.
 */
export function AppShellLayout() {
  const { t } = useTranslation('shell');
  const [isNavOpen, { toggle }] = useDisclosure();
  const [isSessionsOpen, sessionsModal] = useDisclosure();
  const navigate = useNavigate();
  const location = useLocation();
  const me = useMeQuery();
  const { saveLanguage } = useOfficerLanguage();
  const language = useLanguage();
  const signout = useSignoutMutation();

  const endSession = useCallback(() => {
    // What the phone kept of this officer's files leaves with them (issue 53 §1); read before the session goes.
    void clearFieldInspection();
    clearSession();
    void navigate('/login', { replace: true });
  }, [navigate]);

  const onLogout = () =>
    signout.mutate(undefined, {
      onSuccess: endSession,
      // Spec 1 §8: a failed logout is kept and shown; the officer stays signed in.
      onError: (error) => notifyError(errorMessage(error)),
    });

  // Best effort on the server; the console ends the session whatever the answer.
  const onIdle = useCallback(() => {
    signout.mutate(undefined, { onSettled: endSession });
  }, [signout, endSession]);
  useIdleLogout(onIdle);

  const officer = me.data;
  const isChasingCell = officer?.permissionLevel === CHASING_CELL;
  // Issue 52: administrators have no inbox and no reports, only officer administration.
  const isAdministrator = officer !== undefined && isAdministratorLevel(officer.permissionLevel);
  // The one language switch of the signed-in console, shown in the wide top bar and in the narrow menu alike; the
  // choice is saved for the officer, so it follows them to any computer (and into their exports).
  const languageSwitch = <LanguageSwitch onChanged={saveLanguage} />;

  return (
    <AppShell
      header={{ height: { base: 60, md: 76 } }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding="md"
    >
      <AppShell.Header className={classes.header}>
        <DocumentTitle />
        <SkipLink />
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
          <Group wrap="nowrap" gap="sm" miw={0}>
            <Burger
              opened={isNavOpen}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('nav.toggleNavigation')}
            />
            <Box className={classes.narrow} miw={0}>
              <GovernmentIdentity isCompact />
            </Box>
            <Box className={classes.wide} miw={0}>
              <GovernmentIdentity />
            </Box>
          </Group>
          {officer && (
            <Box className={classes.narrow}>
              <OfficerMenu
                officer={officer}
                post={officerPost(officer, language)}
                languageSwitch={languageSwitch}
                isLoggingOut={signout.isPending}
                onSessions={sessionsModal.open}
                onLogout={onLogout}
              />
            </Box>
          )}
          <Box className={classes.wide}>
            {/* The officer's name and post come with `me`, first in this right-aligned bar, so that nothing else in
                it moves when they arrive (they pushed every control 457 px sideways: a layout shift on every
                screen); Sessions and Logout never wait for them. */}
            <Group gap="md" wrap="nowrap">
              {officer && (
                <Stack gap={0} align="flex-end" maw="20em">
                  <Text size="sm" fw={600} lineClamp={1}>
                    {officer.firstName} {officer.lastName}
                  </Text>
                  <Text size="xs" c="gray.8" ta="right" lineClamp={2}>
                    {officerPost(officer, language)}
                  </Text>
                </Stack>
              )}
              <TextSizeControls />
              {languageSwitch}
              <Button variant="subtle" onClick={sessionsModal.open}>
                {t('header.sessions')}
              </Button>
              <Button variant="light" color="red" onClick={onLogout} loading={signout.isPending}>
                {t('header.logout')}
              </Button>
            </Group>
          </Box>
        </Group>
      </AppShell.Header>
      <Modal opened={isSessionsOpen} onClose={sessionsModal.close} title={t('header.yourSessions')} size="xl">
        {isSessionsOpen && <MySessionsPanel />}
      </Modal>
      <AppShell.Navbar p="xs" aria-label={t('nav.mainNavigation')}>
        {isAdministrator ? (
          <AdministrationNavLinks />
        ) : isChasingCell ? (
          <ChasingNavLinks />
        ) : (
          <>
            <NavLink
              component={Link}
              to="/post-verification"
              label={t('nav.postVerification')}
              active={location.pathname === '/post-verification' && !location.search.includes('flow=single-window')}
            />
            <NavLink
              component={Link}
              to="/post-verification?flow=single-window"
              label={t('nav.singleWindow')}
              active={location.search.includes('flow=single-window')}
            />
            {doesPreScrutiny(officer?.permissionLevel ?? '') && (
              <NavLink
                component={Link}
                to="/pre-scrutiny"
                label={t('nav.preScrutiny')}
                active={location.pathname === '/pre-scrutiny'}
              />
            )}
            {officer && <CorrectionNavLinks permissionLevel={officer.permissionLevel} />}
          </>
        )}
        {officer && !isAdministrator && (
          <ReportNavLinks isChasingCell={isChasingCell} permissionLevel={officer.permissionLevel} />
        )}
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID}>
        {/* The confirmations of the signed-in screens (modals.openConfirmModal); the login route does without. */}
        <ModalsProvider>
          {me.error ? (
            <LoadError error={me.error} onRetry={() => void me.refetch()} />
          ) : (
            <Suspense fallback={<ScreenLoading />}>
              <ShownScreenMark />
              <Outlet />
            </Suspense>
          )}
        </ModalsProvider>
      </AppShell.Main>
      {/* After main, not in it (a footer inside main is no contentinfo landmark); clear of the sidebar as main is. */}
      <Box style={{ paddingInlineStart: 'var(--app-shell-navbar-offset, 0rem)' }}>
        <SiteFooter />
      </Box>
    </AppShell>
  );
}
