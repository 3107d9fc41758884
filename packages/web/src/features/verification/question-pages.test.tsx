import type { TFormAnswers, TFormField } from '@anumati/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SaveFormAnswersDocument } from '../../shared/graphql/generated/graphql';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { QuestionPages } from './question-pages';

const FIELDS: TFormField[] = [
  {
    id: '1',
    title: 'Does the site match the plan?',
    fieldType: 'boolean',
    order: 1,
    dbField: 'matches',
    options: [{ value: 'Yes' }, { value: 'No' }],
  },
  { id: '2', title: 'Road width on ground', fieldType: 'TEXT_SHORT', order: 2, dbField: 'road' },
];

const saves = operation(SaveFormAnswersDocument);

/** The server's saveFormAnswers: each save taken. */
setupMockServer(saves.answer(() => ({ saveFormAnswers: { success: true, message: 'saved' } })));

const renderPages = (props: { initialAnswers?: TFormAnswers; isStartingOnLastPage?: boolean } = {}) => {
  const onComplete = vi.fn<(answers: TFormAnswers) => void>();
  renderWithProviders(
    <QuestionPages
      formInstanceId="41"
      applicationId="7"
      fields={FIELDS}
      initialAnswers={props.initialAnswers ?? {}}
      perPage={1}
      isStartingOnLastPage={props.isStartingOnLastPage}
      onComplete={onComplete}
    />,
  );
  return onComplete;
};

describe('the question pages', () => {
  it('saves the last page as a draft before opening the recommendation, so nothing answered is lost', async () => {
    const user = userEvent.setup();
    const onComplete = renderPages();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    await user.type(await screen.findByRole('textbox', { name: 'Road width on ground' }), '9 m');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));

    const expected = { matches: { parent_answer: 'Yes' }, road: { parent_answer: '9 m' } };
    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledWith(expected));
    expect(
      saves
        .sentVariables()
        .map(({ data }) => JSON.parse(data) as unknown)
        .at(-1),
    ).toEqual(expected);
  });

  it('back from the recommendation, shows the last page with the answers the officer took there', async () => {
    renderPages({
      initialAnswers: { matches: { parent_answer: 'Yes' }, road: { parent_answer: '9 m' } },
      isStartingOnLastPage: true,
    });
    expect(screen.getByRole('group', { name: 'Questions, page 2 of 2' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Road width on ground' }).value).toBe('9 m');
  });
});
