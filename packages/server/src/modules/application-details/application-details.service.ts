import {
  applicationTypeCode,
  type TApplicationView,
  type TCertificates,
  type TCitizenDocuments,
  type TCompoundWallView,
  type TOccupancyView,
} from '@anumati/domain';
import type { TDatabase } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import { requireApplicationAccess } from '../access';
import { findAssigneesOfLatestRequest } from '../corrections';
import type { TSignedInOfficer } from '../officer';
import type { TOrdersService } from '../orders';
import { findApplicationMedia, toMediaItem, type TStorage } from '../storage';
import {
  findApplicationRecord,
  findDeviation,
  findEngineers,
  findLatestCorrection,
  findParentRecord,
  findShowCauseRemark,
} from './application-details.repository';
import {
  toAppDataView,
  toApplicantView,
  toBuildingView,
  toCorrectionDetails,
  toDeviationView,
  toPlotView,
} from './application-details.view';

/**
 * The detail screens' reads (spec 2 §7). Each checks first that the officer may see the application (routed to
 * it, or its jurisdiction), then reads a fixed set of queries whatever the file holds: no query per document,
 * floor or engineer.
 */
export function createApplicationDetailsService(deps: { db: TDatabase; storage: TStorage; orders: TOrdersService }) {
  const { db, storage } = deps;

  async function loadRecord(officer: TSignedInOfficer, applicationId: number) {
    await requireApplicationAccess(db, officer, applicationId);
    const record = await findApplicationRecord(db, applicationId);
    if (!record) throw new AppError('NOT_FOUND', 'Application not found');
    return record;
  }

  /** The citizen's documents and the QR-signed copies, in one query. */
  async function documentsOf(applicationId: number) {
    const rows = await findApplicationMedia(db, applicationId, ['CITIZEN', 'SIGNED_COPY']);
    const items = (source: 'CITIZEN' | 'SIGNED_COPY') =>
      rows.filter((row) => row.source === source).map((row) => toMediaItem(storage, row));
    return { citizen: items('CITIZEN'), signedCopies: items('SIGNED_COPY') };
  }

  /** What occupancy and compound-wall screens share. */
  async function deviationView(officer: TSignedInOfficer, applicationId: number) {
    const record = await loadRecord(officer, applicationId);
    const [deviation, documents] = await Promise.all([findDeviation(db, applicationId), documentsOf(applicationId)]);
    const view: TOccupancyView = {
      app_data: toAppDataView(record, undefined),
      applicant: toApplicantView(record, officer),
      plot: toPlotView(record),
      building: toBuildingView(record),
      application_type: applicationTypeCode(record.application.applicationType),
      application_status: record.application.status,
      media: { data: documents.citizen },
      deviation: toDeviationView(deviation),
      deviation_questions: record.submission?.deviationQuestions ?? [],
    };
    return { view, record, signedCopies: documents.signedCopies };
  }

  return {
    /** GET applications/{id}/view (spec 2 §3.1). */
    async view(officer: TSignedInOfficer, applicationId: number): Promise<TApplicationView> {
      const record = await loadRecord(officer, applicationId);
      const parentId = record.application.parentApplicationId;
      const [parent, engineers, correction, documents, assignees, showCauseRemark] = await Promise.all([
        parentId === null ? Promise.resolve(undefined) : findParentRecord(db, parentId),
        findEngineers(db, applicationId),
        findLatestCorrection(db, applicationId),
        documentsOf(applicationId),
        findAssigneesOfLatestRequest(db, applicationId),
        findShowCauseRemark(db, applicationId),
      ]);
      const { application, submission } = record;
      return {
        app_data: toAppDataView(record, parent),
        applicant: toApplicantView(record, officer),
        plot: toPlotView(record),
        building: toBuildingView(record),
        layout_details: submission?.layout ?? null,
        vicinity: submission?.vicinity ?? [],
        application_type: applicationTypeCode(application.applicationType),
        show_cause_replied: application.isShowCauseRaisedDocUpload,
        show_cause_remarks: showCauseRemark,
        application_status: application.status,
        engineers: {
          data: engineers.map((engineer) => ({
            engineer_type: engineer.engineerType,
            name: engineer.name,
            license_number: engineer.licenseNumber,
            ...(engineer.mobile ? { mobile: engineer.mobile } : {}),
            ...(engineer.email ? { email: engineer.email } : {}),
            ...(engineer.address ? { address: engineer.address } : {}),
          })),
        },
        self_declaration: submission?.selfDeclaration ?? [],
        signed_copy_medias: documents.signedCopies,
        media: { data: documents.citizen },
        // The officers of the latest request's turns (corrections module); a turn's word counts once it is done.
        correction_assignees: assignees.map(({ assignee, officerName }) => ({
          officer: officerName,
          is_approve: assignee.completedAt ? assignee.isApprove : null,
        })),
        correction_details: toCorrectionDetails(correction, officer),
      };
    },

    /** GET applications/{id}/occupancy_show. */
    async occupancyShow(officer: TSignedInOfficer, applicationId: number): Promise<TOccupancyView> {
      return (await deviationView(officer, applicationId)).view;
    },

    /** GET applications/{id}/compound_wall_show, with the fields some screens read (spec 2 §7). */
    async compoundWallShow(officer: TSignedInOfficer, applicationId: number): Promise<TCompoundWallView> {
      const { view, record, signedCopies } = await deviationView(officer, applicationId);
      return {
        ...view,
        application_identifier: record.application.applicationIdentifier,
        layout_details: record.submission?.layout ?? null,
        vicinity: record.submission?.vicinity ?? [],
        signed_copy_medias: signedCopies,
        show_cause_replied: record.application.isShowCauseRaisedDocUpload,
        show_cause_remarks: await findShowCauseRemark(db, applicationId),
      };
    },

    /** GET applications/{id}/citizen_uploaded_documents: the citizen's documents, all categories. */
    async citizenDocuments(officer: TSignedInOfficer, applicationId: number): Promise<TCitizenDocuments> {
      await loadRecord(officer, applicationId);
      return { media: { data: (await documentsOf(applicationId)).citizen } };
    },

    /**
     * GET applications/{id}/certificates: each certificate's name and link — the orders its decisions issued among
     * them — and the QR-signed copies.
     */
    async certificates(officer: TSignedInOfficer, applicationId: number): Promise<TCertificates> {
      await loadRecord(officer, applicationId);
      const [rows, orders] = await Promise.all([
        findApplicationMedia(db, applicationId, ['CERTIFICATE', 'SIGNED_COPY']),
        deps.orders.certificatesOf(applicationId),
      ]);
      return {
        certificates: {
          ...Object.fromEntries(
            rows
              .filter((row) => row.source === 'CERTIFICATE')
              .map((row) => [row.name, storage.downloadUrl(row.s3FilePath)]),
          ),
          ...orders,
        },
        signed_copy_medias: rows.filter((row) => row.source === 'SIGNED_COPY').map((row) => toMediaItem(storage, row)),
      };
    },
  };
}

export type TApplicationDetailsService = ReturnType<typeof createApplicationDetailsService>;
