import type { TDatabase } from '../../db/database';
import type { TClock } from '../../platform/clock';
import type { TSignInGuard } from '../auth';
import type { TWorkflowService } from '../workflow';
import type { TImportResetCodes } from './reset-codes';

/** Where a reset code that could not be sent after an import is reported (the server's logger). */
export type TAdministrationLogger = { error: (details: Record<string, unknown>, message: string) => void };

/** What officer administration is made with (createAdministrationService). */
export type TAdministrationDeps = {
  db: TDatabase;
  clock: TClock;
  workflow: TWorkflowService;
  /** The officer's own reset (auth.service resetOfficerPassword): its code by SMS, with its caps and audit. */
  auth: { resetOfficerPassword: (username: string) => Promise<unknown> };
  guard: Pick<TSignInGuard, 'unlock'>;
  /** The console when none is given. */
  logger?: TAdministrationLogger;
};

/**
 * What each use case of officer administration takes (each is a file of its own, the service's factory wires them):
 * the deps, and the service instance's own reset codes of its latest import, which alone report to the logger.
 */
export type TAdministrationContext = Omit<TAdministrationDeps, 'logger'> & { importCodes: TImportResetCodes };
