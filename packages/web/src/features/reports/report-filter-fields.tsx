import {
  ALL_OPTION,
  changeJurisdictionFilter,
  FILTER_MAX_TAGS,
  filterOptionStates,
  isFilterGroupEnabled,
  type TFilterGroup,
  type TJurisdictionFilter,
} from '@anumati/domain';
import { MultiSelect, Pill } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../shared/notify';
import { errorMessage } from '../../shared/errors/error-message';
import { useDistrictsForAuthoritiesQuery } from './api/districts-for-authorites.query';
import { useUlbNamesForDistrictsQuery } from './api/ulb-names-for-districts.query';

const LABEL_KEYS = { authorities: 'filter.authority', districts: 'filter.district', ulbs: 'filter.ulb' } as const;

/** The values the lookups get: All stands for every option offered. */
const expand = (values: readonly string[], options: readonly string[]) =>
  values.includes(ALL_OPTION) ? options : values;

/**
 * One select of the report filter (spec 3 §5): an All option that disables the single ones (and the reverse),
 * at most 3 authority tags and 2 district or ULB tags shown (the rest as "+N").
 */
function FilterSelect(props: {
  group: TFilterGroup;
  values: string[];
  options: string[];
  isDisabled: boolean;
  isLocked: boolean;
  onChange: (values: string[]) => void;
}) {
  const { group, values, options, isDisabled, isLocked, onChange } = props;
  const { t } = useTranslation('reports');
  const label = t(LABEL_KEYS[group]);
  const maxTags = FILTER_MAX_TAGS[group];
  const data = filterOptionStates(values, options).map((option) => ({
    value: option.value,
    label: option.value === ALL_OPTION ? t('filter.all') : option.value,
    disabled: option.isDisabled,
  }));
  return (
    <MultiSelect
      label={label}
      placeholder={isLocked ? undefined : t('filter.select', { group: label })}
      data={data}
      value={values}
      onChange={onChange}
      disabled={isDisabled || isLocked}
      searchable
      clearable={!isLocked}
      comboboxProps={{ withinPortal: true }}
      description={isLocked ? t('filter.setByYourOffice') : undefined}
      descriptionProps={{ c: 'gray.7' }}
      renderPill={({ value, onRemove, disabled }) => {
        const index = values.indexOf(value ?? '');
        if (index > maxTags) return null;
        if (index === maxTags) return <Pill key="more">+{values.length - maxTags}</Pill>;
        return (
          <Pill key={value} withRemoveButton={!disabled && !isLocked} onRemove={onRemove}>
            {value === ALL_OPTION ? t('filter.all') : value}
          </Pill>
        );
      }}
    />
  );
}

/**
 * Spec 3 §5 report filters: districts enabled once an authority is chosen, ULBs once a district is; a changed
 * parent clears its children; the officer's own authority or district is preset and locked.
 */
export function ReportFilterFields(props: {
  filter: TJurisdictionFilter;
  authorityOptions: string[];
  locked: readonly TFilterGroup[];
  onChange: (filter: TJurisdictionFilter) => void;
  /** Only these groups are shown (the summary drawer shows one group at a time). */
  groups?: readonly TFilterGroup[];
}) {
  const { filter, authorityOptions, locked, onChange, groups = ['authorities', 'districts', 'ulbs'] } = props;
  const authorities = expand(filter.authorities, authorityOptions);
  const districts = useDistrictsForAuthoritiesQuery(authorities);
  const districtNames = districts.data ?? [];
  const ulbs = useUlbNamesForDistrictsQuery(authorities, expand(filter.districts, districtNames));
  const lookupError = districts.error ?? ulbs.error;
  useEffect(() => {
    // Spec 3 §8: a failed lookup is a toast with the server's message; its list stays empty.
    if (lookupError) notifyError(errorMessage(lookupError));
  }, [lookupError]);
  const options: Record<TFilterGroup, string[]> = {
    authorities: authorityOptions,
    districts: districts.error ? [] : districtNames,
    ulbs: ulbs.error ? [] : (ulbs.data ?? []),
  };
  return (
    <>
      {groups.map((group) => (
        <FilterSelect
          key={group}
          group={group}
          values={filter[group]}
          options={[...new Set([...options[group], ...filter[group].filter((value) => value !== ALL_OPTION)])]}
          isDisabled={!isFilterGroupEnabled(filter, group)}
          isLocked={locked.includes(group)}
          onChange={(values) => onChange(changeJurisdictionFilter(filter, group, values, locked))}
        />
      ))}
    </>
  );
}
