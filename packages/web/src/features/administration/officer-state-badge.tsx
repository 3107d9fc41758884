import type { TOfficerState } from '@anumati/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OFFICER_STATE_COLOURS } from './officer-state';

/** An officer's state today: active, blocked (too many failed sign-ins), on leave or deactivated. */
export function OfficerStateBadge({ state }: { state: TOfficerState }) {
  const { t } = useTranslation('administration');
  return (
    <Badge variant="filled" color={OFFICER_STATE_COLOURS[state]}>
      {t(`states.${state}`)}
    </Badge>
  );
}
