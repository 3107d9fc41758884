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
    /** The editor's toolbar and link box (Mantine names them in English otherwise). */
    controls: {
      bold: 'Bold',
      italic: 'Italic',
      underline: 'Underline',
      bulletList: 'Bullet list',
      orderedList: 'Numbered list',
      link: 'Link',
      linkAddress: 'Link address',
      linkInNewTab: 'Open the link in a new tab',
      linkInSameTab: 'Open the link in the same tab',
      saveLink: 'Save',
    },
  },
};
