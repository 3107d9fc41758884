import type { TFormAnswers, TFormField } from '@anumati/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** The server's saveFormAnswers, recording what each save sent. */
function answerSaves() {
  const saved: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { variables: { data: string } };
      saved.push(body.variables.data);
      const answer = { data: { saveFormAnswers: { success: true, message: 'saved' } } };
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return saved;
}

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

afterEach(() => vi.unstubAllGlobals());

describe('the question pages', () => {
  it('saves the last page as a draft before opening the recommendation, so nothing answered is lost', async () => {
    const user = userEvent.setup();
    const saved = answerSaves();
    const onComplete = renderPages();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    await user.type(await screen.findByRole('textbox', { name: 'Road width on ground' }), '9 m');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));

    const expected = { matches: { parent_answer: 'Yes' }, road: { parent_answer: '9 m' } };
    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledWith(expected));
    expect(saved.map((data) => JSON.parse(data) as unknown).at(-1)).toEqual(expected);
  });

  it('back from the recommendation, shows the last page with the answers the officer took there', async () => {
    answerSaves();
    renderPages({
      initialAnswers: { matches: { parent_answer: 'Yes' }, road: { parent_answer: '9 m' } },
      isStartingOnLastPage: true,
    });
    expect(screen.getByRole('group', { name: 'Questions, page 2 of 2' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Road width on ground' }).value).toBe('9 m');
  });
});
