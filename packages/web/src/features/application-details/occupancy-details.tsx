import { DETAIL_MESSAGES, detailSections } from '@anumati/domain';
import { useOccupancyShowQuery } from './api/occupancy-show.query';
import { DetailAccordion } from './detail-accordion';
import { DetailLoadState } from './detail-load-state';
import { DocumentList } from './document-list';
import { QuestionAnswerList } from './question-answer-list';
import { ApplicationSection } from './sections/application-section';
import { BuildingSection } from './sections/building-section';
import { CertificatesSection } from './sections/certificates-section';
import { DeviatedDetailsSection } from './sections/deviated-details-section';
import { FeeAdjustmentSection } from './sections/fee-adjustment-section';
import { PlotSection } from './sections/plot-section';

/**
 * Spec 2 §2.3: the occupancy application. Its Application Checklist holds the citizen's answers to the
 * deviation questions (occupancy_show answers no vicinity questions).
 */
export function OccupancyDetails({
  applicationId,
  permissionLevel,
}: {
  applicationId: string;
  permissionLevel: string;
}) {
  const show = useOccupancyShowQuery(applicationId);
  if (!show.data) return <DetailLoadState error={show.error} onRetry={() => void show.refetch()} />;
  const data = show.data;
  const sections = detailSections({
    kind: 'OCCUPANCY',
    approvalFor: data.app_data.approval_for,
    parentApprovalFor: null,
    applicationTypeCode: data.application_type,
    hasVicinityAnswers: data.deviation_questions.length > 0,
    permissionLevel,
  });
  const content = {
    APPLICATION: <ApplicationSection appData={data.app_data} applicant={data.applicant} />,
    PLOT: <PlotSection plot={data.plot} building={data.building} />,
    UPLOADED: <DocumentList documents={data.media.data} label="Uploaded documents" />,
    CHECKLIST: (
      <QuestionAnswerList
        answers={data.deviation_questions}
        label="Application checklist"
        emptyText={DETAIL_MESSAGES.noChecklist}
      />
    ),
    BUILDING: <BuildingSection building={data.building} kind="OCCUPANCY" />,
    DEVIATION: <DeviatedDetailsSection deviation={data.deviation} status={data.application_status} kind="OCCUPANCY" />,
    CERTIFICATES: <CertificatesSection applicationId={applicationId} />,
    FEES: <FeeAdjustmentSection applicationId={applicationId} />,
  } as const;
  return (
    <DetailAccordion
      defaultOpen={['APPLICATION', 'PLOT']}
      items={sections.flatMap(({ key, title }) =>
        key in content ? [{ key, title, content: content[key as keyof typeof content] }] : [],
      )}
    />
  );
}
