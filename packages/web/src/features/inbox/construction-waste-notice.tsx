import { Box, Text } from '@mantine/core';
import classes from './construction-waste-notice.module.css';
import { useTranslation } from 'react-i18next';

/**
 * Spec 1 §2.5: the metropolitan corporation's scrolling notice on construction and demolition waste. It scrolls
 * only for officers who have not asked their system for reduced motion.
 */
export function ConstructionWasteNotice() {
  const { t } = useTranslation('inbox');
  return (
    <Box className={classes.band} role="note" aria-label={t('wasteNotice.label')}>
      <Text size="sm" className={classes.text}>
        {t('wasteNotice.text')}
      </Text>
    </Box>
  );
}
