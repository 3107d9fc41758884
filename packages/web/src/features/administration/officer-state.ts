import type { TOfficerState } from '@anumati/domain';

// Filled with dark shades whose white text passes WCAG AA, 4.5:1 (as correction-status.tsx measured them): teal.9
// 5.00, red.9 5.46, violet.9 7.6, gray.8 11.5.
export const OFFICER_STATE_COLOURS: Record<TOfficerState, string> = {
  ACTIVE: 'teal.9',
  BLOCKED: 'red.9',
  ON_LEAVE: 'violet.9',
  INACTIVE: 'gray.8',
};
