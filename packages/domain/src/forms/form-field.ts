import { documentIdOfAnswer } from '../documents/document-answer';
/** Field types of the stage forms (spec 3 §3, DESIGN §4). */
export const FIELD_TYPES = [
  'TABLE',
  'CHECKBOX',
  'TEXT_LONG',
  'TEXT_SHORT',
  'DROP_DOWN',
  'DROP_DOWN_MULTI_SELECT',
  'FILE',
  'MULTI_SELECT',
  'boolean',
  /** Issue 53 §4: a "Take photo" answer, taken on site with the phone's camera and position (see photoQuestionsNotRecorded). */
  'PHOTO',
] as const;
export type TFieldType = (typeof FIELD_TYPES)[number];

/** Spec 3 §3: nested children go at most 5 levels deep. */
export const MAX_FIELD_DEPTH = 5;

/**
 * A choice: its value is what the answer stores (English, as the spec's forms send it); labelTe is how a Telugu
 * screen reads it (issue 55).
 */
export type TFormOption = { value: string; labelTe?: string; questions?: TFormField[] };

export type TFormField = {
  id: string;
  title: string;
  /** The question in Telugu, kept beside its English (issue 55); the answer stays as the officer typed it. */
  titleTe?: string;
  /** A note that helps the officer answer the question, in English and in Telugu. */
  help?: string;
  helpTe?: string;
  fieldType: TFieldType;
  order: number;
  dbField: string;
  category?: 'shortfall';
  defaultValue?: string;
  /** Choices; a choice's questions follow when the answer is that choice. */
  options?: TFormOption[];
  /** Parts of the field that are always asked (a table's rows). */
  children?: TFormField[];
};

/** An answer entry: parent_answer per dbField, with the answers of its follow-ups and children. */
export type TAnswerEntry = { parent_answer?: unknown; child_answers?: TFormAnswers };
export type TFormAnswers = Record<string, TAnswerEntry>;

/** Spec 3 §3: what an officer may do with a form's answers: view once submitted, edit while the turn is open. */
export const FORM_ANSWER_ACTIONS = ['view', 'edit'] as const;
export type TFormAnswerAction = (typeof FORM_ANSWER_ACTIONS)[number];

/** The answers of a yes/no question are Yes and No (true and false are read the same). */
export const YES_NO = ['Yes', 'No'] as const;

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

function chosen(answer: unknown): string[] {
  if (answer === true) return ['Yes'];
  if (answer === false) return ['No'];
  if (Array.isArray(answer)) return answer.map(String);
  return [String(answer)];
}

/** The questions that follow from an answer: children always, an option's questions when it is chosen. */
export function followingQuestions(field: TFormField, answer: unknown): TFormField[] {
  const picked = chosen(answer);
  const optionQuestions = (field.options ?? [])
    .filter((option) => picked.includes(option.value))
    .flatMap((option) => option.questions ?? []);
  return [...(field.children ?? []), ...optionQuestions];
}

/**
 * Spec 3 §5: before a final submit every question shown needs a non-empty parent_answer. Returns the questions
 * still unanswered, in form order; follow-ups of a choice not taken are not asked (stale answers to them do not
 * count).
 */
export function unansweredFields(fields: readonly TFormField[], answers: TFormAnswers | undefined): TFormField[] {
  const missing: TFormField[] = [];
  for (const field of [...fields].sort((a, b) => a.order - b.order)) {
    const entry = answers?.[field.dbField];
    if (isEmpty(entry?.parent_answer) && !(field.children?.length && field.fieldType === 'TABLE')) {
      missing.push(field);
      continue;
    }
    missing.push(...unansweredFields(followingQuestions(field, entry?.parent_answer), entry?.child_answers));
  }
  return missing;
}

/** The titles of the questions still unanswered (see unansweredFields). */
export function unansweredQuestions(fields: readonly TFormField[], answers: TFormAnswers | undefined): string[] {
  return unansweredFields(fields, answers).map((field) => field.title);
}

/** Every question of a form, each followed by its nested ones (a table's rows, every choice's follow-ups). */
export function everyField(fields: readonly TFormField[]): TFormField[] {
  return fields.flatMap((field) => [
    field,
    ...everyField([...(field.children ?? []), ...(field.options ?? []).flatMap((option) => option.questions ?? [])]),
  ]);
}

