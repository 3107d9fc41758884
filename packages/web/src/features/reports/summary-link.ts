import type { TApplicationType, TSummaryLabel } from '@anumati/domain';

/** What a report cell narrows its list to; the list page reads it back from the URL. */
export type TSummaryContext = {
  applicationType?: TApplicationType;
  applicationTypes?: readonly TApplicationType[];
  startDate?: string;
  endDate?: string;
  authorities?: readonly string[];
  districts?: readonly string[];
  ulbs?: readonly string[];
};

/**
 * The /summary/{label} page of a cell. Decision: the origin's filters travel in the URL rather than in
 * navigation state (spec 3 §2), so the list survives a reload and can be shared; the jurisdiction keys are the
 * report filter's own (authority, district, ulb).
 */
export function summaryPath(label: TSummaryLabel, context: TSummaryContext): string {
  const params = new URLSearchParams();
  if (context.applicationType) params.set('type', context.applicationType);
  for (const type of context.applicationTypes ?? []) params.append('types', type);
  if (context.startDate) params.set('start', context.startDate);
  if (context.endDate) params.set('end', context.endDate);
  for (const value of context.authorities ?? []) params.append('authority', value);
  for (const value of context.districts ?? []) params.append('district', value);
  for (const value of context.ulbs ?? []) params.append('ulb', value);
  const query = params.toString();
  return `/summary/${label}${query ? `?${query}` : ''}`;
}
