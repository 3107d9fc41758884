import { yearPickerYears } from '@anumati/domain';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec 3 §9: the current year and the previous 4; optionally the whole period since 2020. */
export function YearPicker(props: {
  today: string;
  value: string;
  onChange: (value: string) => void;
  withSinceStart?: boolean;
}) {
  const { t } = useTranslation('reports');
  const years = yearPickerYears(props.today).map(String);
  return (
    <Select
      label={t('filter.year')}
      w={180}
      allowDeselect={false}
      data={[
        ...(props.withSinceStart ? [{ value: 'all', label: t('filter.sinceStart') }] : []),
        ...years.map((year) => ({ value: year, label: year })),
      ]}
      value={props.value}
      onChange={(value) => value && props.onChange(value)}
    />
  );
}
