import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';
import { graphql } from '../../../shared/graphql/generated';

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

/** Delayed turns per delay band. */
export function useDelayBandsQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery('delayBands', DELAY_BANDS_QUERY, variables, options);
}
