/** The corrections module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export {
  findAssigneesOfLatestRequest,
  findOpenRequest,
  insertCorrections,
  insertRequest,
  latestCorrectionRequestId,
  readCorrectableValues,
  setApplicationCorrectionStatus,
} from './corrections.repository';
export { correctionsResolvers } from './corrections.resolver';
export { assignCorrectionTurn, createCorrectionsService } from './corrections.service';
export type { TCorrectionsService } from './corrections.service';
