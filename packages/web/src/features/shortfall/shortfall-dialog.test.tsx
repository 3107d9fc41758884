import { NOTE_MESSAGES, NOTE_MESSAGES_TE } from '@anumati/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { expectTeluguAndAccessible } from '../../testing/expect-telugu-screen';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ShortfallDialog } from './shortfall-dialog';

const renderDialog = (hasActiveNote: boolean) =>
  renderWithProviders(
    <ShortfallDialog formInstanceId="41" hasActiveNote={hasActiveNote} isOpen onClose={() => undefined} />,
  );

/** The dialog as the verification screen holds it: mounted throughout, opened by Raise Shortfall. */
function DialogOnScreen() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Raise Shortfall
      </button>
      <ShortfallDialog formInstanceId="41" hasActiveNote isOpen={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}

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

  it('reads in Telugu, refused without a note: no English left, no WCAG violation (issue 19, issue 56)', async () => {
    await changeLanguage('te', { remember: false });
    renderDialog(false);
    expect((await screen.findByRole('alert')).textContent).toBe(NOTE_MESSAGES_TE.required);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'సమర్పించు' }).disabled).toBe(true);
    await expectTeluguAndAccessible('the shortfall dialog, refused without a note');
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

  it('opens empty again after a cancel: no choice, no remark', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DialogOnScreen />);
    await user.click(screen.getByRole('button', { name: 'Raise Shortfall' }));
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByRole('textbox', { name: 'Remark (optional)' }), 'Sale deed missing');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Raise Shortfall' }));
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Yes' })).checked).toBe(false);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Remark (optional)' }).value).toBe('');
    expect(submitButton().disabled).toBe(true);
  });
});
