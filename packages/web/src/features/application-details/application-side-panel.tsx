import {
  DETAIL_MESSAGES,
  detailRoute,
  formatDisplayDate,
  groupDocuments,
  sidePanelSections,
  sidePanelTitle,
  type TApplicationView,
  type TCompoundWallView,
  type TDetailViewKind,
  type TMediaItem,
  type TOccupancyView,
  type TQuestionAnswer,
  type TLanguage,
  type TSidePanelSection,
} from '@anumati/domain';
import { Accordion, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApplicationViewQuery } from './api/application-view.query';
import { useCitizenDocumentsQuery } from './api/citizen-uploaded-documents.query';
import { useCompoundWallShowQuery } from './api/compound-wall-show.query';
import { useOccupancyShowQuery } from '../../shared/application/occupancy-show.query';
import { DetailLoadState } from './detail-load-state';
import { FROM_VERIFICATION } from '../../shared/application/detail-origin';
import { DocumentList } from './document-list';
import { FieldList } from './field-list';
import { QuestionAnswerList } from './question-answer-list';
import { RenderErrorBoundary } from '../../shared/errors/render-error-boundary';
import { ApplicationSection } from './sections/application-section';
import { BuildingSection } from './sections/building-section';
import { CertificatesSection } from './sections/certificates-section';
import { DeviatedDetailsSection } from './sections/deviated-details-section';
import { LayoutSection } from './sections/layout-section';
import { PlotSection } from './sections/plot-section';
import { SelfDeclarationSection } from './sections/self-declaration-section';
import { ShowCauseSection } from './sections/show-cause-section';
import { domainMessage } from '../../shared/i18n/i18n';
import { useLanguage } from '../../shared/i18n/use-language';

/** What the panel shows, whichever of the three calls answered it. */
type TPanelData = Pick<TApplicationView, 'app_data' | 'applicant' | 'plot' | 'building' | 'application_status'> & {
  layout: TApplicationView['layout_details'];
  checklist: TQuestionAnswer[];
  signedCopies: TMediaItem[];
  selfDeclaration: string[];
  showCauseReplied: boolean;
  showCauseRemarks: string | null;
  deviation: TOccupancyView['deviation'];
};

const fromView = (view: TApplicationView): TPanelData => ({
  ...view,
  layout: view.layout_details,
  checklist: view.vicinity,
  signedCopies: view.signed_copy_medias,
  selfDeclaration: view.self_declaration,
  showCauseReplied: view.show_cause_replied,
  showCauseRemarks: view.show_cause_remarks,
  deviation: null,
});
const fromOccupancy = (view: TOccupancyView): TPanelData => ({
  ...view,
  layout: null,
  checklist: view.deviation_questions,
  signedCopies: [],
  selfDeclaration: [],
  showCauseReplied: false,
  showCauseRemarks: null,
});
const fromCompoundWall = (view: TCompoundWallView): TPanelData => ({
  ...view,
  layout: view.layout_details,
  checklist: view.vicinity,
  signedCopies: view.signed_copy_medias,
  selfDeclaration: [],
  showCauseReplied: view.show_cause_replied,
  showCauseRemarks: view.show_cause_remarks,
});

function sectionContent(
  section: TSidePanelSection,
  input: {
    data: TPanelData;
    documents: TMediaItem[];
    kind: TDetailViewKind;
    applicationId: string;
    t: TFunction<'application-details'>;
    language: TLanguage;
  },
): ReactNode {
  const { data, kind, t } = input;
  const groups = groupDocuments(input.documents);
  switch (section) {
    case 'APPLICATION':
      return <ApplicationSection appData={data.app_data} applicant={data.applicant} />;
    case 'PLOT':
      return <PlotSection applicationId={input.applicationId} plot={data.plot} building={data.building} />;
    case 'BUILDING':
      return <BuildingSection building={data.building} kind={kind} />;
    case 'DOCUMENTS':
    case 'PLOT_DOCUMENTS':
      return (
        <DocumentList
          documents={[...groups.uploaded, ...groups.drawings]}
          label={sidePanelTitle(section, input.language)}
        />
      );
    case 'CHECKLIST':
      return (
        <QuestionAnswerList
          answers={data.checklist}
          label={t('checklist')}
          emptyText={domainMessage(DETAIL_MESSAGES.noChecklist)}
        />
      );
    case 'SHORTFALL':
      return <DocumentList documents={groups.shortfall} label={t('sidePanel.shortfallDocuments')} />;
    case 'SIGNED_QR':
      return <DocumentList documents={data.signedCopies} label={t('sidePanel.signedQrDocuments')} />;
    case 'SHOWCAUSE':
      return (
        <ShowCauseSection
          remarks={data.showCauseRemarks}
          isReplied={data.showCauseReplied}
          documents={groups.showcause}
          documentsLabel={t('sidePanel.showcauseDocument')}
        />
      );
    case 'SELF_CERTIFICATION':
      return <SelfDeclarationSection statements={data.selfDeclaration} />;
    case 'LAYOUT':
      return <LayoutSection layout={data.layout} />;
    case 'INSURANCE':
      return data.applicant.policy_no ? (
        <FieldList
          label={t('sidePanel.insurancePolicy')}
          fields={[
            [t('sidePanel.policyNo'), data.applicant.policy_no],
            [t('sidePanel.policyStartDate'), formatDisplayDate(data.applicant.policy_start_date)],
            [t('sidePanel.policyValidDate'), formatDisplayDate(data.applicant.policy_valid_date)],
          ]}
        />
      ) : (
        <Text size="sm">{domainMessage(DETAIL_MESSAGES.noInsurance)}</Text>
      );
    case 'DEVIATION':
      return kind === 'DEFAULT' ? null : (
        <DeviatedDetailsSection deviation={data.deviation} status={data.application_status} kind={kind} />
      );
    case 'CERTIFICATES':
      return <CertificatesSection applicationId={input.applicationId} />;
  }
}

