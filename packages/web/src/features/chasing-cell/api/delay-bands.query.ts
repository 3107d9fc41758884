import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';

const DELAY_BANDS_QUERY = `query DelayBands($filter: OfficerReportFilter) {
  delayBands(filter: $filter) { band turns files officers }
}`;

export type TDelayBand = { band: string; turns: number; files: number; officers: number };

/** Delayed turns per delay band. */
export function useDelayBandsQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery<TDelayBand[]>('delayBands', DELAY_BANDS_QUERY, variables, options);
}
