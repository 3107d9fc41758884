import { NOTE_MESSAGES } from '@anumati/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ShortfallDialog } from './shortfall-dialog';

const renderDialog = (hasActiveNote: boolean) =>
  renderWithProviders(
    <ShortfallDialog formInstanceId="41" hasActiveNote={hasActiveNote} isOpen onClose={() => undefined} />,
  );

const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });

describe('Raise Shortfall dialog', () => {
  it('says at once that a note is needed, and Yes cannot be sent without one', async () => {
    const user = userEvent.setup();
    renderDialog(false);
    expect((await screen.findByRole('alert')).textContent).toBe(NOTE_MESSAGES.required);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(submitButton().disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(submitButton().disabled).toBe(false);
  });

  it('with the officer’s note, Yes can be sent and the remark stays optional', async () => {
    const user = userEvent.setup();
    renderDialog(true);
    await screen.findByRole('radio', { name: 'Yes' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submitButton().disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(submitButton().disabled).toBe(false);
  });
});
