import type { TFormField, TFormOption } from './form-field';
import { answerInLanguage } from './answer-display';
import type { TLanguage } from '../i18n/language';

/** A question as the officer reads it: its Telugu on a Telugu screen, its English otherwise (or where none). */
export function fieldTitleIn(field: { title: string; titleTe?: string | null }, language: TLanguage): string {
  return language === 'te' && field.titleTe ? field.titleTe : field.title;
}

/** A question's help, in the officer's language; null where the question has none. */
export function fieldHelpIn(field: Pick<TFormField, 'help' | 'helpTe'>, language: TLanguage): string | null {
  if (!field.help) return null;
  return language === 'te' && field.helpTe ? field.helpTe : field.help;
}

/** A choice as the officer reads it; the answer stored stays its value. A Yes or No without a label is the console's. */
export function optionLabelIn(option: Pick<TFormOption, 'value' | 'labelTe'>, language: TLanguage): string {
  if (language !== 'te') return option.value;
  return option.labelTe ?? answerInLanguage(option.value, language);
}

/**
 * A stored answer to a choice question in the officer's language: the label of the option it names (several,
 * comma-joined, for a multiple choice). Any other answer is what the officer typed, shown as it is.
 */
export function choiceAnswerIn(field: Pick<TFormField, 'options'>, answer: string, language: TLanguage): string {
  if (language !== 'te' || !field.options?.length) return answer;
  const option = field.options.find((candidate) => candidate.value === answer);
  return option ? optionLabelIn(option, language) : answerInLanguage(answer, language);
}

/**
 * A stored answer with its choices read by their labels, for a list of answers to show: a choice or a list of
 * choices becomes their labels in the officer's language; anything else (text, a table, a document) is as stored.
 */
export function answerWithLabels(field: Pick<TFormField, 'options'>, answer: unknown, language: TLanguage): unknown {
  if (language !== 'te' || !field.options?.length) return answer;
  if (typeof answer === 'string') return choiceAnswerIn(field, answer, language);
  if (Array.isArray(answer) && answer.every((item) => typeof item === 'string')) {
    return answer.map((item: string) => choiceAnswerIn(field, item, language));
  }
  return answer;
}

const TELUGU_LETTER = /[\u0C00-\u0C7F]/;
/** Acronyms officers say as they are (NMA, SEIAA): such a choice needs no Telugu script. */
const ACRONYM_ONLY = /^[A-Z0-9]{2,}( [A-Z0-9]{2,})*$/;
const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).sort().join(' ');

export type TTemplateLanguageProblem = {
  /** The question's id (an option's question for an option). */
  fieldId: string;
  part: 'question' | 'option' | 'help';
  english: string;
  problem: 'no Telugu' | 'not Telugu script' | 'numbers differ';
};

function teluguProblem(english: string, telugu: string | undefined): TTemplateLanguageProblem['problem'] | null {
  if (!telugu?.trim()) return 'no Telugu';
  if (!TELUGU_LETTER.test(telugu) && !ACRONYM_ONLY.test(english)) return 'not Telugu script';
  // A distance, an area or a section number read wrong in one language is a wrong checklist.
  if (numbersIn(english) !== numbersIn(telugu)) return 'numbers differ';
  return null;
}

/**
 * Issue 55: every question, choice and help text of a form template carries its Telugu beside its English, in
 * Telugu script (acronyms apart), with the same numbers. Returns what does not, in form order, down every
 * follow-up and table row; an empty list is a bilingual template.
 */
export function templateLanguageProblems(template: { fields: readonly TFormField[] }): TTemplateLanguageProblem[] {
  return template.fields.flatMap((field): TTemplateLanguageProblem[] => {
    const problems: TTemplateLanguageProblem[] = [];
    const check = (part: TTemplateLanguageProblem['part'], english: string, telugu: string | undefined) => {
      const problem = teluguProblem(english, telugu);
      if (problem) problems.push({ fieldId: field.id, part, english, problem });
    };
    check('question', field.title, field.titleTe);
    if (field.help) check('help', field.help, field.helpTe);
    for (const option of field.options ?? []) check('option', option.value, option.labelTe);
    const nested = [...(field.children ?? []), ...(field.options ?? []).flatMap((option) => option.questions ?? [])];
    return [...problems, ...templateLanguageProblems({ fields: nested })];
  });
}
