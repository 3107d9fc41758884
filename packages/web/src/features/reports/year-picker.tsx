import { yearPickerYears } from '@anumati/domain';
import { Select } from '@mantine/core';

/** Spec 3 §9: the current year and the previous 4; optionally the whole period since 2020. */
export function YearPicker(props: {
  today: string;
  value: string;
  onChange: (value: string) => void;
  withSinceStart?: boolean;
}) {
  const years = yearPickerYears(props.today).map(String);
  return (
    <Select
      label="Year"
      w={180}
      allowDeselect={false}
      data={[
        ...(props.withSinceStart ? [{ value: 'all', label: 'Since 2020' }] : []),
        ...years.map((year) => ({ value: year, label: year })),
      ]}
      value={props.value}
      onChange={(value) => value && props.onChange(value)}
    />
  );
}
