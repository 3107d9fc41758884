/** The Notes drawer and the Add Notes editor (namespace "notes"). */
export const notesEn = {
  drawer: {
    title: 'Notes',
    downloadPdf: 'Download notes (PDF)',
    loading: 'Loading notes',
    noteBy: 'Note by {{name}}',
    attachment: 'Attachment',
  },
  editor: {
    addNotes: 'Add Notes',
    loading: 'Loading the Add Notes editor',
    loadError: 'The Add Notes editor could not be loaded. Check the connection, then retry.',
    attachmentUpload: 'Attachment upload',
    attachFile: 'Attach file',
    submit: 'Submit',
    noteAdded: 'Note added',
  },
};
