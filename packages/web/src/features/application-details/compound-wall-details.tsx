import { DETAIL_MESSAGES, detailSections } from '@anumati/domain';
import { Center, Loader } from '@mantine/core';
import { useCitizenDocumentsQuery } from './api/citizen-uploaded-documents.query';
import { useCompoundWallShowQuery } from './api/compound-wall-show.query';
import { DetailAccordion } from './detail-accordion';
import { DetailLoadState } from './detail-load-state';
import { DocumentList } from './document-list';
import { QuestionAnswerList } from './question-answer-list';
import { ApplicationSection } from './sections/application-section';
import { BuildingSection } from './sections/building-section';
import { CertificatesSection } from './sections/certificates-section';
import { DeviatedDetailsSection } from './sections/deviated-details-section';
import { PlotSection } from './sections/plot-section';

/**
 * Spec 2 §2.4 "lazy sections load when 3 panels are open": read as the third panel (Uploaded Documents), whose
 * documents are asked for only when it is opened — as Certificates are.
 */
function LazyUploadedDocuments({ applicationId }: { applicationId: string }) {
  const documents = useCitizenDocumentsQuery(applicationId);
  if (documents.isPending) {
    return (
      <Center>
        <Loader size="sm" aria-label="Loading documents" />
      </Center>
    );
  }
  return <DocumentList documents={documents.data?.media.data ?? []} label="Uploaded documents" />;
}

/** Spec 2 §2.4: the compound-wall application. */
export function CompoundWallDetails({
  applicationId,
  permissionLevel,
}: {
  applicationId: string;
  permissionLevel: string;
}) {
  const show = useCompoundWallShowQuery(applicationId);
  if (!show.data) return <DetailLoadState error={show.error} onRetry={() => void show.refetch()} />;
  const data = show.data;
  const sections = detailSections({
    kind: 'COMPOUND_WALL',
    approvalFor: data.app_data.approval_for,
    parentApprovalFor: null,
    applicationTypeCode: data.application_type,
    hasVicinityAnswers: data.vicinity.length > 0,
    permissionLevel,
  });
  const content = {
    APPLICATION: <ApplicationSection appData={data.app_data} applicant={data.applicant} />,
    PLOT: <PlotSection plot={data.plot} building={data.building} />,
    UPLOADED: <LazyUploadedDocuments applicationId={applicationId} />,
    CHECKLIST: (
      <QuestionAnswerList
        answers={data.vicinity}
        label="Application checklist"
        emptyText={DETAIL_MESSAGES.noChecklist}
      />
    ),
    BUILDING: <BuildingSection building={data.building} kind="COMPOUND_WALL" />,
    DEVIATION: (
      <DeviatedDetailsSection deviation={data.deviation} status={data.application_status} kind="COMPOUND_WALL" />
    ),
    CERTIFICATES: <CertificatesSection applicationId={applicationId} />,
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
