import {
  DETAIL_MESSAGES,
  deviationInputsOf,
  formatDisplayDate,
  officerDeviationLevelShown,
  type TApplicationStatus,
  type TDeviationAnswer,
} from '@anumati/domain';
import { Stack, Text } from '@mantine/core';
import { DeviationTable } from '../../deviation/deviation-table';
import { FieldList } from '../field-list';

/**
 * Deviated Details (spec 2 §2.3, §2.4): the citizen-updated table, and the officers' table once the file is in
 * final processing or decided and an officer level has measured (which level: officerDeviationLevelShown).
 */
export function DeviatedDetailsSection({
  deviation,
  status,
  kind,
}: {
  deviation: TDeviationAnswer | null;
  status: TApplicationStatus;
  kind: 'OCCUPANCY' | 'COMPOUND_WALL';
}) {
  const citizen = deviation ? deviationInputsOf(deviation, 'CITIZEN') : null;
  if (!deviation || !citizen) return <Text size="sm">{DETAIL_MESSAGES.noDeviation}</Text>;
  const officerLevel = officerDeviationLevelShown({ kind, status, answer: deviation });
  const officer = officerLevel ? deviationInputsOf(deviation, officerLevel) : null;
  const stipulated = deviation.is_building_constructed_on_stipulated_time;
  return (
    <Stack>
      <FieldList
        label="Construction"
        fields={[
          ['Proceeding Date', formatDisplayDate(deviation.proceeding_date)],
          ['Completion Date', formatDisplayDate(deviation.completion_date)],
          ['Constructed within Stipulated Time', stipulated === null ? null : stipulated === 1 ? 'Yes' : 'No'],
          ['No. of Days Deviated', deviation.no_days_deviated],
          [
            'Total Built-up Area as on Ground',
            deviation.total_built_up_area_as_on_ground === null
              ? null
              : `${deviation.total_built_up_area_as_on_ground.toFixed(2)} Sq.m`,
          ],
        ]}
      />
      <DeviationTable caption="Citizen Updated Deviation" values={citizen} isReadOnly />
      {officerLevel && officer && (
        <DeviationTable caption={`Officer Updated Deviation (${officerLevel})`} values={officer} isReadOnly />
      )}
    </Stack>
  );
}
