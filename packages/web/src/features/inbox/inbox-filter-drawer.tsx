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
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language';

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
  const { t } = useTranslation('inbox');
  const language = useLanguage();
  const [draft, setDraft] = useState(value);
  const apply = (filters: TInboxFilters) => {
    setDraft(filters);
    onApply(filters);
    onClose();
  };
  return (
    <Drawer opened={isOpen} onClose={onClose} position="right" size={400} title={t('filters.title')}>
      <Stack>
        <TextInput
          type="date"
          label={t('filters.receivedDate')}
          value={draft.receivedDate}
          onChange={(event) => setDraft({ ...draft, receivedDate: event.currentTarget.value })}
        />
        <Checkbox.Group
          label={t('filters.applicationType')}
          value={draft.applicationTypes}
          onChange={(types) => setDraft({ ...draft, applicationTypes: types as TApplicationType[] })}
        >
          <Stack gap={6} mt={6}>
            {APPLICATION_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={applicationTypeLabel(type, language)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Checkbox.Group
          label={t('filters.dueDays')}
          value={draft.dueDayColours}
          onChange={(colours) => setDraft({ ...draft, dueDayColours: colours as TDueDayColour[] })}
        >
          <Stack gap={6} mt={6}>
            {DUE_DAY_COLOURS.map((colour) => (
              <Checkbox key={colour} value={colour} label={t(`filters.${colour}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Checkbox.Group
          label={t('filters.applicationStatus')}
          value={draft.statuses}
          onChange={(statuses) => setDraft({ ...draft, statuses: statuses as TApplicationStatus[] })}
        >
          <SimpleGrid cols={2} spacing={6} mt={6}>
            {APPLICATION_STATUSES.map((status) => (
              <Checkbox key={status} value={status} label={statusLabel(status, undefined, language)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group justify="space-between">
          <Button variant="default" onClick={() => apply(EMPTY)}>
            {t('filters.clearFilter')}
          </Button>
          <Button onClick={() => apply(draft)}>{t('filters.filter')}</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
