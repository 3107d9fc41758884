import { graphql } from '../../../shared/graphql/generated';
import type { TResultOf } from '../../../shared/graphql/graphql-request';

/** An officer's delays and fine in a period: the delaying-officers and penalties queries spread these fields. */
export const DELAYING_OFFICER_FIELDS = graphql(`
  fragment DelayingOfficerFields on DelayingOfficer {
    rank
    ulbName
    officerId
    officerName
    officerRole
    delayedFiles
    delayedTurns
    totalDaysDelayed
    maxDaysDelayed
    stillHeld
    penaltyAmount
  }
`);

export type TDelayingOfficer = TResultOf<typeof DELAYING_OFFICER_FIELDS>;
