import type { TAdministrationContext, TAdministrationDeps, TAdministrationLogger } from './administration-context';
import { requireAdministrator } from './administrator-scope';
import { createOfficer } from './create-officer';
import { assignCharge, endCharge } from './charges';
import { endSessions, forcePasswordReset, unlock } from './account-actions';
import { importOfficers } from './import-officers';
import { cancelLeave, recordLeave } from './leaves';
import { jurisdictions, officer, officerChanges, officers, roles } from './officer-queries';
import { deactivate, reactivate } from './officer-state';
import { createImportResetCodes } from './reset-codes';
import { staffingGaps } from './staffing-gaps';
import { handOverPreview, transfer } from './transfer-officer';
import { updateDetails } from './update-details';

export type { TAdminOfficer } from './present-officer';

const consoleLogger: TAdministrationLogger = { error: (details, message) => console.error(message, details) };

/** Officer administration (issue 52): each use case is a file of its own, given the context this factory makes. */
export function createAdministrationService(deps: TAdministrationDeps) {
  const { logger = consoleLogger, ...wired } = deps;
  const context: TAdministrationContext = { ...wired, importCodes: createImportResetCodes(deps.auth, logger) };
  /** A use case as the service's method: the context given, the caller's arguments after it. */
  const withContext =
    <TArgs extends unknown[], TResult>(useCase: (context: TAdministrationContext, ...args: TArgs) => TResult) =>
    (...args: TArgs) =>
      useCase(context, ...args);

  return {
    requireAdministrator,
    /** Resolves when the reset codes of the latest import have been sent (tests and the command line wait on it). */
    codesSent: context.importCodes.sent,
    officers: withContext(officers),
    officer: withContext(officer),
    roles,
    jurisdictions: withContext(jurisdictions),
    createOfficer: withContext(createOfficer),
    updateDetails: withContext(updateDetails),
    handOverPreview: withContext(handOverPreview),
    transfer: withContext(transfer),
    deactivate: withContext(deactivate),
    reactivate: withContext(reactivate),
    recordLeave: withContext(recordLeave),
    cancelLeave: withContext(cancelLeave),
    assignCharge: withContext(assignCharge),
    endCharge: withContext(endCharge),
    unlock: withContext(unlock),
    endSessions: withContext(endSessions),
    forcePasswordReset: withContext(forcePasswordReset),
    officerChanges: withContext(officerChanges),
    staffingGaps: withContext(staffingGaps),
    importOfficers: withContext(importOfficers),
  };
}

export type TAdministrationService = ReturnType<typeof createAdministrationService>;
