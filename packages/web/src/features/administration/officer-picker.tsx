import { serverRoleLabel } from '@anumati/domain';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCED_ERROR_PROPS } from '../../shared/forms/announced-error';
import { useLanguage } from '../../shared/i18n/use-language';
import { fullName, HINT_PROPS } from './administration-labels';
import { useAdminOfficersQuery, type TAdminOfficerRow } from './api/admin-officers.query';

export type TPickedOfficer = { id: string; label: string };

type TOfficerPickerProps = {
  label: string;
  description?: string;
  value: TPickedOfficer | null;
  onChange: (officer: TPickedOfficer | null) => void;
  /** The officer the dialog is about, who cannot hold their own post's charge. */
  excludeId?: string;
  isRequired?: boolean;
  error?: string | null;
};

const PICKER_SIZE = 20;

/**
 * An active officer within the administrator's jurisdiction, found by name, username or mobile as typed (the
 * server searches; a state has thousands). Each reads with their role and ULB, so two officers of one name are
 * told apart.
 */
export function OfficerPicker({
  label,
  description,
  value,
  onChange,
  excludeId,
  isRequired,
  error,
}: TOfficerPickerProps) {
  const { t } = useTranslation('administration');
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  // Once an officer is chosen the box shows their label: that is not a search.
  const searchText = value && debounced === value.label ? '' : debounced.trim();
  const officers = useAdminOfficersQuery({
    search: searchText || null,
    role: null,
    ulbId: null,
    state: 'ACTIVE',
    page: 1,
    perPage: PICKER_SIZE,
  });
  const labelOf = (officer: TAdminOfficerRow) =>
    [fullName(officer), `(${officer.username})`, '·', serverRoleLabel(officer.role, language), officer.ulbName]
      .filter(Boolean)
      .join(' ');
  const options = (officers.data?.records ?? [])
    .filter((officer) => officer.id !== excludeId)
    .map((officer) => ({ value: officer.id, label: labelOf(officer) }));
  // The chosen officer stays among the options whatever the last search found.
  if (value && !options.some((option) => option.value === value.id))
    options.unshift({ value: value.id, label: value.label });
  return (
    <Select
      label={label}
      description={description}
      descriptionProps={HINT_PROPS}
      placeholder={t('picker.placeholder')}
      searchable
      clearable
      required={isRequired}
      data={options}
      value={value?.id ?? null}
      onChange={(id, option) => onChange(id && option ? { id, label: option.label } : null)}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already searched: every option it answered is shown.
      filter={({ options: all }) => all}
      nothingFoundMessage={officers.isFetching ? t('picker.searching') : t('picker.nothingFound')}
      error={error ?? undefined}
      errorProps={ANNOUNCED_ERROR_PROPS}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
