import {
  answerInLanguage,
  CONSTRUCTION_STARTED_DB_FIELD,
  FIELD_TYPES,
  FORM_TEMPLATE_KEYS,
  LINE_DEPARTMENTS,
  lineDepartmentLabel,
  type TFieldType,
  type TFormField,
  type TFormTemplateKey,
} from '@anumati/domain';
import checklists from './data/verification-checklists.json' with { type: 'json' };

/** A checklist question as the data file holds it: its English, and its Telugu beside it (issue 55). */
type TChecklistQuestion = {
  question: string;
  questionTe?: string;
  fieldType: string;
  options?: string[];
  /** The options in Telugu, in the same order. */
  optionsTe?: string[];
  followUps?: { when: string; question: string; questionTe?: string; fieldType: string }[];
  source?: string;
  unverified?: boolean;
};

export type TFormTemplate = { key: TFormTemplateKey; title: string; fields: TFormField[]; sources: string[] };

/** Questions some rule reads by name keep a fixed database field, whatever their wording becomes. */
const NAMED_FIELDS: Record<string, string> = {
  'Is construction already started / existing structure on site?': CONSTRUCTION_STARTED_DB_FIELD,
};

/** A stable database field name from a question: the slug of its words, kept short. */
function dbFieldOf(question: string, used: Set<string>): string {
  const named = NAMED_FIELDS[question];
  if (named) {
    used.add(named);
    return named;
  }
  const base = question
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 48);
  let name = base;
  for (let suffix = 2; used.has(name); suffix += 1) name = `${base}_${suffix}`;
  used.add(name);
  return name;
}

/** A choice's Telugu: the data file's, or for a yes/no question the console's అవును and కాదు. */
function optionLabelTe(fieldType: TFieldType, value: string, telugu: string | undefined): { labelTe?: string } {
  if (telugu) return { labelTe: telugu };
  return fieldType === 'boolean' ? { labelTe: answerInLanguage(value, 'te') } : {};
}

function fieldTypeOf(type: string): TFieldType {
  return (FIELD_TYPES as readonly string[]).includes(type) ? (type as TFieldType) : 'TEXT_SHORT';
}

/**
 * The reference checklists (copied from the project's shared data, sources kept) as form field trees: yes/no
 * questions get Yes and No options, follow-ups hang on the option that asks them, and a table's rows become
 * its children.
 */
function toFields(key: string, questions: TChecklistQuestion[]): TFormField[] {
  const used = new Set<string>();
  return questions.map((question, index) => {
    const id = `${key}#${index + 1}`;
    const fieldType = fieldTypeOf(question.fieldType);
    const followUps = question.followUps ?? [];
    const optionValues =
      fieldType === 'boolean' ? ['Yes', 'No'] : fieldType === 'TABLE' ? [] : (question.options ?? []);
    const field: TFormField = {
      id,
      title: question.question,
      ...(question.questionTe ? { titleTe: question.questionTe } : {}),
      fieldType,
      order: index + 1,
      dbField: dbFieldOf(question.question, used),
    };
    if (optionValues.length > 0) {
      field.options = optionValues.map((value, optionIndex) => ({
        value,
        ...optionLabelTe(fieldType, value, question.optionsTe?.[optionIndex]),
        questions: followUps
          .filter((followUp) => followUp.when === value)
          .map((followUp, followIndex) => ({
            id: `${id}.${followIndex + 1}`,
            title: followUp.question,
            ...(followUp.questionTe ? { titleTe: followUp.questionTe } : {}),
            fieldType: fieldTypeOf(followUp.fieldType),
            order: followIndex + 1,
            dbField: dbFieldOf(followUp.question, used),
          })),
      }));
    }
    if (fieldType === 'TABLE' && question.options?.length) {
      field.children = question.options.map((row, rowIndex) => ({
        id: `${id}.${rowIndex + 1}`,
        title: row,
        ...(question.optionsTe?.[rowIndex] ? { titleTe: question.optionsTe[rowIndex] } : {}),
        fieldType: 'TEXT_SHORT',
        order: rowIndex + 1,
        dbField: dbFieldOf(row, used),
      }));
    }
    return field;
  });
}

const stages = checklists.stages as Record<string, TChecklistQuestion[]>;

/**
 * Spec 3 §4: the technical form's requires_noc question; when it is Yes the officer names the NOC departments,
 * which go with the submission (LINE_VERIFICATION).
 */
const REQUIRES_NOC: TFormField = {
  id: 'TECHNICAL VERIFICATION#requires_noc',
  title: 'Does the proposal require NOCs from line departments?',
  titleTe: 'ప్రతిపాదనకు లైన్ శాఖల నుండి NOCలు అవసరమా?',
  fieldType: 'boolean',
  order: 1000,
  dbField: 'requires_noc',
  options: [
    {
      value: 'Yes',
      labelTe: answerInLanguage('Yes', 'te'),
      questions: [
        {
          id: 'TECHNICAL VERIFICATION#requires_noc.1',
          title: 'NOC departments',
          titleTe: 'NOC ఇవ్వవలసిన శాఖలు',
          fieldType: 'DROP_DOWN_MULTI_SELECT',
          order: 1,
          dbField: 'noc_departments',
          options: LINE_DEPARTMENTS.map((value) => ({ value, labelTe: lineDepartmentLabel(value, 'te') })),
        },
      ],
    },
    { value: 'No', labelTe: answerInLanguage('No', 'te') },
  ],
};

export const FORM_TEMPLATES: ReadonlyMap<TFormTemplateKey, TFormTemplate> = new Map(
  FORM_TEMPLATE_KEYS.map((key) => {
    const questions = stages[key] ?? [];
    const fields = toFields(key, questions);
    return [
      key,
      {
        key,
        title: key.charAt(0) + key.slice(1).toLowerCase(),
        fields: key === 'TECHNICAL VERIFICATION' ? [...fields, REQUIRES_NOC] : fields,
        sources: [...new Set(questions.flatMap((question) => (question.source ? [question.source] : [])))],
      },
    ];
  }),
);