/** How deep a field tree goes (a field alone is 1). */
export function fieldDepth(fields: readonly TFormField[]): number {
  return fields.reduce((deepest, field) => {
    const nested = [...(field.children ?? []), ...(field.options ?? []).flatMap((option) => option.questions ?? [])];
    return Math.max(deepest, 1 + fieldDepth(nested));
  }, 0);
}

/**
 * A new answer to a question (spec 3 §4): follow-ups that no longer follow lose their answers, so a stale child
 * answer never survives a changed parent.
 */
export function changeAnswer(field: TFormField, entry: TAnswerEntry | undefined, value: unknown): TAnswerEntry {
  const kept = new Set(followingQuestions(field, value).map((question) => question.dbField));
  const children = Object.fromEntries(
    Object.entries(entry?.child_answers ?? {}).filter(([dbField]) => kept.has(dbField)),
  );
  return { parent_answer: value, ...(Object.keys(children).length > 0 ? { child_answers: children } : {}) };
}

/** Longest text answer the server keeps: a page of findings, no more. */
export const MAX_TEXT_ANSWER_LENGTH = 5000;

/** Why an answer was refused, said as the officer reads the question. */
export const ANSWER_MESSAGES = {
  notAChoice: (title: string) => `The answer to "${title}" is not one of its choices`,
  notText: (title: string) => `The answer to "${title}" must be text of at most ${MAX_TEXT_ANSWER_LENGTH} characters`,
  notADocument: (title: string) => `The answer to "${title}" must be a document uploaded for this application`,
  notRows: (title: string) => `The rows of "${title}" must each have an item and Yes or No`,
  notAPhoto: (title: string) => `The answer to "${title}" must be a photo taken with Take photo`,
  photoNotRecorded: (title: string) =>
    `The photo for "${title}" has not reached the server: take it on site with Take photo and send it first`,
} as const;

export const ANSWER_MESSAGES_TE: Record<keyof typeof ANSWER_MESSAGES, (title: string) => string> = {
  notAChoice: (title) => `"${title}" కు ఇచ్చిన సమాధానం దాని ఎంపికలలో ఒకటి కాదు`,
  notText: (title) => `"${title}" కు సమాధానం గరిష్ఠంగా ${MAX_TEXT_ANSWER_LENGTH} అక్షరాల పాఠ్యం అయి ఉండాలి`,
  notADocument: (title) => `"${title}" కు సమాధానం ఈ దరఖాస్తుకు అప్‌లోడ్ చేసిన పత్రం అయి ఉండాలి`,
  notRows: (title) => `"${title}" లోని ప్రతి వరుసలో ఒక అంశం మరియు అవును లేదా కాదు ఉండాలి`,
  notAPhoto: (title) => `"${title}" కు సమాధానం ఫోటో తీయండి ద్వారా తీసిన ఫోటో అయి ఉండాలి`,
  photoNotRecorded: (title) => `"${title}" కోసం తీసిన ఫోటో ఇంకా సర్వర్‌కు చేరలేదు: స్థలంలో ఫోటో తీయండి ద్వారా తీసి ముందుగా పంపండి`,
};

export type TAnswerProblem = { dbField: string; message: string };

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT_ANSWER_LENGTH;

function isChoice(field: TFormField, value: unknown, fallback: readonly string[]): boolean {
  const choices = field.options?.length ? field.options.map((option) => option.value) : fallback;
  if (typeof value === 'boolean') return choices.includes(value ? 'Yes' : 'No');
  return typeof value === 'string' && (choices.length === 0 || choices.includes(value));
}

const isRow = (row: unknown): boolean =>
  typeof row === 'object' &&
  row !== null &&
  isText((row as Record<string, unknown>).item) &&
  ['Yes', 'No', ''].includes(String((row as Record<string, unknown>).verified));

