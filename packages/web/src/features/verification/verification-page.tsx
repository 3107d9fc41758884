import {
  FIELDS_PER_PAGE,
  PLANNING_SCREENS,
  RECOMMENDATION_MESSAGES,
  planningScreenRoute,
  PROCESS_DEFINITIONS,
  proceedLabel,
  routeAfterSubmit,
  SCREEN_STAGES,
  showsBeforeShowCauseTab,
  showsVerificationNavigation,
  submissionGate,
  type TFormAnswers,
  type TPlanningScreen,
  type TVerificationScreen,
  unansweredFields,
  verificationTypeOf,
  formTitleIn,
  isShortfallOffered,
} from '@anumati/domain';
import { Alert, Button, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notifySuccess } from '../../shared/notify';
import { FieldInspectionPanel, useKeptAnswers } from '../field-inspection';
import { TabLabel } from '../file-screen';
import { AnswerList } from '../review-remarks';
import { ShortfallDialog } from '../shortfall';
import type { TApplicationForm } from '../../shared/application/get-questions-and-answers.query';
import { useRecommendationsQuery } from '../../shared/application/recommendations.query';
import { useSubmitFormAnswersMutation } from './api/submit-form-answers.mutation';
import { QuestionPages } from './question-pages';
import { RecommendationPanel, type TRecommendationChoice } from './recommendation-panel';
import { useMoneyTabs } from './use-money-tabs';
import type { TVerificationFile } from '../../shared/verification-file/use-verification-file';
import { VerificationFileGate } from '../../shared/verification-file/verification-file-gate';
import { VerificationFrame } from './verification-frame';
import { useLanguage } from '../../shared/i18n/use-language';
import { domainMessage } from '../../shared/i18n/i18n';

const TICK = '✓';

const isOpen = (form: TApplicationForm) => form.status === 'IN_PROCESS';

/** The NOC departments the technical inspector named, to start the reviewer's choice from. */
function suggestedNocDepartments(forms: readonly TApplicationForm[]): string[] {
  const technical = forms.find((form) => form.stageKey === 'TECHNICAL' && form.officerLevel === 'L1');
  const entry = technical?.answer?.data.requires_noc;
  const departments = entry?.parent_answer === 'Yes' ? entry.child_answers?.noc_departments?.parent_answer : [];
  return Array.isArray(departments) ? departments.map(String) : [];
}

/** Spec 3 §2: TPSO, CP and ACP officers move between Site / Title / Technical Verification; done ones get a tick. */
function PlanningNavigation({ file, current }: { file: TVerificationFile; current: TVerificationScreen }) {
  const { t } = useTranslation('verification');
  const process = PROCESS_DEFINITIONS[file.kind];
  const stages = new Set(process.steps.flatMap((step) => step.stages));
  return (
    <Group gap="xs" role="navigation" aria-label={t('navigation.name')}>
      {PLANNING_SCREENS.filter((screen) => stages.has(screen)).map((screen) => {
        const mine = file.forms.filter((form) => form.stageKey === screen && form.officerId === file.me.id);
        const isDone = mine.length > 0 && !mine.some(isOpen);
        return (
          <Button
            key={screen}
            component={Link}
            to={planningScreenRoute(screen, file.application)}
            variant={screen === current ? 'filled' : 'light'}
            aria-current={screen === current ? 'page' : undefined}
            rightSection={
              isDone ? (
                <span role="img" aria-label={t('navigation.done')}>
                  {TICK}
                </span>
              ) : undefined
            }
          >
            {t(`navigation.screens.${screen}`)}
          </Button>
        );
      })}
    </Group>
  );
}

/** What a form tab shows to someone who is not (or no longer) answering it. */
function FormView({
  form,
  forms,
  applicationId,
}: {
  form: TApplicationForm;
  forms: readonly TApplicationForm[];
  applicationId: string;
}) {
  const { t } = useTranslation('verification');
  const firstLevel = forms.find(
    (candidate) => candidate.stageState.id === form.stageState.id && candidate.officerLevel === 'L1',
  );
  const reviewed = form.officerLevel === 'L2' ? firstLevel : form;
  // A remark kept on an open turn is the officer's draft: it shows once the form is forwarded.
  const remark = !isOpen(form) && (form.officerLevel === 'L2' ? form.stageState.l2Remarks : form.stageState.l1Remarks);
  return (
    <Stack>
      {reviewed && reviewed.fields.length > 0 && (
        <AnswerList fields={reviewed.fields} answers={reviewed.answer?.data ?? null} applicationId={applicationId} />
      )}
      {remark && (
        <Text size="sm">
          <Text span fw={600}>
            {t('screen.remarksLabel')}{' '}
          </Text>
          {remark}
        </Text>
      )}
    </Stack>
  );
}

