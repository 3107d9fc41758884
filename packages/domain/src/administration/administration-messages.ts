/**
 * What officer administration (issue 52) says to an administrator: the record's rules, the import's problems and
 * the server's refusals, each written once here in English with its Telugu twin beside it. Role, ULB, column and
 * user names stay as the data writes them, inside either sentence.
 */
export const ADMINISTRATION_MESSAGES = {
  // The record's rules (officer-record.ts).
  username: 'Username: 3 to 50 lower-case letters, digits, dots, hyphens or underscores',
  mobile: 'Mobile number: 10 digits starting with 6, 7, 8 or 9',
  firstNameRequired: 'First name is required',
  firstNameTooLong: 'First name: at most 100 characters',
  lastNameRequired: 'Last name is required',
  lastNameTooLong: 'Last name: at most 100 characters',
  emailTooLong: 'Email: at most 200 characters',
  emailInvalid: 'Email is not valid',
  ulbInvalid: 'Choose a ULB from the list',
  unknownRole: 'Unknown role',
  unknownLineDepartment: 'Unknown line department',
  reasonTooShort: 'Give a reason (at least 3 characters)',
  reasonTooLong: 'A reason is at most 500 characters',
  dateFormat: 'A date is written YYYY-MM-DD',
  notADate: 'Not a date',
  lastDayBeforeFirst: 'The last day is before the first',
  atMostAYear: 'At most a year at a time',
  // The server's refusals (the use cases of server/src/modules/administration, its route and officer-import-file.ts).
  officerNotFound: 'Officer not found',
  administratorsOnly: 'Only an administrator may administer officers',
  ulbOutsideJurisdiction: 'Choose a ULB within your jurisdiction',
  deactivatedNotTransferred: 'A deactivated officer cannot be transferred: reactivate first',
  alreadyHoldsPost: 'The officer already holds this post',
  cannotDeactivateSelf: 'You cannot deactivate yourself',
  alreadyDeactivated: 'The officer is already deactivated',
  isActive: 'The officer is active',
  isDeactivated: 'The officer is deactivated',
  leaveEnded: 'The leave has already ended',
  leaveOverlaps: 'The officer already has leave on some of these days',
  ownCharge: 'The officer cannot hold their own charge',
  holderDeactivated: 'The charge holder is deactivated',
  holderOnLeave: 'The charge holder is on leave on some of these days',
  holderOfAnotherCadre:
    'A charge goes to an officer of the post’s own level (or, for a commissioner’s or a planning officer’s post, of the same rank): the screens of the post’s files are those of its level',
  leaveNotFound: 'Leave not found',
  administratorPostNotACharge: 'An administrator’s post is not given as a charge',
  chargeEnded: 'The charge has already ended',
  chargeNotFound: 'Charge not found',
  importChanged: 'Officers were added meanwhile: run the dry run again',
  dryRunFlag: 'dryRun is true or false',
  notAnId: 'Not an id',
  stateFilter: 'State: ACTIVE, BLOCKED, ON_LEAVE or INACTIVE',
  importFileType: 'Send the file as text/csv or as an .xlsx workbook',
  notAWorkbook: 'The file is not an Excel workbook (.xlsx)',
} as const;