/** The problem of one non-empty answer by its field's type (spec 3 §3), or null. */
function answerProblem(field: TFormField, value: unknown): string | null {
  switch (field.fieldType) {
    case 'boolean':
      return isChoice(field, value, YES_NO) ? null : ANSWER_MESSAGES.notAChoice(field.title);
    case 'DROP_DOWN':
      return isChoice(field, value, []) ? null : ANSWER_MESSAGES.notAChoice(field.title);
    case 'DROP_DOWN_MULTI_SELECT':
    case 'MULTI_SELECT':
    case 'CHECKBOX': {
      if (!field.options?.length)
        return isChoice(field, value, YES_NO) ? null : ANSWER_MESSAGES.notAChoice(field.title);
      const isList = Array.isArray(value) && value.every((item) => isChoice(field, item, []));
      return isList ? null : ANSWER_MESSAGES.notAChoice(field.title);
    }
    case 'TEXT_SHORT':
    case 'TEXT_LONG':
      return isText(value) ? null : ANSWER_MESSAGES.notText(field.title);
    case 'FILE':
      return documentIdOfAnswer(value) ? null : ANSWER_MESSAGES.notADocument(field.title);
    case 'PHOTO':
      // The form keeps the photo's file name; the photo itself is the recorded field photo (photoQuestionsNotRecorded).
      return isText(value) ? null : ANSWER_MESSAGES.notAPhoto(field.title);
    case 'TABLE':
      if (field.children?.length) return null;
      return Array.isArray(value) && value.every(isRow) ? null : ANSWER_MESSAGES.notRows(field.title);
  }
}

/**
 * Answers that their questions cannot take (spec 3 §3): a yes/no or a choice outside its options, text that is
 * not text, a file answer that is not a stored document, table rows of another shape. Empty answers are left to
 * unansweredFields (a draft may be partly answered); follow-ups are checked where they follow.
 */
export function answerProblems(fields: readonly TFormField[], answers: TFormAnswers | undefined): TAnswerProblem[] {
  const problems: TAnswerProblem[] = [];
  for (const field of [...fields].sort((a, b) => a.order - b.order)) {
    const entry = answers?.[field.dbField];
    if (!isEmpty(entry?.parent_answer)) {
      const message = answerProblem(field, entry?.parent_answer);
      if (message) problems.push({ dbField: field.dbField, message });
    }
    problems.push(...answerProblems(followingQuestions(field, entry?.parent_answer), entry?.child_answers));
  }
  return problems;
}

/** The stored documents the shown answers point to (FILE questions), to check they belong to the application. */
export function answeredDocumentIds(fields: readonly TFormField[], answers: TFormAnswers | undefined): number[] {
  return fields.flatMap((field) => {
    const entry = answers?.[field.dbField];
    const id = field.fieldType === 'FILE' ? documentIdOfAnswer(entry?.parent_answer) : null;
    return [
      ...(id ? [Number(id)] : []),
      ...answeredDocumentIds(followingQuestions(field, entry?.parent_answer), entry?.child_answers),
    ];
  });
}

/**
 * Issue 53 §4: the questions a photo answers whose photo counts for a submit — those recorded on this file by the
 * officer whose turn it is (another officer's photo, or another file's, answers nothing here).
 */
export function recordedPhotoQuestions(
  photos: readonly { questionId: string | null; officerId: number }[],
  officerId: number,
): Set<string> {
  return new Set(
    photos.flatMap((photo) => (photo.officerId === officerId && photo.questionId ? [photo.questionId] : [])),
  );
}

/**
 * Issue 53 §4: a "Take photo" question is answered by the photo itself, recorded on the server with its position,
 * not by the file name the form keeps while the photo is on its way. Returns the photo questions shown (follow-ups of
 * choices taken included) whose photo is not recorded, in form order: a submit is refused while there are any.
 */
export function photoQuestionsNotRecorded(
  fields: readonly TFormField[],
  answers: TFormAnswers | undefined,
  recorded: ReadonlySet<string>,
): TFormField[] {
  return [...fields]
    .sort((a, b) => a.order - b.order)
    .flatMap((field) => {
      const entry = answers?.[field.dbField];
      const isMissing = field.fieldType === 'PHOTO' && !recorded.has(field.dbField);
      return [
        ...(isMissing ? [field] : []),
        ...photoQuestionsNotRecorded(followingQuestions(field, entry?.parent_answer), entry?.child_answers, recorded),
      ];
    });
}
