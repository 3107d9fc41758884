/** The forms module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { findTurn, keepOldAnswers } from './forms.repository';
export { formsResolvers } from './forms.resolver';
export { createFormsService } from './forms.service';
export type { TFormsService } from './forms.service';
