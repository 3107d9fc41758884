import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isOfficerState, OFFICER_STATE_COLOURS } from './officer-state';

/** An officer's state today: active, blocked (too many failed sign-ins), on leave or deactivated. */
export function OfficerStateBadge({ state }: { state: string }) {
  const { t } = useTranslation('administration');
  if (!isOfficerState(state)) {
    return (
      <Badge variant="outline" color="gray.8">
        {state}
      </Badge>
    );
  }
  return (
    <Badge variant="filled" color={OFFICER_STATE_COLOURS[state]}>
      {t(`states.${state}`)}
    </Badge>
  );
}
