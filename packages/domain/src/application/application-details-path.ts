import { isCompoundWall, type TApplicationType } from './application-kind';

/**
 * Spec 1 §2.2: where an application's details open: /application-details/{id}, /application-details/occ/{id}
 * for occupancy, /compoundWall-application-details/CW/{id} for a compound wall.
 */
export function applicationDetailsPath(application: {
  id: string | number;
  applicationType: TApplicationType | string;
  approvalFor: string;
}): string {
  if (isCompoundWall(application.approvalFor)) return `/compoundWall-application-details/CW/${application.id}`;
  if (application.applicationType === 'OCCUPANCY' || application.approvalFor === 'OCCUPANCY') {
    return `/application-details/occ/${application.id}`;
  }
  return `/application-details/${application.id}`;
}
