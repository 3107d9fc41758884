import { useOfficerReportQuery, type TOfficerReportVariables } from './officer-report-request';

const CHASING_FIGURES_QUERY = `query ChasingFigures($filter: OfficerReportFilter) {
  chasingFigures(filter: $filter) { filesHeldPastDue turnsHeldPastDue }
}`;

export type TChasingFigures = { filesHeldPastDue: number; turnsHeldPastDue: number };

/** The dashboard's figures of what is held now past its due date, as files and as officers' turns. */
export function useChasingFiguresQuery(variables: TOfficerReportVariables, options?: { isEnabled?: boolean }) {
  return useOfficerReportQuery<TChasingFigures>('chasingFigures', CHASING_FIGURES_QUERY, variables, options);
}
