import { followingQuestions, type TFieldType, type TFormAnswers, type TFormField } from '@anumati/domain';
import { FORM_TEMPLATES } from '../modules/forms/form-templates';

const LIST_TYPES: readonly TFieldType[] = ['DROP_DOWN_MULTI_SELECT', 'MULTI_SELECT', 'CHECKBOX'];

function sampleAnswer(field: TFormField, fileAnswer: string): unknown {
  if (field.fieldType === 'boolean') return 'Yes';
  const [first] = field.options ?? [];
  if (first) return LIST_TYPES.includes(field.fieldType) ? [first.value] : first.value;
  if (field.fieldType === 'FILE') return fileAnswer;
  if (field.fieldType === 'TABLE') return [{ item: 'Building permit fee', verified: 'Yes' }];
  return 'Checked on site';
}

/**
 * Answers to every question a form asks, as an officer who checked everything would give them; file questions
 * take the answer given (a stored document of the application, `media:<id>`).
 */
export function completeAnswers(fields: readonly TFormField[], fileAnswer: string): TFormAnswers {
  const answers: TFormAnswers = {};
  for (const field of fields) {
    // Decision: a photo is a recorded field photo (issue 53 §4), which the engine's turns do not take: the demo's
    // "Take photo" questions stay unanswered; a few files get their photos recorded after the engine has moved
    // them (demo-field-records.ts), tests that submit record photos (testing/form-answers.ts).
    if (field.fieldType === 'PHOTO') continue;
    // A table with rows is answered row by row; one without rows takes its entries as the answer.
    const parent = field.fieldType === 'TABLE' && field.children?.length ? undefined : sampleAnswer(field, fileAnswer);
    const following = followingQuestions(field, parent);
    answers[field.dbField] = {
      ...(parent === undefined ? {} : { parent_answer: parent }),
      ...(following.length > 0 ? { child_answers: completeAnswers(following, fileAnswer) } : {}),
    };
  }
  return answers;
}

/** Complete answers for every form there is, JSON-encoded as the console sends them. */
export function allFormsAnswered(fileAnswer: string): string {
  return JSON.stringify(
    Object.assign({}, ...[...FORM_TEMPLATES.values()].map((template) => completeAnswers(template.fields, fileAnswer))),
  );
}
