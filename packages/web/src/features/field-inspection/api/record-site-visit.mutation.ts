import { graphql } from '../../../shared/graphql/generated';

/** Issue 53 §5: "I am at the site", the device's position and time. */
export const RECORD_SITE_VISIT_MUTATION = graphql(`
  mutation RecordSiteVisit($applicationId: ID!, $position: DevicePositionInput!) {
    recordSiteVisit(applicationId: $applicationId, position: $position) {
      id
      distanceMetres
      flag
    }
  }
`);
