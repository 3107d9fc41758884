/** Spec 3 §5 "Report filters": authority → district → ULB, with an All choice in each. */
export const ALL_OPTION = 'ALL';

/** Spec 3 §9: at most 3 tags shown for authorities, 2 for districts and ULBs. */
export const FILTER_MAX_TAGS = { authorities: 3, districts: 2, ulbs: 2 } as const;

export const FILTER_GROUPS = ['authorities', 'districts', 'ulbs'] as const;
export type TFilterGroup = (typeof FILTER_GROUPS)[number];
export type TJurisdictionFilter = Record<TFilterGroup, string[]>;

/** The answers of the filters' REST lookups (GET villages/districts…, villages/ulb_names…), in the spec's names. */
export type TDistrictsAnswer = { districts: string[] };
export type TUlbNamesAnswer = { ulb_names: string[] };

export const EMPTY_JURISDICTION_FILTER: TJurisdictionFilter = { authorities: [], districts: [], ulbs: [] };

const CHILDREN: Record<TFilterGroup, readonly TFilterGroup[]> = {
  authorities: ['districts', 'ulbs'],
  districts: ['ulbs'],
  ulbs: [],
};

/**
 * Picks values for one group. All stands alone: choosing it drops the single choices, and the reverse.
 * A parent that changes clears its children (spec 3 §5: clearing a parent clears its children; decision: a
 * changed parent too, as the children chosen under it may no longer belong to it). Locked groups do not change.
 */
export function changeJurisdictionFilter(
  filter: TJurisdictionFilter,
  group: TFilterGroup,
  values: readonly string[],
  locked: readonly TFilterGroup[] = [],
): TJurisdictionFilter {
  if (locked.includes(group)) return filter;
  const hadAll = filter[group].includes(ALL_OPTION);
  const next = values.includes(ALL_OPTION)
    ? hadAll && values.length > 1
      ? values.filter((value) => value !== ALL_OPTION)
      : [ALL_OPTION]
    : [...values];
  const isSame = next.length === filter[group].length && next.every((value) => filter[group].includes(value));
  if (isSame) return filter;
  const changed: TJurisdictionFilter = { ...filter, [group]: next };
  for (const child of CHILDREN[group]) if (!locked.includes(child)) changed[child] = [];
  return changed;
}

/** Spec 3 §5: districts are enabled only once an authority is chosen, ULBs once a district is. */
export function isFilterGroupEnabled(filter: TJurisdictionFilter, group: TFilterGroup): boolean {
  if (group === 'districts') return filter.authorities.length > 0;
  if (group === 'ulbs') return filter.districts.length > 0;
  return true;
}

/** Spec 3 §5: All disables the single options, and a single choice disables All. */
export function filterOptionStates(
  values: readonly string[],
  options: readonly string[],
): { value: string; isDisabled: boolean }[] {
  const hasAll = values.includes(ALL_OPTION);
  const hasSingle = values.some((value) => value !== ALL_OPTION);
  return [{ value: ALL_OPTION, isDisabled: hasSingle }, ...options.map((value) => ({ value, isDisabled: hasAll }))];
}

/** What a group asks of the server: null means no restriction (nothing chosen, or All). */
export function filterSelection(values: readonly string[] | null | undefined): string[] | null {
  if (!values || values.length === 0 || values.includes(ALL_OPTION)) return null;
  return [...values];
}
