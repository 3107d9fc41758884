/** The field-inspection module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { findPhotoAnswers } from './field-inspection.repository';
export { fieldInspectionResolvers } from './field-inspection.resolver';
export {
  createFieldInspectionService,
  recordCheckedFieldPhoto,
  recordCheckedSiteVisit,
} from './field-inspection.service';
export type { TFieldInspectionService } from './field-inspection.service';
