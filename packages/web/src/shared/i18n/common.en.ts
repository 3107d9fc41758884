/** Words every screen uses (namespace "common"). */
export const commonEn = {
  close: 'Close',
  cancel: 'Cancel',
  yes: 'Yes',
  no: 'No',
  retry: 'Retry',
  loading: 'Loading…',
  /** A spinner's name, read by screen readers. */
  loadingLabel: 'Loading',
  closeNotification: 'Close notification',
  /** The eye beside a password field, read by screen readers. */
  showPassword: 'Show or hide the password',
  /** A sortable column's order, said by its icon. */
  sort: { ascending: 'Sorted ascending', descending: 'Sorted descending', none: 'Not sorted' },
  loadError: {
    title: 'Could not load',
    retry: 'RETRY',
    /** A screen whose code or words did not arrive: reloading the page fetches them again. */
    screen: 'This screen could not be loaded. Check the connection, then retry.',
  },
  sessionExpired: {
    title: 'Session expired',
    loginHere: 'login here!',
  },
  documentLink: {
    viewUploadedFile: 'View uploaded file',
    notAvailable: 'Document not available',
  },
  uploadFailed: 'File upload failed, choose another file',
};
