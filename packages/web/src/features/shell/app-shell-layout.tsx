import { doesPreScrutiny } from '@anumati/domain';
import { AppShell, Burger, Button, Group, Modal, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { useCallback } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../shared/errors/error-message';
import '../../shared/styles/console-styles';
import { LoadError } from '../../shared/errors/load-error';
import { notifyError } from '../../shared/notify';
import { LanguageSwitch } from '../../shared/i18n/language-switch';
import { clearSession } from '../../shared/session/session-storage';
import { useSignoutMutation } from '../auth/api/signout.mutation';
import { MySessionsPanel } from '../auth/my-sessions-panel';
import { ChasingNavLinks } from '../chasing-cell/chasing-nav-links';
import { ReportNavLinks } from '../reports/report-nav-links';
import { CorrectionNavLinks } from '../corrections/correction-nav-links';
import { useMeQuery } from './api/me.query';
import { useIdleLogout } from './use-idle-logout';

const CHASING_CELL = 'CIO_CHASING_CELL';

/** Spec 1 §2.7: top bar with the officer's role, authority and name, and Logout; the sidebar. */
export function AppShellLayout() {
  const [isNavOpen, { toggle }] = useDisclosure();
  const [isSessionsOpen, sessionsModal] = useDisclosure();
  const navigate = useNavigate();
  const location = useLocation();
  const me = useMeQuery();
  const signout = useSignoutMutation();

  const endSession = useCallback(() => {
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

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group>
            <Burger opened={isNavOpen} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <Text fw={700} c="blue.8">
              Anumati
            </Text>
          </Group>
          <Group gap="lg">
            <LanguageSwitch />
            {officer && (
              <Group gap="lg">
                <Stack gap={0} align="flex-end">
                  <Text size="sm" fw={600}>
                    {officer.firstName} {officer.lastName}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {officer.role.name}
                    {officer.authority ? ` · ${officer.authority}` : ''}
                    {officer.ulbName ? ` · ${officer.ulbName}` : ''}
                  </Text>
                </Stack>
                <Button variant="subtle" onClick={sessionsModal.open}>
                  Sessions
                </Button>
                <Button variant="light" color="red" onClick={onLogout} loading={signout.isPending}>
                  Logout
                </Button>
              </Group>
            )}
          </Group>
        </Group>
      </AppShell.Header>
      <Modal opened={isSessionsOpen} onClose={sessionsModal.close} title="Your sessions" size="xl">
        {isSessionsOpen && <MySessionsPanel />}
      </Modal>
      <AppShell.Navbar p="xs" aria-label="Main navigation">
        {isChasingCell ? (
          <ChasingNavLinks />
        ) : (
          <>
            <NavLink
              component={Link}
              to="/post-verification"
              label="Post Verification"
              active={location.pathname === '/post-verification' && !location.search.includes('flow=single-window')}
            />
            <NavLink
              component={Link}
              to="/post-verification?flow=single-window"
              label="Single Window"
              active={location.search.includes('flow=single-window')}
            />
            {doesPreScrutiny(officer?.permissionLevel ?? '') && (
              <NavLink
                component={Link}
                to="/pre-scrutiny"
                label="Pre Scrutiny"
                active={location.pathname === '/pre-scrutiny'}
              />
            )}
            {officer && <CorrectionNavLinks permissionLevel={officer.permissionLevel} />}
          </>
        )}
        {officer && <ReportNavLinks isChasingCell={isChasingCell} permissionLevel={officer.permissionLevel} />}
      </AppShell.Navbar>
      <AppShell.Main>
        {/* The confirmations of the signed-in screens (modals.openConfirmModal); the login route does without. */}
        <ModalsProvider>
          {me.error ? <LoadError error={me.error} onRetry={() => void me.refetch()} /> : <Outlet />}
        </ModalsProvider>
      </AppShell.Main>
    </AppShell>
  );
}
