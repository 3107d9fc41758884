import {
  computeDeviationLevel,
  orderTitle,
  type TApplicationStatus,
  type TDeviationInputs,
  type TProcessKind,
} from '@anumati/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../db/database';
import { applications } from '../modules/application/application.table';
import { deviations } from '../modules/deviation/deviation.table';
import { insertMedia } from '../modules/storage/media.repository';
import type { TMediaSource } from '../modules/storage/media.table';
import type { TStorage } from '../modules/storage/storage-adapter';
import { demoPdf } from './demo-documents';
import { measuredDeviation } from './demo-particulars';
import type { TRandom } from './seeded-random';

/**
 * The platform's documents a decided file holds beside its order: the fee receipt of an accepted file. The
 * decision's own document is the order the engine issued at the decision (demo-orders.ts), listed with the
 * certificates; a stand-in PDF of the same name beside it was a second "Building Permission Order".
 */
function certificatesFor(status: TApplicationStatus): string[] {
  return status === 'ACCEPTED' ? ['Fee Receipt'] : [];
}

/** Which officer levels have measured the deviation by the time a file is in this status. */
function measuredLevels(status: TApplicationStatus): number {
  if (status === 'ACCEPTED' || status === 'REJECTED') return 3;
  if (status === 'PROCEEDINGS_IN_PROGRESS' || status === 'SHOW_CAUSE_RAISED') return 2;
  return status === 'VERIFICATION_UNDER_PROGRESS' ? 1 : 0;
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '_');

/**
 * What a file gathers after it was handed over, once the engine has brought it to its status: the applicant's
 * shortfall and show-cause replies, the officers' deviation measurements (occupancy, compound wall), and the
 * certificates of a decision with their QR-signed copies.
 */
export async function addLaterRecords(
  db: TDatabase,
  input: {
    applicationId: number;
    sequence: number;
    kind: TProcessKind;
    citizenDeviation: TDeviationInputs | undefined;
    storage: TStorage;
    random: TRandom;
    when: Date;
  },
): Promise<TApplicationStatus> {
  const { applicationId, storage, when } = input;
  const [application] = await db
    .select({
      identifier: applications.applicationIdentifier,
      status: applications.status,
      hasHadShortfall: applications.hasHadShortfall,
      isShowCauseReplied: applications.isShowCauseRaisedDocUpload,
    })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!application) throw new Error(`demo application ${applicationId} vanished`);
  const folder = `seed/${String(input.sequence).padStart(6, '0')}`;
  const add = async (source: TMediaSource, category: string, name: string, lines: string[]) => {
    const s3FilePath = `${folder}/${category}.pdf`;
    await storage.put(s3FilePath, demoPdf(name, [application.identifier, ...lines]), 'application/pdf');
    await insertMedia(db, {
      applicationId,
      category,
      name,
      s3FilePath,
      contentType: 'application/pdf',
      source,
      createdAt: when,
    });
  };

  const isWaitingOnShortfall = ['SHORTFALL', 'EXPIRED', 'DRAWING_SHORTFALL'].includes(application.status);
  if (application.hasHadShortfall && !isWaitingOnShortfall) {
    await add('CITIZEN', 'shortfall_document', 'Reply to shortfall.pdf', ['Documents asked for in the shortfall.']);
  }
  if (application.isShowCauseReplied) {
    await add('CITIZEN', 'showcause_document', 'Reply to show cause notice.pdf', ['Explanation of the applicant.']);
  }
  for (const name of certificatesFor(application.status)) {
    await add('CERTIFICATE', `certificate_${slug(name)}`, name, [`Issued on ${when.toISOString().slice(0, 10)}`]);
  }
  if (application.status === 'ACCEPTED') {
    const permit = orderTitle('PERMIT', input.kind);
    await add('SIGNED_COPY', `signed_${slug(permit)}`, `${permit} (QR signed).pdf`, [
      'Digitally signed; verify by the QR code.',
    ]);
  }

  const levels = input.citizenDeviation ? measuredLevels(application.status) : 0;
  if (input.citizenDeviation && levels > 0) {
    const l1 = measuredDeviation(input.random, input.citizenDeviation);
    const l2 = levels >= 2 ? measuredDeviation(input.random, l1) : null;
    const l3 = levels >= 3 ? l2 : null;
    // Spec 3 §4: a submitted level marks the deviation submitted, and updated when it carries a fee.
    const isSubmitted = levels >= 2;
    const isUpdated = isSubmitted && computeDeviationLevel(l2 ?? l1).total_compounding_fee > 0;
    await db
      .update(deviations)
      .set({
        l1Values: l1,
        l2Values: l2,
        l3Values: l3,
        isDeviationSubmitted: isSubmitted,
        isDeviationUpdated: isUpdated,
        updatedAt: when,
      })
      .where(eq(deviations.applicationId, applicationId));
    await db
      .update(applications)
      .set({ isDeviationSubmitted: isSubmitted, isDeviationUpdated: isUpdated })
      .where(eq(applications.id, applicationId));
  }
  return application.status;
}
