import { NOTE_MESSAGES, NOTE_MESSAGES_TE } from '@anumati/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApplicationCommentsDocument,
  CreateCommentDocument,
  DeleteNoteDraftDocument,
  NoteDraftDocument,
} from '../../shared/graphql/generated/graphql';
import { changeLanguage } from '../../shared/i18n/i18n';
import { operation, setupMockServer } from '../../testing/mock-server';
import { expectTeluguAndAccessible } from '../../testing/expect-telugu-screen';
import { renderAsOfficer } from '../../testing/render-as-officer';
import { NotesDrawer } from './notes-drawer';

const server = setupMockServer(operation(ApplicationCommentsDocument).answer(() => ({ applicationComments: [] })));

function renderDrawer(canAdd: boolean) {
  renderAsOfficer(server, <NotesDrawer applicationId="7" isOpen onClose={() => undefined} canAdd={canAdd} />, {
    route: '/site-verification/:id',
    path: '/site-verification/7',
  });
}

describe('NotesDrawer', () => {
  afterEach(() => changeLanguage('en', { remember: false }));

  it('brings the Add Notes editor when an officer who may add a note opens the notes', async () => {
    server.use(operation(NoteDraftDocument).answer(() => ({ noteDraft: null })));
    renderDrawer(true);

    expect(await screen.findByText(NOTE_MESSAGES.noNotes)).toBeDefined();
    expect(await screen.findByRole('textbox', { name: 'Add Notes' })).toBeDefined();
    expect(screen.queryByLabelText('Loading the Add Notes editor')).toBeNull();
  });

  it("says in the officer's language that there are no notes and why none may be added", async () => {
    await changeLanguage('te', { remember: false });
    renderDrawer(false);

    expect(await screen.findByText(NOTE_MESSAGES_TE.noNotes)).toBeDefined();
    expect(screen.getByText(NOTE_MESSAGES_TE.notYourTurn)).toBeDefined();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('reads in Telugu with the Add Notes editor open, its toolbar too: no English left, no WCAG violation', async () => {
    await changeLanguage('te', { remember: false });
    server.use(operation(NoteDraftDocument).answer(() => ({ noteDraft: null })));
    renderDrawer(true);

    expect(await screen.findByText(NOTE_MESSAGES_TE.noNotes)).toBeDefined();
    expect(await screen.findByRole('textbox', { name: 'నోట్స్ జోడించండి' })).toBeDefined();
    await expectTeluguAndAccessible('the Notes drawer of a file without notes');
  });

  it('says "Note added" beside Submit, not in a toast over the Download notes (PDF) button', async () => {
    const user = userEvent.setup();
    server.use(
      operation(NoteDraftDocument).answer(() => ({ noteDraft: { comment: '<p>Setbacks checked on site.</p>' } })),
      operation(CreateCommentDocument).answer(() => ({ createComment: { id: '41' } })),
      operation(DeleteNoteDraftDocument).answer(() => ({ deleteNoteDraft: { success: true } })),
    );
    renderDrawer(true);

    const submit = await screen.findByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await user.click(submit);

    await waitFor(() => expect(status.textContent).toBe('Note added'));
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download notes (PDF)' })).toBeDefined();
  });
});
