import { describe, expect, it } from 'vitest';
import {
  ANSWER_MESSAGES,
  answerProblems,
  photoQuestionsNotRecorded,
  recordedPhotoQuestions,
  type TFormField,
  unansweredQuestions,
} from './form-field';

const front: TFormField = {
  id: 'p1',
  title: 'Photo of the front of the plot',
  fieldType: 'PHOTO',
  order: 2,
  dbField: 'front',
};
const crack: TFormField = { id: 'p2', title: 'Photo of the crack', fieldType: 'PHOTO', order: 1, dbField: 'crack' };
const fields: TFormField[] = [
  front,
  {
    id: 'q1',
    title: 'Is the wall cracked?',
    fieldType: 'boolean',
    order: 1,
    dbField: 'cracked',
    options: [{ value: 'Yes', questions: [crack] }, { value: 'No' }],
  },
];

describe('recordedPhotoQuestions (issue 53 §4: photos by this turn’s officer)', () => {
  it.each([
    {
      name: 'the officer’s photo for a question counts',
      photos: [{ questionId: 'front', officerId: 7 }],
      expected: ['front'],
    },
    { name: 'another officer’s photo does not', photos: [{ questionId: 'front', officerId: 8 }], expected: [] },
    {
      name: 'a photo taken apart from the form answers nothing',
      photos: [{ questionId: null, officerId: 7 }],
      expected: [],
    },
  ])('$name', ({ photos, expected }) => {
    expect([...recordedPhotoQuestions(photos, 7)]).toEqual(expected);
  });
});

describe('photoQuestionsNotRecorded (issue 53 §4: a required photo blocks the submit)', () => {
  it('names the photo questions shown whose photo is not on the server, follow-ups of a choice taken included', () => {
    const answers = { cracked: { parent_answer: 'Yes' } };
    expect(photoQuestionsNotRecorded(fields, answers, new Set()).map((field) => field.dbField)).toEqual([
      'crack',
      'front',
    ]);
    expect(photoQuestionsNotRecorded(fields, answers, new Set(['crack', 'front']))).toEqual([]);
  });

  it('asks no photo of a follow-up not shown', () => {
    const answers = { cracked: { parent_answer: 'No' } };
    expect(photoQuestionsNotRecorded(fields, answers, new Set(['front']))).toEqual([]);
  });

  it('keeps a photo question unanswered in the form until the photo is taken, like any required answer', () => {
    expect(unansweredQuestions([front], {})).toEqual(['Photo of the front of the plot']);
    expect(unansweredQuestions([front], { front: { parent_answer: 'site-photo-20261206-101500.jpg' } })).toEqual([]);
  });

  it('refuses a photo answer that is not the photo’s file name', () => {
    expect(answerProblems([front], { front: { parent_answer: { bytes: 1 } } })).toEqual([
      { dbField: 'front', message: ANSWER_MESSAGES.notAPhoto('Photo of the front of the plot') },
    ]);
  });
});
