import { NOTE_MESSAGES, NOTE_MESSAGES_TE } from '@anumati/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApplicationCommentsDocument, NoteDraftDocument } from '../../shared/graphql/generated/graphql';
import { changeLanguage } from '../../shared/i18n/i18n';
import { operation, setupMockServer } from '../../testing/mock-server';
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
});
