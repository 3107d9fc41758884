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
] as const;
export type TFieldType = (typeof FIELD_TYPES)[number];

/** Spec 3 §3: nested children go at most 5 levels deep. */
export const MAX_FIELD_DEPTH = 5;

export type TFormOption = { value: string; questions?: TFormField[] };

export type TFormField = {
  id: string;
  title: string;
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
