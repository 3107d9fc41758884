import { describe, expect, it } from 'vitest';
import type { TFormField } from './form-field';
import {
  answerWithLabels,
  choiceAnswerIn,
  fieldHelpIn,
  fieldTitleIn,
  optionLabelIn,
  templateLanguageProblems,
} from './form-language';
import { PLATFORM_QUESTIONS_TE, platformQuestionTe } from './platform-questions';

const bilingual: TFormField = {
  id: 'SITE#1',
  title: 'Is the site within 30 m (100 ft) of a railway boundary?',
  titleTe: 'స్థలం రైల్వే సరిహద్దు నుండి 30 మీ. (100 అడుగుల) లోపు ఉన్నదా?',
  fieldType: 'boolean',
  order: 1,
  dbField: 'railway',
  options: [
    {
      value: 'Yes',
      labelTe: 'అవును',
      questions: [
        {
          id: 'SITE#1.1',
          title: 'Upload clearance / NOC from the Railway authority',
          titleTe: 'రైల్వే అధికార సంస్థ నుండి పొందిన క్లియరెన్స్ / NOC అప్‌లోడ్ చేయండి',
          fieldType: 'FILE',
          order: 1,
          dbField: 'railway_noc',
        },
      ],
    },
    { value: 'No', labelTe: 'కాదు' },
  ],
};

describe('templateLanguageProblems', () => {
  it('finds nothing in a template whose every question and choice has its Telugu', () => {
    expect(templateLanguageProblems({ fields: [bilingual] })).toEqual([]);
  });

  it('names a follow-up, a choice and a help text without Telugu, down the tree', () => {
    const [yes, no] = bilingual.options ?? [];
    const followUp = { ...yes?.questions?.[0], titleTe: undefined } as TFormField;
    const field: TFormField = {
      ...bilingual,
      help: 'Measured from the railway boundary',
      options: [{ value: 'Yes', labelTe: 'అవును', questions: [followUp] }, { value: no?.value ?? 'No' }],
    };
    expect(templateLanguageProblems({ fields: [field] })).toEqual([
      { fieldId: 'SITE#1', part: 'help', english: 'Measured from the railway boundary', problem: 'no Telugu' },
      { fieldId: 'SITE#1', part: 'option', english: 'No', problem: 'no Telugu' },
      {
        fieldId: 'SITE#1.1',
        part: 'question',
        english: 'Upload clearance / NOC from the Railway authority',
        problem: 'no Telugu',
      },
    ]);
  });

  it('refuses Telugu that is English again, or whose numbers differ; an acronym may stay as it is', () => {
    const field: TFormField = {
      ...bilingual,
      titleTe: 'స్థలం రైల్వే సరిహద్దు నుండి 50 మీ. (100 అడుగుల) లోపు ఉన్నదా?',
      options: [
        { value: 'NMA', labelTe: 'NMA' },
        { value: 'Fire', labelTe: 'Fire' },
      ],
    };
    expect(templateLanguageProblems({ fields: [field] }).map(({ english, problem }) => [english, problem])).toEqual([
      [bilingual.title, 'numbers differ'],
      ['Fire', 'not Telugu script'],
    ]);
  });
});

describe('a question in the officer language', () => {
  it('reads the Telugu on a Telugu screen and the English otherwise', () => {
    expect(fieldTitleIn(bilingual, 'te')).toBe(bilingual.titleTe);
    expect(fieldTitleIn(bilingual, 'en')).toBe(bilingual.title);
    expect(fieldTitleIn({ title: 'Only English' }, 'te')).toBe('Only English');
  });

  it('reads a help text, or none', () => {
    expect(fieldHelpIn({ help: 'In metres', helpTe: 'మీటర్లలో' }, 'te')).toBe('మీటర్లలో');
    expect(fieldHelpIn({ help: 'In metres', helpTe: 'మీటర్లలో' }, 'en')).toBe('In metres');
    expect(fieldHelpIn({}, 'te')).toBeNull();
  });

  it('labels a choice, keeps its value, and reads a chosen answer by its label', () => {
    const field = { options: [{ value: 'Vacant', labelTe: 'ఖాళీ స్థలం' }, { value: 'Yes' }] };
    expect(optionLabelIn({ value: 'Vacant', labelTe: 'ఖాళీ స్థలం' }, 'te')).toBe('ఖాళీ స్థలం');
    expect(optionLabelIn({ value: 'Yes' }, 'te')).toBe('అవును');
    expect(optionLabelIn({ value: 'Vacant', labelTe: 'ఖాళీ స్థలం' }, 'en')).toBe('Vacant');
    expect(choiceAnswerIn(field, 'Vacant', 'te')).toBe('ఖాళీ స్థలం');
    expect(choiceAnswerIn(field, 'Vacant', 'en')).toBe('Vacant');
    // Text the officer typed is not a choice: it stays as typed.
    expect(choiceAnswerIn(field, 'Two old sheds', 'te')).toBe('Two old sheds');
    expect(answerWithLabels(field, ['Vacant', 'Yes'], 'te')).toEqual(['ఖాళీ స్థలం', 'అవును']);
    expect(answerWithLabels(field, [{ item: 'Vacant', verified: 'Yes' }], 'te')).toEqual([
      { item: 'Vacant', verified: 'Yes' },
    ]);
    expect(answerWithLabels(field, 'Vacant', 'en')).toBe('Vacant');
  });
});

describe('platformQuestionTe', () => {
  it('renders a known platform question, and a vicinity question at any distance', () => {
    expect(platformQuestionTe('Is the plot under any litigation?')).toBe('ప్లాట్‌పై ఏదైనా వ్యాజ్యం ఉన్నదా?');
    expect(platformQuestionTe('Is the site within 30 m of: Railway boundary?')).toBe(
      'రైల్వే సరిహద్దు: స్థలం 30 మీ. లోపు ఉన్నదా?',
    );
  });

  it('leaves a question it does not know to its English (null), never a guess', () => {
    expect(platformQuestionTe('Is the site near a school?')).toBeNull();
    expect(platformQuestionTe('Is the site within 30 m of: A school?')).toBeNull();
  });

  it('keeps the numbers of every rendering, in Telugu script', () => {
    for (const [english, telugu] of Object.entries(PLATFORM_QUESTIONS_TE)) {
      expect(telugu, english).toMatch(/[\u0C00-\u0C7F]/);
      expect((telugu.match(/\d+/g) ?? []).sort(), english).toEqual((english.match(/\d+/g) ?? []).sort());
    }
  });
});