export const ADMINISTRATION_MESSAGES_TE: Record<keyof typeof ADMINISTRATION_MESSAGES, string> = {
  username: 'వినియోగదారు పేరు: 3 నుండి 50 వరకు చిన్న ఆంగ్ల అక్షరాలు, అంకెలు, చుక్కలు, హైఫన్లు లేదా అండర్‌స్కోర్లు ఉండాలి',
  mobile: 'మొబైల్ నంబర్: 6, 7, 8 లేదా 9 తో మొదలయ్యే 10 అంకెలు ఉండాలి',
  firstNameRequired: 'మొదటి పేరు తప్పనిసరి',
  firstNameTooLong: 'మొదటి పేరు: గరిష్ఠంగా 100 అక్షరాలు',
  lastNameRequired: 'ఇంటి పేరు తప్పనిసరి',
  lastNameTooLong: 'ఇంటి పేరు: గరిష్ఠంగా 100 అక్షరాలు',
  emailTooLong: 'ఇమెయిల్: గరిష్ఠంగా 200 అక్షరాలు',
  emailInvalid: 'ఇమెయిల్ చిరునామా చెల్లదు',
  ulbInvalid: 'జాబితా నుండి ఒక ULB ను ఎంచుకోండి',
  unknownRole: 'తెలియని పాత్ర',
  unknownLineDepartment: 'తెలియని లైన్ విభాగం',
  reasonTooShort: 'కారణం తెలియజేయండి (కనీసం 3 అక్షరాలు)',
  reasonTooLong: 'కారణం గరిష్ఠంగా 500 అక్షరాలు ఉండవచ్చు',
  dateFormat: 'తేదీ YYYY-MM-DD రూపంలో రాయాలి',
  notADate: 'ఇది చెల్లుబాటు అయ్యే తేదీ కాదు',
  lastDayBeforeFirst: 'చివరి రోజు మొదటి రోజు కంటే ముందు ఉంది',
  atMostAYear: 'ఒకసారికి గరిష్ఠంగా ఒక సంవత్సరం',
  officerNotFound: 'అధికారి కనబడలేదు',
  administratorsOnly: 'అధికారుల నిర్వహణ నిర్వాహకులు మాత్రమే చేయగలరు',
  ulbOutsideJurisdiction: 'మీ అధికార పరిధిలోని ULB ను ఎంచుకోండి',
  deactivatedNotTransferred: 'నిష్క్రియం చేయబడిన అధికారిని బదిలీ చేయలేరు: ముందుగా తిరిగి క్రియాశీలం చేయండి',
  alreadyHoldsPost: 'అధికారి ఇప్పటికే ఈ పదవిలో ఉన్నారు',
  cannotDeactivateSelf: 'మిమ్మల్ని మీరే నిష్క్రియం చేసుకోలేరు',
  alreadyDeactivated: 'అధికారి ఇప్పటికే నిష్క్రియం చేయబడ్డారు',
  isActive: 'అధికారి క్రియాశీలంగా ఉన్నారు',
  isDeactivated: 'అధికారి నిష్క్రియం చేయబడ్డారు',
  leaveEnded: 'సెలవు ఇప్పటికే ముగిసింది',
  leaveOverlaps: 'ఈ రోజులలో కొన్నింటిలో అధికారికి ఇప్పటికే సెలవు ఉంది',
  ownCharge: 'అధికారి తమ స్వంత పదవి బాధ్యతను తామే నిర్వహించలేరు',
  holderDeactivated: 'బాధ్యత వహించే అధికారి నిష్క్రియం చేయబడ్డారు',
  holderOnLeave: 'బాధ్యత వహించే అధికారి ఈ రోజులలో కొన్నింటిలో సెలవులో ఉన్నారు',
  holderOfAnotherCadre:
    'పదవి బాధ్యతను అదే స్థాయి అధికారికి (కమిషనర్ లేదా ప్లానింగ్ అధికారి పదవికి అయితే అదే హోదా గల అధికారికి) మాత్రమే ఇవ్వాలి: ఆ పదవి ఫైళ్ల తెరలు ఆ స్థాయివే',
  leaveNotFound: 'సెలవు కనబడలేదు',
  administratorPostNotACharge: 'నిర్వాహకుని పదవిని అదనపు బాధ్యతగా అప్పగించరు',
  chargeEnded: 'బాధ్యత ఇప్పటికే ముగిసింది',
  chargeNotFound: 'బాధ్యత కనబడలేదు',
  importChanged: 'ఈ మధ్యలో కొత్త అధికారులు చేర్చబడ్డారు: ఫైల్‌ను మళ్లీ తనిఖీ చేయండి',
  dryRunFlag: 'dryRun విలువ true లేదా false మాత్రమే',
  notAnId: 'ఇది గుర్తింపు సంఖ్య కాదు',
  stateFilter: 'స్థితి: ACTIVE, BLOCKED, ON_LEAVE లేదా INACTIVE',
  importFileType: 'ఫైల్‌ను text/csv గా లేదా .xlsx వర్క్‌బుక్‌గా పంపండి',
  notAWorkbook: 'ఈ ఫైల్ Excel వర్క్‌బుక్ (.xlsx) కాదు',
};

