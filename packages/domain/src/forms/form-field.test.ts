import { describe, expect, it } from 'vitest';
import {
  ANSWER_MESSAGES,
  answeredDocumentIds,
  answerProblems,
  changeAnswer,
  everyField,
  fieldDepth,
  followingQuestions,
  MAX_TEXT_ANSWER_LENGTH,
  type TFormField,
  unansweredQuestions,
} from './form-field';
import {
  CONSTRUCTION_STARTED_DB_FIELD,
  FORM_TEMPLATE_TITLES_TE,
  formTemplateKeyFor,
  formTitle,
  formTitleIn,
  isRefundEligible,
} from './form-template';
import { officerLevelLabel, stageNameLabel } from '../workflow/stage';

const mismatch: TFormField = {
  id: 'q1a',
  title: 'Describe the mismatch',
  fieldType: 'TEXT_LONG',
  order: 1,
  dbField: 'mismatch',
};
const fields: TFormField[] = [
  {
    id: 'q1',
    title: 'Does the site match the plan?',
    fieldType: 'boolean',
    order: 1,
    dbField: 'site_matches_plan',
    options: [{ value: 'Yes' }, { value: 'No', questions: [mismatch] }],
  },
  {
    id: 'q2',
    title: 'Setbacks on ground',
    fieldType: 'TABLE',
    order: 2,
    dbField: 'setbacks',
    children: [
      { id: 'q2a', title: 'Front (m)', fieldType: 'TEXT_SHORT', order: 1, dbField: 'front' },
      { id: 'q2b', title: 'Rear (m)', fieldType: 'TEXT_SHORT', order: 2, dbField: 'rear' },
    ],
  },
];

describe('unansweredQuestions (spec 3 §5)', () => {
  it('lists every question without an answer, in order, table rows included', () => {
    expect(unansweredQuestions(fields, {})).toEqual(['Does the site match the plan?', 'Front (m)', 'Rear (m)']);
  });

  it('asks the follow-up only for the choice that leads to it, and reads false as No', () => {
    const table = { setbacks: { child_answers: { front: { parent_answer: '3' }, rear: { parent_answer: '1.5' } } } };
    expect(unansweredQuestions(fields, { site_matches_plan: { parent_answer: 'Yes' }, ...table })).toEqual([]);
    expect(unansweredQuestions(fields, { site_matches_plan: { parent_answer: false }, ...table })).toEqual([
      'Describe the mismatch',
    ]);
    expect(
      unansweredQuestions(fields, {
        site_matches_plan: {
          parent_answer: 'No',
          child_answers: { mismatch: { parent_answer: 'Plot is 2 m shorter' } },
        },
        ...table,
      }),
    ).toEqual([]);
  });

  it('does not take blanks, empty lists or empty objects for answers', () => {
    const blank = {
      site_matches_plan: { parent_answer: '  ' },
      setbacks: { child_answers: { front: { parent_answer: [] }, rear: { parent_answer: {} } } },
    };
    expect(unansweredQuestions(fields, blank)).toHaveLength(3);
  });
});

describe('field trees', () => {
  it('measures depth through children and option questions', () => {
    expect(fieldDepth(fields)).toBe(2);
    expect(followingQuestions(fields[0] as TFormField, true)).toEqual([]);
  });

  it('lists every question, each before its rows and its choices’ follow-ups', () => {
    expect(everyField(fields).map((field) => field.dbField)).toEqual([
      'site_matches_plan',
      'mismatch',
      'setbacks',
      'front',
      'rear',
    ]);
  });
});

