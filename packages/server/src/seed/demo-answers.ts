import { followingQuestions, type TFormAnswers, type TFormField } from '@anumati/domain';
import { FORM_TEMPLATES } from '../modules/forms/form-templates';

function sampleAnswer(field: TFormField): unknown {
  if (field.fieldType === 'boolean') return 'Yes';
  if (field.options?.length) return field.options[0]?.value;
  if (field.fieldType === 'FILE') return 'uploads/site-photo.jpg';
  if (field.fieldType === 'TABLE') return [{ item: 'Building permit fee', verified: 'Yes' }];
  return 'Checked on site';
}

/** Answers to every question a form asks, as an officer who checked everything would give them. */
export function completeAnswers(fields: readonly TFormField[]): TFormAnswers {
  const answers: TFormAnswers = {};
  for (const field of fields) {
    // A table with rows is answered row by row; one without rows takes its entries as the answer.
    const parent = field.fieldType === 'TABLE' && field.children?.length ? undefined : sampleAnswer(field);
    const following = followingQuestions(field, parent);
    answers[field.dbField] = {
      ...(parent === undefined ? {} : { parent_answer: parent }),
      ...(following.length > 0 ? { child_answers: completeAnswers(following) } : {}),
    };
  }
  return answers;
}

/** Complete answers for every form there is, JSON-encoded as the console sends them (for tests). */
export const ALL_FORMS_ANSWERED = JSON.stringify(
  Object.assign({}, ...[...FORM_TEMPLATES.values()].map((template) => completeAnswers(template.fields))),
);
