import { ZFieldApplicationIdSchema, ZRecordFieldPhotoSchema, ZRecordSiteVisitSchema } from '@anumati/domain';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { requireSession } from '../../graphql/context';
import { parseInput } from '../../graphql/validate';

/** Issue 53: geotagged site photos and site visits (field-inspection.graphql). */
export const fieldInspectionResolvers: Resolvers = {
  Query: {
    fieldPhotos: (_root, args, context) =>
      context.services.fieldInspection.fieldPhotos(
        requireSession(context).officer,
        parseInput(ZFieldApplicationIdSchema, args.applicationId),
      ),
    siteVisits: (_root, args, context) =>
      context.services.fieldInspection.siteVisits(
        requireSession(context).officer,
        parseInput(ZFieldApplicationIdSchema, args.applicationId),
      ),
    fieldPhotoMaxDistance: (_root, _args, context) => {
      requireSession(context);
      return context.services.fieldInspection.maxDistanceMetres();
    },
  },
  Mutation: {
    recordFieldPhoto: (_root, args, context) =>
      context.services.fieldInspection.recordFieldPhoto(
        requireSession(context).officer,
        parseInput(ZRecordFieldPhotoSchema, args),
      ),
    recordSiteVisit: (_root, args, context) =>
      context.services.fieldInspection.recordSiteVisit(
        requireSession(context).officer,
        parseInput(ZRecordSiteVisitSchema, args),
      ),
  },
};
