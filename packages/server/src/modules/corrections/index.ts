/** The corrections module's face (docs/ARCHITECTURE.md "Module faces"): what other modules may use of it. */
export {
  findAssigneesOfLatestRequest,
  findOpenRequest,
  insertCorrections,
  insertRequest,
  latestCorrectionRequestId,
  readCorrectableValues,
  setApplicationCorrectionStatus,
} from './corrections.repository';
export { assignCorrectionTurn } from './corrections.service';
