import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';
import { graphql } from '../../../shared/graphql/generated';

const CHASING_FIGURES_QUERY = graphql(`
  query ChasingFigures($filter: OfficerReportFilter) {
    chasingFigures(filter: $filter) {
      filesHeldPastDue
      turnsHeldPastDue
    }
  }
`);

/** The dashboard's figures of what is held now past its due date, as files and as officers' turns. */
export function useChasingFiguresQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery('chasingFigures', CHASING_FIGURES_QUERY, variables, options);
}
