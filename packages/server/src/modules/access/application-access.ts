import { applicationWriteRefusal, canSeeApplication, type TApplicationWrite } from '@anumati/domain';
import type { TDb } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TSignedInOfficer } from '../officer';
import { findApplicationAccessFacts } from './application-access.repository';

/** What a file that is not the officer's answers: exactly what an id that names no file answers. */
const applicationNotFound = () => new AppError('NOT_FOUND', 'Application not found');

/**
 * The server-side guard for anything about one application: the officer must be routed to it or hold its
 * jurisdiction (line departments: routed only, domain canSeeApplication). Others get "not found", which tells
 * nothing about files that are not theirs. A call that named the file through something on it (a plot, a form, a
 * document, a correction) passes the error a missing one of those gets, so both answers are the same, byte for byte.
 */
export async function requireApplicationAccess(
  db: TDb,
  officer: TSignedInOfficer,
  applicationId: number,
  notFound: () => AppError = applicationNotFound,
) {
  const row = await findApplicationAccessFacts(db, officer.id, applicationId);
  if (!row || !canSeeApplication(officer, row)) throw notFound();
  return row;
}

/**
 * The guard of a change to a file (docs/SECURITY.md "Authorization"): the file must be one the officer may see
 * (else "not found", as above), not decided, and with the officer (domain applicationWriteRefusal). The officer's
 * role is the caller's to check first: it does not depend on the file.
 */
export async function requireApplicationWrite(
  db: TDb,
  officer: TSignedInOfficer,
  input: { applicationId: number; write: TApplicationWrite; notFound?: () => AppError },
) {
  const access = await requireApplicationAccess(db, officer, input.applicationId, input.notFound);
  const refusal = applicationWriteRefusal(input.write, access);
  if (refusal) throw new AppError('FORBIDDEN', refusal);
  return access;
}
