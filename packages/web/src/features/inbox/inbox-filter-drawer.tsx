import {
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  applicationTypeLabel,
  DUE_DAY_COLOURS,
  statusLabel,
  type TApplicationStatus,
  type TApplicationType,
  type TDueDayColour,
} from '@anumati/domain';
import { Button, Checkbox, Drawer, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { TInboxFilters } from './use-inbox-state';

const COLOUR_LABELS: Record<TDueDayColour, string> = {
  red: 'Red (0 to 3 days)',
  orange: 'Orange (4 to 6 days)',
  green: 'Green (above 6 days)',
};
const EMPTY: TInboxFilters = { receivedDate: '', statuses: [], applicationTypes: [], dueDayColours: [] };

/** Spec 1 §2.5 filter panel: a date, status and type check boxes, the due-day colours, Filter and Clear Filter. */
export function InboxFilterDrawer({
  isOpen,
  onClose,
  value,
  onApply,
}: {
  isOpen: boolean;
  onClose: () => void;
  value: TInboxFilters;
  onApply: (filters: TInboxFilters) => void;
}) {
  const [draft, setDraft] = useState(value);
  const apply = (filters: TInboxFilters) => {
    setDraft(filters);
    onApply(filters);
    onClose();
  };
  return (
    <Drawer opened={isOpen} onClose={onClose} position="right" size={400} title="Filter applications">
      <Stack>
        <TextInput
          type="date"
          label="Received Date"
          value={draft.receivedDate}
          onChange={(event) => setDraft({ ...draft, receivedDate: event.currentTarget.value })}
        />
        <Checkbox.Group
          label="Application Type"
          value={draft.applicationTypes}
          onChange={(types) => setDraft({ ...draft, applicationTypes: types as TApplicationType[] })}
        >
          <Stack gap={6} mt={6}>
            {APPLICATION_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={applicationTypeLabel(type)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Checkbox.Group
          label="Due days"
          value={draft.dueDayColours}
          onChange={(colours) => setDraft({ ...draft, dueDayColours: colours as TDueDayColour[] })}
        >
          <Stack gap={6} mt={6}>
            {DUE_DAY_COLOURS.map((colour) => (
              <Checkbox key={colour} value={colour} label={COLOUR_LABELS[colour]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Checkbox.Group
          label="Application Status"
          value={draft.statuses}
          onChange={(statuses) => setDraft({ ...draft, statuses: statuses as TApplicationStatus[] })}
        >
          <SimpleGrid cols={2} spacing={6} mt={6}>
            {APPLICATION_STATUSES.map((status) => (
              <Checkbox key={status} value={status} label={statusLabel(status)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group justify="space-between">
          <Button variant="default" onClick={() => apply(EMPTY)}>
            Clear Filter
          </Button>
          <Button onClick={() => apply(draft)}>Filter</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
