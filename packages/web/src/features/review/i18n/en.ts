/** The public review page (namespace "review"). */
export const reviewEn = {
  title: 'Review',
  loading: 'Loading',
  viewNoteSheet: 'VIEW NOTE SHEET',
  reviewRemarks: 'Review Remarks',
  signInToSee: 'Sign in to see this application.',
  login: 'LOGIN',
};
