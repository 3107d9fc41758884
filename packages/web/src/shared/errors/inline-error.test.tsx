import { NOTE_MESSAGES, NOTE_MESSAGES_TE } from '@anumati/domain';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { changeLanguage } from '../i18n/i18n';
import { InlineError } from './inline-error';

describe('InlineError', () => {
  afterEach(() => changeLanguage('en', { remember: false }));

  it("shows a gate's domain message in the officer's language, and follows a switch", async () => {
    const gate = NOTE_MESSAGES.required;
    renderWithProviders(<InlineError message={gate} />);
    expect(screen.getByRole('alert').textContent).toBe('Please add remarks in View Notes');

    await act(() => changeLanguage('te', { remember: false }));

    expect(screen.getByRole('alert').textContent).toBe(NOTE_MESSAGES_TE.required);
  });

  it('keeps words of its own as they are, and says nothing without a message or an error', async () => {
    await changeLanguage('te', { remember: false });
    const { container } = renderWithProviders(
      <>
        <InlineError message="* కనీసం ఒక సవరణ అవసరం" />
        <InlineError message={null} />
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('* కనీసం ఒక సవరణ అవసరం');
    expect(container.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });
});
