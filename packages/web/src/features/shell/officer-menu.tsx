import { Button, Popover, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextSizeControls } from './text-size-controls';

type TOfficerMenuProps = {
  shortName: string;
  fullName: string;
  post: string;
  /** The same switch as the wide top bar's (app-shell-layout.tsx), with the same onChanged. */
  languageSwitch: ReactNode;
  isLoggingOut: boolean;
  onSessions: () => void;
  onLogout: () => void;
};

/**
 * The top bar's controls when the screen is narrow (phones, 200 % zoom): the officer's first name opens a panel with
 * the full name and post, text size, language, Sessions and Logout. Plain buttons in a focus-trapped panel, so Tab
 * reaches each of them; Escape closes it.
 */
export function OfficerMenu({
  shortName,
  fullName,
  post,
  languageSwitch,
  isLoggingOut,
  onSessions,
  onLogout,
}: TOfficerMenuProps) {
  const { t } = useTranslation('shell');
  const [isOpen, menu] = useDisclosure();
  return (
    <Popover opened={isOpen} onChange={menu.set} position="bottom-end" trapFocus returnFocus withArrow shadow="md">
      <Popover.Target>
        <Button variant="default" size="compact-md" maw={120} onClick={menu.toggle} aria-expanded={isOpen}>
          <Text span inherit truncate>
            {shortName}
          </Text>
          <VisuallyHidden>{t('header.menuSuffix')}</VisuallyHidden>
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
