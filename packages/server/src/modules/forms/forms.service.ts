import {
  ANSWER_MESSAGES,
  answeredDocumentIds,
  answerProblems,
  everyField,
  finalRemarkLabel,
  formTemplateKeyFor,
  formTitle,
  isCommissionerLevel,
  isOthersOpenTurn,
  isReviewCardVisible,
  isTurnOpen,
  NOTE_MESSAGES,
  photoQuestionsNotRecorded,
  PLATFORM_MESSAGES,
  processKindOf,
  recordedPhotoQuestions,
  SHORTFALL_STATUSES,
  type TFormAnswerAction,
  type TFormAnswers,
  type TPermissionLevel,
  type TProcessKind,
  type TStageKey,
  unansweredQuestions,
} from '@anumati/domain';
import type { TDatabase } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import { requireApplicationAccess } from '../access';
import { findStageStates, toStageStates } from '../application';
import { findPhotoAnswers } from '../field-inspection';
import type { TSignedInOfficer } from '../officer';
import { findApplicationMedia, MEDIA_SOURCES } from '../storage';
import { FORM_TEMPLATES } from './form-templates';
import {
  findAnswers,
  findApplication,
  findApplicationKindFacts,
  findFirstSentBackAt,
  findFormInstances,
  findTurn,
  saveAnswers,
} from './forms.repository';

/** Spec 3 §5 messages. */
const FORM_MESSAGES = { submitForms: 'Please Submit Forms' } as const;
const MAX_ANSWERS_BYTES = 200_000;
/** The outcomes that send a file back to the applicant before verification is complete. */
const SENDS_BACK_OUTCOMES = ['SHORTFALL', 'MORTGAGE_SHORTFALL'];
/** The statuses that send a file back to the applicant: review remarks split at the first of them. */
const SENT_BACK = ['SHOW_CAUSE_RAISED', ...SHORTFALL_STATUSES];

/** Answers arrive JSON-encoded; anything but an object of entries is refused. */
function parseAnswers(data: string): TFormAnswers {
  if (data.length > MAX_ANSWERS_BYTES) throw new AppError('BAD_USER_INPUT', PLATFORM_MESSAGES.invalidInput);
  try {
    const parsed: unknown = JSON.parse(data);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as TFormAnswers;
  } catch {
    // Falls through to the refusal below.
  }
  throw new AppError('BAD_USER_INPUT', PLATFORM_MESSAGES.invalidInput);
}

/** Dates leave the server as ISO 8601 strings. */
const presentForm = <T extends { forwardedDate: Date | null }>(form: T) => ({
  ...form,
  forwardedDate: form.forwardedDate?.toISOString() ?? null,
});

type TTurn = {
  stageOfficerId: number;
  /** The officer whose turn it is: their photos answer the form's photo questions. */
  officerId: number;
  level: string;
  stageKey: TStageKey;
  stageName: string;
  applicationId: number;
};

const formNotFound = () => new AppError('NOT_FOUND', 'No form available for this application');

/** The form template of a stage of a file of this kind; undefined where the stage has none. */
function stageTemplate(kind: TProcessKind, stage: { stageKey: TStageKey; name: string }) {
  const lineDepartment = stage.stageKey === 'LINE_DEPARTMENT' ? stage.name : null;
  const key = formTemplateKeyFor(kind, stage.stageKey, lineDepartment);
  return key ? FORM_TEMPLATES.get(key) : undefined;
}

/** A question's title as the verification form shows it: its English, and its Telugu beside it (issue 55). */
type TQuestionTitle = { title: string; titleTe: string | null };

