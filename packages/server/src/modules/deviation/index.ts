/** The deviation module's face (docs/ARCHITECTURE.md "Module faces"): what other modules may use of it. */
export { isLevelOneMissing } from './deviation.repository';
