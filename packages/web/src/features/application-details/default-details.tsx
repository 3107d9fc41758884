import {
  DETAIL_MESSAGES,
  detailSections,
  groupDocuments,
  type TApplicationView,
  type TDetailSection,
} from '@anumati/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplicationViewQuery } from './api/application-view.query';
import { DetailAccordion } from './detail-accordion';
import { DetailLoadState } from './detail-load-state';
import { DocumentList } from './document-list';
import { QuestionAnswerList } from './question-answer-list';
import { ApplicationSection } from './sections/application-section';
import { ApprovedParentSection } from './sections/approved-parent-section';
import { BuildingSection } from './sections/building-section';
import { CertificatesSection } from './sections/certificates-section';
import { CorrectionSection } from './sections/correction-section';
import { EngineersSection } from './sections/engineers-section';
import { FeeAdjustmentSection } from './sections/fee-adjustment-section';
import { LayoutSection } from './sections/layout-section';
import { PlotSection } from './sections/plot-section';
import { SelfDeclarationSection } from './sections/self-declaration-section';
import { ShowCauseSection } from './sections/show-cause-section';
import { useLanguage } from '../../shared/i18n/use-language';
import { domainMessage } from '../../shared/i18n/i18n';

function sectionContent(
  section: TDetailSection,
  view: TApplicationView,
  input: { applicationId: string; t: TFunction<'application-details'> },
): ReactNode {
  const { applicationId, t } = input;
  const documents = groupDocuments(view.media.data);
  const parent = view.app_data.parent_application_details;
  switch (section) {
    case 'APPLICATION':
      return <ApplicationSection appData={view.app_data} applicant={view.applicant} />;
    case 'PLOT':
      return <PlotSection applicationId={applicationId} plot={view.plot} building={view.building} />;
    case 'APPROVED':
      return parent && <ApprovedParentSection parent={parent} />;
    case 'BUILDING':
      return <BuildingSection building={view.building} kind="DEFAULT" />;
    case 'LAYOUT':
      return <LayoutSection layout={view.layout_details} />;
    case 'SHORTFALL':
      return <DocumentList documents={documents.shortfall} label={t('documents.shortfall')} />;
    case 'UPLOADED':
      return <DocumentList documents={documents.uploaded} label={t('documents.uploaded')} />;
    case 'SHOWCAUSE':
      return (
        <ShowCauseSection
          remarks={view.show_cause_remarks}
          isReplied={view.show_cause_replied}
          documents={documents.showcause}
          documentsLabel={t('documents.showcause')}
        />
      );
    case 'SIGNED_QR':
      return <DocumentList documents={view.signed_copy_medias} label={t('documents.signedQr')} />;
    case 'CORRECTION':
      return <CorrectionSection details={view.correction_details} assignees={view.correction_assignees} />;
    case 'DRAWINGS':
      return <DocumentList documents={documents.drawings} label={t('documents.drawings')} />;
    case 'CHECKLIST':
      return (
        <QuestionAnswerList
          answers={view.vicinity}
          label={t('checklist')}
          emptyText={domainMessage(DETAIL_MESSAGES.noChecklist)}
        />
      );
    case 'SELF_DECLARATION':
      return <SelfDeclarationSection statements={view.self_declaration} />;
    case 'ENGINEERS':
      return <EngineersSection engineers={view.engineers.data} />;
    case 'CERTIFICATES':
      return <CertificatesSection applicationId={applicationId} />;
    case 'FEES':
      return <FeeAdjustmentSection applicationId={applicationId} />;
    case 'DEVIATION':
      return null;
  }
}

/** Spec 2 §2.2: the building or layout application, its sixteen sections in order under their conditions. */
export function DefaultDetails({ applicationId, permissionLevel }: { applicationId: string; permissionLevel: string }) {
  const language = useLanguage();
  const { t } = useTranslation('application-details');
  const view = useApplicationViewQuery(applicationId);
  if (!view.data) return <DetailLoadState error={view.error} onRetry={() => void view.refetch()} />;
  const data = view.data;
  const sections = detailSections(
    {
      kind: 'DEFAULT',
      approvalFor: data.app_data.approval_for,
      parentApprovalFor: data.app_data.parent_application_details?.approval_for ?? null,
      applicationTypeCode: data.application_type,
      hasVicinityAnswers: data.vicinity.length > 0,
      permissionLevel,
    },
    language,
  );
  const content = Object.fromEntries(sections.map(({ key }) => [key, sectionContent(key, data, { applicationId, t })]));
  return <DetailAccordion sections={sections} content={content} />;
}
