import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';
import { graphql } from '../../../shared/graphql/generated';
import type { TResultOf } from '../../../shared/graphql/graphql-request';

const DELAY_BANDS_QUERY = graphql(`
  query DelayBands($filter: OfficerReportFilter) {
    delayBands(filter: $filter) {
      band
      turns
      files
      officers
    }
  }
`);

export type TDelayBand = TResultOf<typeof DELAY_BANDS_QUERY>['delayBands'][number];

/** Delayed turns per delay band. */
export function useDelayBandsQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery('delayBands', DELAY_BANDS_QUERY, variables, options);
}
