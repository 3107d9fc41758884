/** The field-inspection module's face (docs/ARCHITECTURE.md "Module faces"): what other modules may use of it. */
export { findPhotoAnswers } from './field-inspection.repository';
