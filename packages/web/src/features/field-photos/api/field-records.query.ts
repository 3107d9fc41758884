import { useQuery } from '@tanstack/react-query';
import { graphqlRequest, type TResultOf } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

const FIELD_RECORDS_QUERY = graphql(`
  query FieldRecords($applicationId: ID!) {
    fieldPhotos(applicationId: $applicationId) {
      id
      questionId
      questionTitle {
        title
        titleTe
      }
      fileName
      url
      latitude
      longitude
      accuracyMetres
      capturedAt
      receivedAt
      distanceMetres
      flag
      takenByName
    }
    siteVisits(applicationId: $applicationId) {
      id
      latitude
      longitude
      accuracyMetres
      capturedAt
      receivedAt
      distanceMetres
      flag
      officerName
    }
    fieldPhotoMaxDistance
  }
`);

export type TFieldRecords = TResultOf<typeof FIELD_RECORDS_QUERY>;
export type TFieldPhoto = TFieldRecords['fieldPhotos'][number];
export type TSiteVisit = TFieldRecords['siteVisits'][number];

/**
 * Issue 53: the photos and site visits of one file, as the officers after the inspector read them. One query for
 * the section and the map's pins (answered once, from the cache). The links in it last 15 minutes: read again
 * after 10, so a thumbnail opened later still opens.
 */
export function useFieldRecordsQuery(applicationId: string) {
  return useQuery({
    queryKey: ['fieldRecords', applicationId],
    staleTime: 10 * 60_000,
    refetchInterval: 10 * 60_000,
    queryFn: () => graphqlRequest(FIELD_RECORDS_QUERY, { applicationId }),
  });
}
