import type { TFormField } from '@anumati/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
