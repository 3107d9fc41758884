import { graphql } from '../../../shared/graphql/generated';

/** Issue 53 §4: an uploaded photo with the device's position and capture time (the device's claim). */
export const RECORD_FIELD_PHOTO_MUTATION = graphql(`
  mutation RecordFieldPhoto(
    $applicationId: ID!
    $key: String!
    $fileName: String!
    $questionId: ID
    $position: DevicePositionInput!
  ) {
    recordFieldPhoto(
      applicationId: $applicationId
      key: $key
      fileName: $fileName
      questionId: $questionId
      position: $position
    ) {
      id
      distanceMetres
      flag
    }
  }
`);
