import { Box, Text } from '@mantine/core';
import classes from './construction-waste-notice.module.css';

/**
 * Spec 1 §2.5: the metropolitan corporation's scrolling notice on construction and demolition waste. It scrolls
 * only for officers who have not asked their system for reduced motion.
 */
export function ConstructionWasteNotice() {
  return (
    <Box className={classes.band} role="note" aria-label="Notice">
      <Text size="sm" className={classes.text}>
        Construction and demolition waste must be handed only to the GHMC-authorised C&amp;D waste collection and
        processing plants; dumping it on roads, open plots, lakes or nalas attracts penalties under the C&amp;D Waste
        Management Rules, 2016. Make sure the applicant's plan provides for it before the file goes on.
      </Text>
    </Box>
  );
}
