import type { TAnswerEntry, TFormField } from '@anumati/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../testing/render-with-providers';
import { QuestionField } from './question-field';

const RAILWAY: TFormField = {
  id: 'SITE#10',
  title: 'Is the site within 30 m (100 ft) of a railway boundary?',
  titleTe: 'స్థలం రైల్వే సరిహద్దు నుండి 30 మీ. (100 అడుగుల) లోపు ఉన్నదా?',
  fieldType: 'boolean',
  order: 10,
  dbField: 'railway',
  options: [
    {
      value: 'Yes',
      labelTe: 'అవును',
      questions: [
        {
          id: 'SITE#10.1',
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

const CONSTRUCTION: TFormField = {
  id: 'SITE#13',
  title: 'Is construction already started / existing structure on site?',
  titleTe: 'స్థలంపై ఇప్పటికే నిర్మాణం ప్రారంభమైనదా / ఏదైనా కట్టడం ఉన్నదా?',
  fieldType: 'DROP_DOWN',
  order: 13,
  dbField: 'construction_started',
  options: [
    { value: 'Vacant', labelTe: 'ఖాళీ స్థలం' },
    { value: 'Foundation / plinth', labelTe: 'పునాది / ప్లింత్' },
  ],
};

function renderField(field: TFormField, entry?: TAnswerEntry) {
  const onChange = vi.fn<(entry: TAnswerEntry) => void>();
  renderWithProviders(
    <QuestionField
      field={field}
      entry={entry}
      onChange={onChange}
      isMissing={false}
      missing={new Set()}
      applicationId="1"
    />,
  );
  return onChange;
}

describe('a checklist question in Telugu (issue 55)', () => {
  afterEach(() => changeLanguage('en', { remember: false }));

  it('asks in Telugu, keeps the English original under it marked English, and stores the English choice', async () => {
    await changeLanguage('te', { remember: false });
    const user = userEvent.setup();
    const onChange = renderField(RAILWAY, { parent_answer: 'Yes' });

    const group = screen.getByRole('radiogroup', { name: RAILWAY.titleTe });
    const original = screen.getByText(RAILWAY.title);
    expect(original.closest('[lang="en"]')).toBeTruthy();
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    // The follow-up asks in Telugu too, its upload named in Telugu.
    expect(screen.getByText(RAILWAY.options?.[0]?.questions?.[0]?.titleTe ?? '')).toBeTruthy();
    expect(screen.getByText('Upload clearance / NOC from the Railway authority').getAttribute('lang')).toBe('en');
    expect(
      screen.getByRole('button', { name: 'రైల్వే అధికార సంస్థ నుండి పొందిన క్లియరెన్స్ / NOC అప్‌లోడ్ చేయండి అప్‌లోడ్ చేయి' }),
    ).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'కాదు' }));
    expect(onChange).toHaveBeenLastCalledWith({ parent_answer: 'No' });
  });

  it('offers the choices by their Telugu labels; the answer keeps the value', async () => {
    await changeLanguage('te', { remember: false });
    const user = userEvent.setup();
    const onChange = renderField(CONSTRUCTION);

    await user.click(screen.getByLabelText(CONSTRUCTION.titleTe ?? '', { exact: false, selector: 'input' }));
    const vacant = await screen.findByRole('option', { name: 'ఖాళీ స్థలం', hidden: true });
    expect(screen.queryByRole('option', { name: 'Vacant', hidden: true })).toBeNull();
    await user.click(vacant);
    expect(onChange).toHaveBeenLastCalledWith({ parent_answer: 'Vacant' });
  });

  it('asks in English alone on an English screen, marked English', () => {
    renderField(RAILWAY);
    expect(screen.getByRole('radiogroup', { name: RAILWAY.title })).toBeTruthy();
    expect(screen.getByText(RAILWAY.title).closest('[lang="en"]')).toBeTruthy();
    expect(screen.queryByText(RAILWAY.titleTe ?? '')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeTruthy();
  });
});
