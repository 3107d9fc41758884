/** The forms module's face (docs/ARCHITECTURE.md "Module faces"): what other modules may use of it. */
export { findTurn, keepOldAnswers } from './forms.repository';
export type { TFormsService } from './forms.service';