describe('formTemplateKeyFor', () => {
  it.each([
    ['SELF_CERTIFICATION', 'SITE', null, 'SITE VERIFICATION'],
    ['OCCUPANCY', 'SITE', null, 'OCCUPANCY SITE VERIFICATION'],
    ['COMPOUND_WALL', 'SITE', null, 'COMPOUND WALL'],
    ['SINGLE_WINDOW', 'LINE_DEPARTMENT', 'FIRE', 'LINE DEPARTMENT (FIRE)'],
    ['SINGLE_WINDOW', 'LINE_DEPARTMENT', 'POLICE', null],
    ['SINGLE_WINDOW', 'DECISION', null, null],
    ['SINGLE_WINDOW', 'PRE_SCRUTINY', null, 'PRE SCRUTINY'],
    ['SINGLE_WINDOW', 'FEE_VERIFICATION', null, null],
  ] as const)('%s %s %s asks for %s', (kind, stage, department, key) => {
    expect(formTemplateKeyFor(kind, stage, department)).toBe(key);
  });
});

describe('isRefundEligible', () => {
  it.each([
    ['Vacant', true],
    ['Existing old building', true],
    ['Foundation / plinth', false],
    ['Structure up to permitted floors', false],
    [undefined, false],
  ])('construction started answered %s: refund %s', (answer, expected) => {
    const siteAnswers = { [CONSTRUCTION_STARTED_DB_FIELD]: { parent_answer: answer } };
    expect(isRefundEligible('SELF_CERTIFICATION', siteAnswers)).toBe(expected);
  });

  it('refuses a refund when the site was not verified', () => {
    expect(isRefundEligible('REGISTRATION', null)).toBe(false);
  });

  it('refunds only the instant files, whose fee was paid in full on applying', () => {
    const vacant = { [CONSTRUCTION_STARTED_DB_FIELD]: { parent_answer: 'Vacant' } };
    expect(isRefundEligible('REGISTRATION', vacant)).toBe(true);
    for (const kind of ['SINGLE_WINDOW', 'OCCUPANCY', 'LAYOUT'] as const) {
      expect(isRefundEligible(kind, vacant)).toBe(false);
    }
  });
});

describe('changeAnswer', () => {
  const question: TFormField = {
    id: 'q',
    title: 'Does a river exist on the site?',
    fieldType: 'boolean',
    order: 1,
    dbField: 'river',
    options: [
      {
        value: 'Yes',
        questions: [{ id: 'q.1', title: 'Distance (m)', fieldType: 'TEXT_SHORT', order: 1, dbField: 'distance' }],
      },
      { value: 'No' },
    ],
  };

  it('keeps the follow-up answers while the parent answer still asks for them', () => {
    const entry = { parent_answer: 'Yes', child_answers: { distance: { parent_answer: '40' } } };
    expect(changeAnswer(question, entry, 'Yes')).toEqual(entry);
  });

  it('clears stale follow-up answers when the parent answer changes', () => {
    const entry = { parent_answer: 'Yes', child_answers: { distance: { parent_answer: '40' } } };
    expect(changeAnswer(question, entry, 'No')).toEqual({ parent_answer: 'No' });
    expect(changeAnswer(question, undefined, 'Yes')).toEqual({ parent_answer: 'Yes' });
  });
});

describe('formTitle', () => {
  it.each([
    ['SITE', 'SITE VERIFICATION', 'Site verification', 'L1', 'Site verification (L1)'],
    ['FEE_VERIFICATION', 'FEE_ADJUSTMENTS', null, 'L1', 'Fee verification (L1)'],
    ['DECISION', 'VERIFICATION', null, 'L1', 'Decision (L1)'],
    ['LINE_DEPARTMENT', 'POLICE', null, 'L1', 'POLICE (L1)'],
  ] as const)('%s %s: %s', (stageKey, stageName, templateTitle, level, expected) => {
    expect(formTitle({ stageKey, stageName, templateTitle, level })).toBe(expected);
  });
});

