/** Words every screen uses (namespace "common"). */
export const commonEn = {
  close: 'Close',
  cancel: 'Cancel',
  yes: 'Yes',
  no: 'No',
  retry: 'Retry',
  loading: 'Loading…',
};
