// Apart from the report schemas: the console's catalogues read these words, and a catalogue must not bring Zod
// with it (issue 17 §4).

export const REPORT_MESSAGES = {
  badDay: 'Dates are written YYYY-MM-DD',
  startAfterEnd: 'The start date must not be after the end date',
  searchRequired: 'Please enter an application file number or applicant name',
  /** Spec 3 §8 "Empty results". */
  noSearchResults: 'No results to display, try a different keyword for searching.',
  noData: 'No Data Found',
  noReports: 'Reports are not available for your office',
  outsideScope: 'These figures are outside your jurisdiction',
  noRevenue: 'The Revenue Dashboard is not available for your office',
} as const;

export const REPORT_MESSAGES_TE: Record<keyof typeof REPORT_MESSAGES, string> = {
  badDay: 'తేదీలు YYYY-MM-DD రూపంలో రాయాలి',
  startAfterEnd: 'ప్రారంభ తేదీ ముగింపు తేదీ తర్వాత ఉండకూడదు',
  searchRequired: 'దయచేసి దరఖాస్తు ఫైల్ నంబర్ లేదా దరఖాస్తుదారు పేరు నమోదు చేయండి',
  noSearchResults: 'చూపడానికి ఫలితాలు లేవు, వెతకడానికి వేరే పదాన్ని ప్రయత్నించండి.',
  noData: 'డేటా కనబడలేదు',
  noReports: 'మీ కార్యాలయానికి నివేదికలు అందుబాటులో లేవు',
  outsideScope: 'ఈ గణాంకాలు మీ అధికార పరిధికి వెలుపల ఉన్నాయి',
  noRevenue: 'మీ కార్యాలయానికి ఆదాయ డాష్‌బోర్డ్ అందుబాటులో లేదు',
};
