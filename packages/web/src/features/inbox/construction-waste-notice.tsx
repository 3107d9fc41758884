import { ActionIcon, Box, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './construction-waste-notice.module.css';

/**
 * Spec 1 §2.5: the metropolitan corporation's scrolling notice on construction and demolition waste. It scrolls
 * only for officers who have not asked their system for reduced motion, and stops (WCAG 2.2.2) by its own button,
 * and while the pointer is over it.
 */
export function ConstructionWasteNotice() {
  const { t } = useTranslation('inbox');
  const [isPaused, setIsPaused] = useState(false);
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      className={classes.band}
      data-paused={isPaused || undefined}
      role="note"
      aria-label={t('wasteNotice.label')}
    >
      <ActionIcon
        variant="subtle"
        color="dark"
        size="sm"
        className={classes.toggle}
        aria-pressed={isPaused}
        aria-label={isPaused ? t('wasteNotice.play') : t('wasteNotice.pause')}
        title={isPaused ? t('wasteNotice.play') : t('wasteNotice.pause')}
        onClick={() => setIsPaused((paused) => !paused)}
      >
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" fill="currentColor">
          {isPaused ? <path d="M2 1l9 5-9 5z" /> : <path d="M2 1h3v10H2zM7 1h3v10H7z" />}
        </svg>
      </ActionIcon>
      <Box className={classes.window}>
        <Text size="sm" className={classes.text}>
          {t('wasteNotice.text')}
        </Text>
      </Box>
    </Group>
  );
}
