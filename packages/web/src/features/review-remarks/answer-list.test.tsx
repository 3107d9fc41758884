import type { TFormField } from '@anumati/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AnswerList } from './answer-list';

const LONG = 'Setback on the north side is 1.2 m against 1.5 m in the permit order';
const FIELDS: TFormField[] = [
  { id: '1', title: 'Setbacks as on ground', fieldType: 'TEXT_LONG', order: 1, dbField: 'setbacks' },
  { id: '2', title: 'Road width', fieldType: 'TEXT_SHORT', order: 2, dbField: 'road' },
];

describe('AnswerList', () => {
  it('cuts a long answer as spec 2 §9 says and shows the whole of it on request', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <AnswerList fields={FIELDS} answers={{ setbacks: { parent_answer: LONG }, road: { parent_answer: '9 m' } }} />,
    );
    expect(screen.getByText(`${LONG.slice(0, 35)}…`, { exact: false })).toBeTruthy();
    expect(screen.queryByText(LONG, { exact: false })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Show full answer' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Show full answer' }));
    expect(screen.getByText(LONG, { exact: false })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByText(LONG, { exact: false })).toBeNull();
  });
});

describe('AnswerList in Telugu (issue 55)', () => {
  afterEach(() => changeLanguage('en', { remember: false }));

  const CHECKLIST: TFormField[] = [
    {
      id: 'SITE#13',
      title: 'Is construction already started / existing structure on site?',
      titleTe: 'స్థలంపై ఇప్పటికే నిర్మాణం ప్రారంభమైనదా / ఏదైనా కట్టడం ఉన్నదా?',
      fieldType: 'DROP_DOWN',
      order: 1,
      dbField: 'construction_started',
      options: [{ value: 'Vacant', labelTe: 'ఖాళీ స్థలం' }],
    },
    {
      id: 'SITE#17',
      title: 'Inspection remarks / recommendation',
      titleTe: 'తనిఖీ వ్యాఖ్యలు / సిఫారసు',
      fieldType: 'TEXT_LONG',
      order: 2,
      dbField: 'remarks',
    },
  ];

  it('reads each question in Telugu with its English original marked English; a choice by its label, typed text as typed', async () => {
    await changeLanguage('te', { remember: false });
    renderWithProviders(
      <AnswerList
        fields={CHECKLIST}
        answers={{ construction_started: { parent_answer: 'Vacant' }, remarks: { parent_answer: 'Plot is clear' } }}
      />,
    );
    expect(screen.getByText('స్థలంపై ఇప్పటికే నిర్మాణం ప్రారంభమైనదా / ఏదైనా కట్టడం ఉన్నదా?')).toBeTruthy();
    const original = screen.getByText('Is construction already started / existing structure on site?');
    expect(original.getAttribute('lang')).toBe('en');
    expect(screen.getByText('ఖాళీ స్థలం')).toBeTruthy();
    expect(screen.queryByText('Vacant')).toBeNull();
    expect(screen.getByText('Plot is clear')).toBeTruthy();
  });
});