export function createFormsService(deps: { db: TDatabase; clock: TClock }) {
  const { db, clock } = deps;

  async function templateFor(turn: Pick<TTurn, 'applicationId' | 'stageKey' | 'stageName'>) {
    const application = await findApplicationKindFacts(db, turn.applicationId);
    if (!application) return null;
    const kind = processKindOf(application.type, application.approvalFor);
    return stageTemplate(kind, { stageKey: turn.stageKey, name: turn.stageName }) ?? null;
  }

  /**
   * Every form instance of an application, with its questions, answers and stage, in stage order, as `viewer`
   * may read them: answers saved on a turn still open are a draft, shown to their own officer only until submitted
   * (issue 51 §7); the answers from before a send-back (oldAnswer) were submitted, so stay shown.
   */
  async function buildForms(applicationId: number, viewer: Pick<TSignedInOfficer, 'id'>) {
    const application = await findApplication(db, applicationId);
    if (!application) throw new AppError('NOT_FOUND', 'Application not found');
    const kind = processKindOf(application.applicationType, application.approvalFor);
    const instances = await findFormInstances(db, applicationId);
    const stageStates = new Map(
      toStageStates(await findStageStates(db, [applicationId])).map((state) => [state.id, state]),
    );
    const forms = instances.map((row, index) => {
      const template = stageTemplate(kind, row.stage);
      const fields = template?.fields ?? [];
      // Spec 3 §3: an answer with action 'view' is done.
      const action: TFormAnswerAction = isTurnOpen(row.stageOfficer.action) ? 'edit' : 'view';
      const answer = (data: TFormAnswers | null | undefined) =>
        data ? { data, isChecklistFilled: unansweredQuestions(fields, data).length === 0, action } : null;
      const isAnothersDraft = isOthersOpenTurn(
        { officerId: row.stageOfficer.officerId, status: row.stageOfficer.action },
        viewer.id,
      );
      // Read with the instances above: every instance's stage is among the application's stage states.
      const stageState = stageStates.get(String(row.stage.id));
      if (!stageState) throw new Error(`No stage state for stage ${row.stage.id}`);
      return {
        id: String(row.stageOfficer.id),
        stageId: row.stage.id,
        stageKey: row.stage.stageKey,
        officerId: row.stageOfficer.officerId,
        officerName: `${row.officerName} ${row.officerLastName}`,
        officerRole: row.roleName,
        officerLevel: row.stageOfficer.officerLevel,
        forwardedDate: row.stageOfficer.forwardedDate,
        order: index + 1,
        title: formTitle({
          stageKey: row.stage.stageKey,
          stageName: row.stage.name,
          templateTitle: template?.title ?? null,
          level: row.stageOfficer.officerLevel,
        }),
        status: row.stageOfficer.action,
        stage: row.stage.name,
        municipalFinalRemark: row.stage.finalRemark,
        stageState,
        answer: isAnothersDraft ? null : answer(row.answers?.data),
        oldAnswer: answer(row.answers?.oldData),
        fields,
      };
    });
    return { application, forms };
  }

  /**
   * The answers sent, refused unless each one is an answer its question can take (spec 3 §3): choices among the
   * options, text as text, and file answers pointing to documents uploaded for this very application.
   */
  async function acceptableAnswers(turn: TTurn, data: string): Promise<TFormAnswers> {
    const answers = parseAnswers(data);
    const template = await templateFor(turn);
    if (!template) return answers;
    const [problem] = answerProblems(template.fields, answers);
    if (problem) throw new AppError('BAD_USER_INPUT', problem.message, { field: problem.dbField });
    const answered = answeredDocumentIds(template.fields, answers);
    if (answered.length > 0) {
      const documents = new Set(
        (await findApplicationMedia(db, turn.applicationId, MEDIA_SOURCES)).map((document) => document.id),
      );
      if (answered.some((mediaId) => !documents.has(mediaId))) {
        throw new AppError('BAD_USER_INPUT', NOTE_MESSAGES.attachmentNotUploaded);
      }
    }
    return answers;
  }

  return {
    /** Saves the officer's answers as they stand (spec 3 §4 Save): partly answered, but every answer acceptable. */
    async saveDraft(turn: TTurn, data: string) {
      await saveAnswers(db, turn.stageOfficerId, await acceptableAnswers(turn, data), clock.now());
    },

    /**
     * Before a final submit: the answers sent are saved, and the first level of a stage with a form must have
     * answered every question (spec 3 §5). Saved answers stay even if the submission is refused: nothing lost.
     * Decision: a shortfall sends the file back before the checklist can be finished, so it needs no answers.
     */
    async prepareSubmission(turn: TTurn, data: string | null | undefined, outcome: string) {
      if (data) await saveAnswers(db, turn.stageOfficerId, await acceptableAnswers(turn, data), clock.now());
      if (turn.level !== 'L1' || SENDS_BACK_OUTCOMES.includes(outcome)) return;
      const template = await templateFor(turn);
      if (!template) return;
      const saved = await findAnswers(db, turn.stageOfficerId);
      const unanswered = unansweredQuestions(template.fields, saved?.data);
      if (unanswered.length > 0) throw new AppError('BAD_USER_INPUT', FORM_MESSAGES.submitForms, { unanswered });
      // Issue 53 §4: the form keeps a photo's file name as it is taken; the photo itself must be on the server,
      // taken for this question on this file by this turn's officer.
      const recorded = recordedPhotoQuestions(await findPhotoAnswers(db, turn.applicationId), turn.officerId);
      const [photo] = photoQuestionsNotRecorded(template.fields, saved?.data, recorded);
      if (photo) {
        throw new AppError('BAD_USER_INPUT', ANSWER_MESSAGES.photoNotRecorded(photo.title), {
          field: photo.dbField,
          unanswered: [photo.title],
        });
      }
    },

    /**
     * Spec 1 §7 getQuestionsAndAnswers: the forms of the application with their answers. Commissioner-level
     * roles see every stage; others the stages they work on (spec 3 §6).
     */
    async getQuestionsAndAnswers(officer: TSignedInOfficer, applicationId: number) {
      await requireApplicationAccess(db, officer, applicationId);
      const { application, forms } = await buildForms(applicationId, officer);
      const myStages = new Set(forms.filter((form) => form.officerId === officer.id).map((form) => form.stageId));
      const seesAll = isCommissionerLevel(officer.permissionLevel as TPermissionLevel);
      return {
        finalRemark: application.finalRemark,
        applicationForms: forms.filter((form) => seesAll || myStages.has(form.stageId)).map(presentForm),
      };
    },

    /**
     * Issue 53: the questions of a file's forms by their database field (what a site photo's questionId names),
     * each with its title as the verification form shows it. The file's own templates, the stages it has been
     * through or is at: a photo answers a question of the turn it was taken in.
     */
    async questionTitles(applicationId: number): Promise<ReadonlyMap<string, TQuestionTitle>> {
      const application = await findApplicationKindFacts(db, applicationId);
      if (!application) return new Map();
      const kind = processKindOf(application.type, application.approvalFor);
      const titles = new Map<string, TQuestionTitle>();
      for (const row of await findFormInstances(db, applicationId)) {
        for (const field of everyField(stageTemplate(kind, row.stage)?.fields ?? [])) {
          if (!titles.has(field.dbField))
            titles.set(field.dbField, { title: field.title, titleTe: field.titleTe ?? null });
        }
      }
      return titles;
    },

    /** The first-level answers given on a stage of the application (the inspector's checklist), if any. */
    async firstLevelAnswers(applicationId: number, stageKey: TStageKey) {
      const instances = await findFormInstances(db, applicationId);
      const first = instances.findLast(
        (row) => row.stage.stageKey === stageKey && row.stageOfficer.officerLevel === 'L1',
      );
      return first?.answers?.data ?? null;
    },

    /** Spec 3 §7 "officer form by id": one form instance, for officers who may see its application. */
    async getForm(officer: TSignedInOfficer, formInstanceId: number) {
      const turn = await findTurn(db, formInstanceId);
      if (!turn) throw formNotFound();
      await requireApplicationAccess(db, officer, turn.applicationId, formNotFound);
      const { forms } = await buildForms(turn.applicationId, officer);
      const form = forms.find((candidate) => candidate.id === String(formInstanceId));
      if (!form) throw new AppError('NOT_FOUND', 'No form available for this application');
      return presentForm(form);
    },

    /**
     * Spec 2 §2.8 reviewRemarks: the forwarded forms, split by whether they came before the first show cause or
     * shortfall (beforeShowcase), showing the cards the viewer's role may see; paged.
     */
    async reviewRemarks(officer: TSignedInOfficer, input: { applicationId: number; page: number; perPage: number }) {
      await requireApplicationAccess(db, officer, input.applicationId);
      const { forms } = await buildForms(input.applicationId, officer);
      const sentBackAt = await findFirstSentBackAt(db, input.applicationId, SENT_BACK);
      const cards = forms
        .filter((form) => form.forwardedDate !== null)
        .filter((form) =>
          isReviewCardVisible(officer.permissionLevel, { stage: form.stageKey, officerLevel: form.officerLevel }),
        )
        .map((form) => ({
          ...presentForm(form),
          beforeShowcase: sentBackAt !== null && form.forwardedDate !== null && form.forwardedDate <= sentBackAt,
        }));
      const start = (input.page - 1) * input.perPage;
      return {
        totalCount: cards.length,
        totalPages: Math.ceil(cards.length / input.perPage),
        finalRemarkLabel: finalRemarkLabel(officer.permissionLevel),
        records: cards.slice(start, start + input.perPage),
      };
    },
  };
}

export type TFormsService = ReturnType<typeof createFormsService>;
