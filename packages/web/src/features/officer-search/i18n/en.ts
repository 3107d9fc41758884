/** The officer application search (namespace "officer-search"). */
export const officerSearchEn = {
  title: 'Application Search',
  searchLabel: 'Search applications',
  searchPlaceholder: 'Search by application file number (or) applicant name',
  runSearch: 'Run search',
  resultsFor: 'Results for “{{query}}”',
  plotArea: '{{area}} sq.m',
  plotAreaWithFloors: '{{area}} sq.m, {{floors}} floors',
  penaltyDaysLate: '{{amount}} ({{days}} days late)',
  flag: 'Flag',
  heldPastDueDate: 'Held past its due date',
  withinTime: 'Within time',
};