/**
 * The messages that name a value (a role, a ULB, a username, a mobile number, a column): the value is carried into
 * the Telugu as written. MESSAGE_PATTERNS reads the English back by these functions.
 */
export const ADMINISTRATION_VALUE_MESSAGES = {
  unknownRoleNamed: (role: string) => `Unknown role "${role}"`,
  roleOnlyByState: (role: string) => `Only the state administrator may give the role "${role}"`,
  roleNeedsUlb: (role: string) => `The role "${role}" needs a ULB`,
  unknownUlb: (ulb: string) => `Unknown ULB "${ulb}"`,
  ulbOutside: (ulb: string) => `ULB "${ulb}" is outside your jurisdiction`,
  usernameTwice: (username: string) => `Username "${username}" is twice in the file`,
  usernameExists: (username: string) => `Username "${username}" already exists`,
  mobileTwice: (mobile: string) => `Mobile ${mobile} is twice in the file`,
  mobileTaken: (mobile: string) => `Mobile ${mobile} is another officer's`,
  unknownColumn: (header: string) => `Unknown column "${header}"`,
  missingColumn: (column: string) => `Missing column "${column}"`,
  /** A row without a required value, by the template's column name (username, first_name, ulb…). */
  missingValue: (column: string) => `Missing ${column}`,
  tooManyRows: (count: string) => `At most ${count} officers in one file`,
} as const;

export const ADMINISTRATION_VALUE_MESSAGES_TE: Record<
  keyof typeof ADMINISTRATION_VALUE_MESSAGES,
  (value: string) => string
> = {
  unknownRoleNamed: (role) => `తెలియని పాత్ర "${role}"`,
  roleOnlyByState: (role) => `"${role}" పాత్రను రాష్ట్ర నిర్వాహకులు మాత్రమే ఇవ్వగలరు`,
  roleNeedsUlb: (role) => `"${role}" పాత్రకు ఒక ULB అవసరం`,
  unknownUlb: (ulb) => `తెలియని ULB "${ulb}"`,
  ulbOutside: (ulb) => `ULB "${ulb}" మీ అధికార పరిధికి వెలుపల ఉంది`,
  usernameTwice: (username) => `వినియోగదారు పేరు "${username}" ఫైల్‌లో రెండుసార్లు ఉంది`,
  usernameExists: (username) => `వినియోగదారు పేరు "${username}" ఇప్పటికే ఉంది`,
  mobileTwice: (mobile) => `మొబైల్ నంబర్ ${mobile} ఫైల్‌లో రెండుసార్లు ఉంది`,
  mobileTaken: (mobile) => `మొబైల్ నంబర్ ${mobile} ఇప్పటికే మరొక అధికారి పేరిట నమోదై ఉంది`,
  unknownColumn: (header) => `తెలియని కాలమ్ "${header}"`,
  missingColumn: (column) => `కాలమ్ "${column}" లేదు`,
  missingValue: (column) => `${column} నమోదు చేయబడలేదు`,
  tooManyRows: (count) => `ఒక ఫైల్‌లో గరిష్ఠంగా ${count} మంది అధికారులు`,
};

/** How a value message's value is recognised when read back: a column name is a word, anything else any text. */
export const ADMINISTRATION_VALUE_GROUPS: Partial<Record<keyof typeof ADMINISTRATION_VALUE_MESSAGES, string>> = {
  missingValue: '([a-z_]+)',
  tooManyRows: '(\\d+)',
};

/** The file's header refused: each of its problems, in one message. */
export function headerLineMessage(problems: readonly string[]): string {
  return `The header line: ${problems.join('; ')}`;
}

export const HEADER_LINE_PATTERN = /^The header line: (.+)$/s;

/** The header message in Telugu, each problem in it translated by `translate`. */
export function headerLineMessageTe(problems: string, translate: (message: string) => string): string {
  return `హెడర్ లైన్‌లో లోపాలు: ${problems.split('; ').map(translate).join('; ')}`;
}
