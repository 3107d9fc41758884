import { DETAIL_MESSAGES, detailSections } from '@anumati/domain';
import { useTranslation } from 'react-i18next';
import { useCitizenDocumentsQuery } from './api/citizen-uploaded-documents.query';
import { useCompoundWallShowQuery } from './api/compound-wall-show.query';
import { useOccupancyShowQuery } from '../../shared/application/occupancy-show.query';
import { DetailAccordion, SectionLoader } from './detail-accordion';
import { DetailLoadState } from './detail-load-state';
import { DocumentList } from './document-list';
import { QuestionAnswerList } from './question-answer-list';
import { ApplicationSection } from './sections/application-section';
import { BuildingSection } from './sections/building-section';
import { CertificatesSection } from './sections/certificates-section';
import { DeviatedDetailsSection } from './sections/deviated-details-section';
import { FeeAdjustmentSection } from './sections/fee-adjustment-section';
import { PlotSection } from './sections/plot-section';
import { useLanguage } from '../../shared/i18n/use-language';
import { domainMessage } from '../../shared/i18n/i18n';

/**
 * Spec 2 §2.4 "lazy sections load when 3 panels are open": read as the third panel (Uploaded Documents), whose
 * documents are asked for only when it is opened — as Certificates are.
 */
function LazyUploadedDocuments({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('application-details');
  const documents = useCitizenDocumentsQuery(applicationId);
  if (documents.isPending) return <SectionLoader label={t('loading.documents')} />;
  return <DocumentList documents={documents.data?.media.data ?? []} label={t('documents.uploaded')} />;
}

/**
 * The occupancy (spec 2 §2.3) and compound-wall (§2.4) screens. An occupancy's Application Checklist holds the
 * citizen's answers to the deviation questions (occupancy_show answers no vicinity questions); a compound
 * wall's holds its vicinity answers, and its documents load when their section opens.
 */
export function OccupancyAndWallDetails(props: {
  applicationId: string;
  permissionLevel: string;
  kind: 'OCCUPANCY' | 'COMPOUND_WALL';
}) {
  const language = useLanguage();
  const { t } = useTranslation('application-details');
  const { applicationId, kind } = props;
  const occupancy = useOccupancyShowQuery(applicationId, kind === 'OCCUPANCY');
  const wall = useCompoundWallShowQuery(applicationId, kind === 'COMPOUND_WALL');
  const shown = kind === 'OCCUPANCY' ? occupancy : wall;
  if (!shown.data) return <DetailLoadState error={shown.error} onRetry={() => void shown.refetch()} />;
  const data = shown.data;
  const checklist = wall.data ? wall.data.vicinity : data.deviation_questions;
  const sections = detailSections(
    {
      kind,
      approvalFor: data.app_data.approval_for,
      parentApprovalFor: null,
      applicationTypeCode: data.application_type,
      hasVicinityAnswers: checklist.length > 0,
      permissionLevel: props.permissionLevel,
    },
    language,
  );
  const content = {
    APPLICATION: <ApplicationSection appData={data.app_data} applicant={data.applicant} />,
    PLOT: <PlotSection applicationId={applicationId} plot={data.plot} building={data.building} />,
    UPLOADED:
      kind === 'COMPOUND_WALL' ? (
        <LazyUploadedDocuments applicationId={applicationId} />
      ) : (
        <DocumentList documents={data.media.data} label={t('documents.uploaded')} />
      ),
    CHECKLIST: (
      <QuestionAnswerList
        answers={checklist}
        label={t('checklist')}
        emptyText={domainMessage(DETAIL_MESSAGES.noChecklist)}
      />
    ),
    BUILDING: <BuildingSection building={data.building} kind={kind} />,
    DEVIATION: <DeviatedDetailsSection deviation={data.deviation} status={data.application_status} kind={kind} />,
    CERTIFICATES: <CertificatesSection applicationId={applicationId} />,
    FEES: <FeeAdjustmentSection applicationId={applicationId} />,
  };
  return <DetailAccordion sections={sections} content={content} />;
}
