import { Button, Popover, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMe } from '../../shared/officer/me.query';
import classes from './app-shell-header.module.css';
import { TextSizeControls } from './text-size-controls';

type TOfficerMenuProps = {
  officer: Pick<TMe, 'firstName' | 'lastName'>;
  post: string;
  /** The same switch as the wide top bar's (app-shell-layout.tsx), with the same onChanged. */
  languageSwitch: ReactNode;
  isLoggingOut: boolean;
  onSessions: () => void;
  onLogout: () => void;
};

/**
 * The top bar's controls when it is narrow (phones, 200 % zoom, A+): the officer's first name opens a panel with
 * the full name and post, text size, language, Sessions and Logout. Plain buttons in a focus-trapped panel, so Tab
 * reaches each of them; Escape closes it.
 */
export function OfficerMenu({ officer, post, languageSwitch, isLoggingOut, onSessions, onLogout }: TOfficerMenuProps) {
  const { t } = useTranslation('shell');
  const [isOpen, menu] = useDisclosure();
  const fullName = `${officer.firstName} ${officer.lastName}`;
  const initials = `${officer.firstName.charAt(0)}${officer.lastName.charAt(0)}`;
  return (
    <Popover
      opened={isOpen}
      onChange={menu.set}
      position="bottom-end"
      trapFocus
      returnFocus
      withArrow
      shadow="md"
      // The top bar is fixed: its button never scrolls out of view, so the panel need not hide when it does.
      hideDetached={false}
    >
      <Popover.Target>
        <Button variant="default" size="compact-md" maw="8em" onClick={menu.toggle} aria-expanded={isOpen}>
          {/* The first name, or on a phone the initials; a screen reader hears the full name and what opens. */}
          <Text span inherit truncate aria-hidden className={classes.firstName}>
            {officer.firstName}
          </Text>
          <Text span inherit aria-hidden className={classes.shortName}>
            {initials}
          </Text>
          <VisuallyHidden>{t('header.menuName', { name: fullName })}</VisuallyHidden>
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw="calc(100vw - 1rem)">
        <Stack gap="sm">
          <div>
            <Text size="sm" fw={600}>
              {fullName}
            </Text>
            <Text size="xs" c="gray.8">
              {post}
            </Text>
          </div>
          <TextSizeControls />
          {languageSwitch}
          <Button
            variant="subtle"
            onClick={() => {
              menu.close();
              onSessions();
            }}
          >
            {t('header.sessions')}
          </Button>
          <Button variant="light" color="red" onClick={onLogout} loading={isLoggingOut}>
            {t('header.logout')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