describe('answerProblems (spec 3 §3: an answer its question can take)', () => {
  const more: TFormField[] = [
    ...fields,
    {
      id: 'q3',
      title: 'Road type',
      fieldType: 'DROP_DOWN',
      order: 3,
      dbField: 'road',
      options: [{ value: 'BT' }, { value: 'CC' }],
    },
    {
      id: 'q4',
      title: 'Services seen',
      fieldType: 'MULTI_SELECT',
      order: 4,
      dbField: 'services',
      options: [{ value: 'Water' }, { value: 'Power' }],
    },
    { id: 'q5', title: 'Site photo', fieldType: 'FILE', order: 5, dbField: 'photo' },
    { id: 'q6', title: 'Items checked', fieldType: 'TABLE', order: 6, dbField: 'items' },
  ];
  const good = {
    site_matches_plan: { parent_answer: 'No', child_answers: { mismatch: { parent_answer: 'Plot is 2 m short' } } },
    setbacks: { child_answers: { front: { parent_answer: '3' } } },
    road: { parent_answer: 'CC' },
    services: { parent_answer: ['Water'] },
    photo: { parent_answer: 'media:42' },
    items: { parent_answer: [{ item: 'Sale deed', verified: 'Yes' }] },
  };

  it('takes answers of the right kind, booleans for yes/no, and leaves empty ones to the completeness check', () => {
    expect(answerProblems(more, good)).toEqual([]);
    expect(answerProblems(more, { ...good, site_matches_plan: { parent_answer: true } })).toEqual([]);
    expect(answerProblems(more, {})).toEqual([]);
  });

  it.each([
    ['site_matches_plan', 'banana', 'The answer to "Does the site match the plan?" is not one of its choices'],
    ['road', 'banana', 'The answer to "Road type" is not one of its choices'],
    ['services', ['Water', 'banana'], 'The answer to "Services seen" is not one of its choices'],
    ['services', 'Water', 'The answer to "Services seen" is not one of its choices'],
    [
      'photo',
      'https://evil.example/x.pdf',
      'The answer to "Site photo" must be a document uploaded for this application',
    ],
    [
      'items',
      [{ item: 'Deed', verified: 'banana' }],
      'The rows of "Items checked" must each have an item and Yes or No',
    ],
  ])('refuses %s = %j', (dbField, value, message) => {
    expect(answerProblems(more, { ...good, [dbField]: { parent_answer: value } })).toEqual([{ dbField, message }]);
  });

  it('checks follow-ups where they follow, and text length', () => {
    const long = { parent_answer: 'x'.repeat(MAX_TEXT_ANSWER_LENGTH + 1) };
    expect(
      answerProblems(more, { ...good, site_matches_plan: { parent_answer: 'No', child_answers: { mismatch: long } } }),
    ).toEqual([{ dbField: 'mismatch', message: ANSWER_MESSAGES.notText('Describe the mismatch') }]);
    expect(answeredDocumentIds(more, good)).toEqual([42]);
  });
});

describe('formTitleIn', () => {
  const l1 = officerLevelLabel('L1', 'te');
  it.each([
    ['Site verification (L1)', `${FORM_TEMPLATE_TITLES_TE['SITE VERIFICATION']} (${l1})`],
    ['Line department (fire) (L1)', `${FORM_TEMPLATE_TITLES_TE['LINE DEPARTMENT (FIRE)']} (${l1})`],
    ['Fee verification (L1)', `రుసుము పరిశీలన (${l1})`],
    ['Decision (L1)', `నిర్ణయం (${l1})`],
    ['POLICE (L1)', `${stageNameLabel('POLICE', 'te')} (${l1})`],
  ])('reads the server’s "%s" in Telugu', (title, telugu) => {
    expect(formTitleIn(title, 'te')).toBe(telugu);
    expect(formTitleIn(title, 'en')).toBe(title);
  });

  it('is what formTitle gives in Telugu for the same form', () => {
    const form = {
      stageKey: 'SITE',
      stageName: 'SITE VERIFICATION',
      templateTitle: 'Site verification',
      level: 'L2',
    } as const;
    expect(formTitle(form, 'te')).toBe(formTitleIn(formTitle(form), 'te'));
    expect(formTitle(form, 'te')).not.toBe(formTitle(form));
  });

  it('leaves a title it cannot read as it is', () => {
    expect(formTitleIn('Site verification', 'te')).toBe('Site verification');
  });
});