function PanelSections(props: {
  data: TPanelData;
  documents: TMediaItem[];
  kind: TDetailViewKind;
  applicationId: string;
}) {
  const { t } = useTranslation('application-details');
  const language = useLanguage();
  const input = { ...props, t, language };
  const sections = sidePanelSections({ kind: props.kind, approvalFor: props.data.app_data.approval_for });
  return (
    <Stack gap="md">
      {sections.map((section) =>
        section === 'BUILDING' || section === 'DEVIATION' || section === 'CERTIFICATES' ? (
          // Spec 2 §2.5: these three fold; a folded one is not mounted, so certificates load when opened.
          <Accordion key={section} variant="contained" order={3} keepMounted={false}>
            <Accordion.Item value={section}>
              <Accordion.Control>{sidePanelTitle(section, language)}</Accordion.Control>
              <Accordion.Panel>{sectionContent(section, input)}</Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        ) : (
          <Stack key={section} gap="xs">
            <Title order={3} size="h5">
              {sidePanelTitle(section, language)}
            </Title>
            {sectionContent(section, input)}
          </Stack>
        ),
      )}
    </Stack>
  );
}

export type TApplicationSidePanelProps = { applicationId: string; kind: TDetailViewKind };

/**
 * The application summary beside a verification screen (spec 2 §2.5), in its building-plan, occupancy or
 * compound-wall variant, with an Expand link to the full detail screen (which then offers Minimize). A part
 * that fails to render reads "Something went wrong!".
 */
export function ApplicationSidePanel({ applicationId, kind }: TApplicationSidePanelProps) {
  const { t } = useTranslation('application-details');
  const view = useApplicationViewQuery(applicationId, kind === 'DEFAULT');
  const occupancy = useOccupancyShowQuery(applicationId, kind === 'OCCUPANCY');
  const wall = useCompoundWallShowQuery(applicationId, kind === 'COMPOUND_WALL');
  const documents = useCitizenDocumentsQuery(applicationId);
  const data = view.data
    ? fromView(view.data)
    : occupancy.data
      ? fromOccupancy(occupancy.data)
      : wall.data
        ? fromCompoundWall(wall.data)
        : null;
  const failed = view.error ?? occupancy.error ?? wall.error;
  return (
    <Paper withBorder p="sm" component="aside" aria-label={t('sidePanel.summary')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{data?.app_data.application_identifier ?? t('sidePanel.application')}</Text>
          <Anchor component={Link} to={detailRoute(kind, applicationId)} state={FROM_VERIFICATION} size="sm">
            {t('sidePanel.expand')}
          </Anchor>
        </Group>
        <RenderErrorBoundary fallback={<Text c="red">{domainMessage(DETAIL_MESSAGES.somethingWentWrong)}</Text>}>
          {data ? (
            <PanelSections
              data={data}
              documents={documents.data?.media.data ?? []}
              kind={kind}
              applicationId={applicationId}
            />
          ) : (
            <DetailLoadState
              error={failed}
              onRetry={() => void (kind === 'DEFAULT' ? view : kind === 'OCCUPANCY' ? occupancy : wall).refetch()}
            />
          )}
        </RenderErrorBoundary>
      </Stack>
    </Paper>
  );
}