function VerificationScreen({
  file,
  screen,
  keptAnswersOf,
}: {
  file: TVerificationFile;
  screen: TVerificationScreen;
  keptAnswersOf: (formInstanceId: string) => TFormAnswers | null;
}) {
  const language = useLanguage();
  const { t } = useTranslation('verification');
  const navigate = useNavigate();
  const submit = useSubmitFormAnswersMutation();
  const { me, application } = file;
  const screenForms = file.forms
    .filter((form) => SCREEN_STAGES[screen].includes(form.stageKey))
    .sort((a, b) => a.order - b.order);
  const myOpenForms = screenForms.filter((form) => form.officerId === me.id && isOpen(form));
  const recommendations = useRecommendationsQuery(
    application.id,
    myOpenForms.map((form) => form.id),
  );
  const [activeTab, setActiveTab] = useState<string | null>(myOpenForms[0]?.id ?? screenForms[0]?.id ?? null);
  const [panel, setPanel] = useState<{ formId: string; answers: TFormAnswers | null } | null>(null);
  // The answers the officer took to the panel, given back to the questions by Back to Review.
  const [backFromPanel, setBackFromPanel] = useState<{ formId: string; answers: TFormAnswers | null } | null>(null);
  const [isShortfallOpen, setShortfallOpen] = useState(false);
  const activeForm = screenForms.find((form) => form.id === activeTab) ?? null;
  const activeOptions = activeForm ? (recommendations.data?.get(activeForm.id)?.options ?? []) : [];
  const isActiveMine = activeForm !== null && myOpenForms.includes(activeForm);
  const beforeShowCause = screenForms.filter((form) =>
    showsBeforeShowCauseTab(
      application.assignedDate ? new Date(application.assignedDate) : null,
      form.oldAnswer !== null,
    ),
  );

  /** After one of the officer's turns is submitted: the next form open here, else the next screen or the list. */
  const goOnAfter = (submittedFormId: string) => {
    const stillOpenHere = myOpenForms.find((form) => form.id !== submittedFormId);
    if (stillOpenHere) {
      setActiveTab(stillOpenHere.id);
      return;
    }
    const isPlanningScreen = (PLANNING_SCREENS as readonly string[]).includes(screen);
    const waitingScreens = PLANNING_SCREENS.filter((planning) =>
      file.forms.some(
        (form) => form.stageKey === planning && form.officerId === me.id && isOpen(form) && form.id !== submittedFormId,
      ),
    );
    void navigate(
      routeAfterSubmit({
        screen:
          isPlanningScreen && showsVerificationNavigation(me.permissionLevel) ? (screen as TPlanningScreen) : null,
        waitingScreens,
        application,
      }),
    );
  };
  const money = useMoneyTabs(file, goOnAfter);
  const panelForm = panel ? screenForms.find((form) => form.id === panel.formId) : undefined;
  const gate = panelForm
    ? submissionGate({
        hasActiveNote: file.hasActiveNote,
        areFormsSubmitted: panel?.answers ? unansweredFields(panelForm.fields, panel.answers).length === 0 : true,
        kind: file.kind,
        ...money.gateOf(panelForm),
      })
    : null;

  const onSubmit = (choice: TRecommendationChoice) => {
    if (!panelForm || !panel) return;
    submit.mutate(
      {
        formInstanceId: panelForm.id,
        ...(panel.answers ? { data: JSON.stringify(panel.answers) } : {}),
        status: choice.status,
        officerId: me.id,
        ...(choice.finalRemark ? { finalRemark: choice.finalRemark } : {}),
        ...(choice.nocDepartments.length ? { nocDepartments: choice.nocDepartments } : {}),
      },
      {
        onSuccess: () => {
          notifySuccess(t('screen.submittedToast'));
          setPanel(null);
          goOnAfter(panelForm.id);
        },
      },
    );
  };

  const myForms = screenForms.filter((form) => form.officerId === me.id);
  return (
    <VerificationFrame
      file={file}
      actions={
        activeForm !== null &&
        isShortfallOffered(activeForm, me.id, activeOptions) && (
          <Button variant="default" onClick={() => setShortfallOpen(true)}>
            {t('screen.raiseShortfall')}
          </Button>
        )
      }
    >
      {showsVerificationNavigation(me.permissionLevel) && <PlanningNavigation file={file} current={screen} />}
      {myForms.length === 0 ? (
        <Alert color="yellow" role="status">
          {domainMessage(RECOMMENDATION_MESSAGES.noForm, language)}
        </Alert>
      ) : (
        <Tabs
          value={activeTab}
          onChange={(value) => {
            setActiveTab(value);
            setPanel(null);
          }}
          keepMounted={false}
        >
          <Tabs.List>
            {screenForms.map((form) => (
              <Tabs.Tab
                key={form.id}
                value={form.id}
                rightSection={
                  isOpen(form) ? undefined : (
                    <span role="img" aria-label={t('screen.submitted')}>
                      {TICK}
                    </span>
                  )
                }
              >
                {formTitleIn(form.title, language)}
              </Tabs.Tab>
            ))}
            {beforeShowCause.map((form) => (
              <Tabs.Tab key={`old-${form.id}`} value={`old-${form.id}`}>
                {t('screen.beforeShowCause', { title: formTitleIn(form.title, language) })}
              </Tabs.Tab>
            ))}
            {money.tabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                <TabLabel label={tab.label} isDone={tab.isDone} />
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {screenForms.map((form) => {
            const isEditable = myOpenForms.includes(form);
            const hasQuestions = form.officerLevel === 'L1' && form.fields.length > 0;
            return (
              <Tabs.Panel key={form.id} value={form.id} pt="md">
                {panel?.formId === form.id && !recommendations.isSuccess ? (
                  <Loader role="status" aria-label={t('screen.loadingRecommendations')} />
                ) : panel?.formId === form.id ? (
                  <RecommendationPanel
                    options={recommendations.data?.get(form.id)?.options ?? []}
                    initialRemark={recommendations.data?.get(form.id)?.finalRemark ?? ''}
                    verificationType={verificationTypeOf(screen, file.kind)}
                    suggestedNocDepartments={suggestedNocDepartments(file.forms)}
                    gateMessage={gate}
                    isSubmitting={submit.isPending}
                    submitError={submit.error}
                    onSubmit={onSubmit}
                    onBack={() => {
                      setBackFromPanel(panel);
                      setPanel(null);
                    }}
                  />
                ) : isEditable && hasQuestions ? (
                  <QuestionPages
                    formInstanceId={form.id}
                    applicationId={application.id}
                    fields={form.fields}
                    initialAnswers={
                      // Answers typed on the phone and not yet taken by the server come first (issue 53 §3).
                      (backFromPanel?.formId === form.id ? backFromPanel.answers : null) ??
                      keptAnswersOf(form.id) ??
                      form.answer?.data ??
                      {}
                    }
                    isStartingOnLastPage={backFromPanel?.formId === form.id}
                    perPage={FIELDS_PER_PAGE[screen]}
                    onComplete={(answers) => setPanel({ formId: form.id, answers })}
                  />
                ) : (
                  <Stack>
                    <FormView form={form} forms={screenForms} applicationId={application.id} />
                    {isEditable && (
                      <Group justify="flex-end">
                        <Button onClick={() => setPanel({ formId: form.id, answers: null })}>
                          {proceedLabel(screen, language)}
                        </Button>
                      </Group>
                    )}
                  </Stack>
                )}
              </Tabs.Panel>
            );
          })}
          {beforeShowCause.map((form) => (
            <Tabs.Panel key={`old-${form.id}`} value={`old-${form.id}`} pt="md">
              <AnswerList fields={form.fields} answers={form.oldAnswer?.data ?? null} applicationId={application.id} />
            </Tabs.Panel>
          ))}
          {money.tabs.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value} pt="md">
              {tab.panel}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      {/* Issue 53: the site inspector's phone tools, and on any screen what this phone kept for the file. */}
      <FieldInspectionPanel
        applicationId={application.id}
        fields={myForms.flatMap((form) => form.fields)}
        isSiteInspection={screen === 'SITE' && myOpenForms.length > 0}
      />
      {activeForm && isActiveMine && (
        <ShortfallDialog
          formInstanceId={activeForm.id}
          hasActiveNote={file.hasActiveNote}
          isOpen={isShortfallOpen}
          onClose={() => setShortfallOpen(false)}
        />
      )}
    </VerificationFrame>
  );
}

/**
 * A verification screen of spec 3 §2 (site, title, technical, single window, line department, common, fee
 * verification review), for the route's application or the one given.
 */
export function VerificationPage({ screen, applicationId }: { screen: TVerificationScreen; applicationId?: string }) {
  const keptAnswersOf = useKeptAnswers();
  return (
    <VerificationFileGate applicationId={applicationId} isAlsoLoading={keptAnswersOf === null}>
      {(file) => keptAnswersOf && <VerificationScreen file={file} screen={screen} keptAnswersOf={keptAnswersOf} />}
    </VerificationFileGate>
  );
}
