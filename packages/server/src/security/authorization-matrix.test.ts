import {
  MAP_LAYER_KEYS,
  MAP_LAYERS,
  type TApplicationStatus,
  type TApplicationType,
  type TOfficerLevel,
  type TStageKey,
  type TStageStatus,
} from '@anumati/domain';
import { and, eq, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import type { GraphQLField, GraphQLOutputType, GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlRuntime } from '../graphql/graphql-runtime';
import { loadSchema } from '../graphql/schema-sdl';
import { alerts } from '../modules/alerts/alerts.table';
import { properties, stageOfficers, stageStates } from '../modules/application/application.table';
import { syncStandardConditions } from '../modules/conditions/conditions.repository';
import { conditions } from '../modules/conditions/conditions.table';
import { correctionAssignees, correctionRequests, corrections } from '../modules/corrections/corrections.table';
import { decisionOrders } from '../modules/orders/orders.table';
import { LOCAL_UPLOAD_PATH } from '../modules/storage/local-storage';
import { FILES_PATH } from '../modules/storage/signed-link';
import { media } from '../modules/storage/media.table';
import { demoPdf } from '../seed/demo-documents';
import { databaseSnapshot } from '../testing/database-snapshot';
import { createApplication, type createJurisdiction } from '../testing/fixtures';
import { signInHereAndElsewhere, type TTeamMemberOptions } from '../testing/signed-in-team';
import { routerRoutes } from '../testing/router-routes';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { postUpload, signUpload } from '../testing/uploads';
import { sitePhotoJpeg } from '../testing/site-photo-jpeg';

/**
 * Issue 15 §1: the authorization matrix. Every GraphQL operation (read from the live schema) and every REST route
 * (read from the router) has a row; a new one fails the coverage tests until it is given one. Each row is played
 * by seven principals, each with the answer it must get:
 *
 * - anonymous: no session;
 * - otherUlb: an officer of the same role in another ULB, on the file;
 * - wrongRole: an officer of the file's ULB whose role may not do it (a line department not referred to the file
 *   unless the row names another);
 * - noTurn: the right officer on a file of their ULB that is with another officer;
 * - decidedFile: the right officer on a file of theirs that is decided (REJECTED);
 * - draftFile: the right officer on a draft of their ULB (never submitted by the citizen), as drafts are: its
 *   documents, no turn and no alert (the engine and the scheduler pass drafts by);
 * - rightOfficer: the right officer on the file waiting for them.
 *
 * Answers: ALLOWED (past every guard: not UNAUTHENTICATED, not FORBIDDEN and not the answer to a nonexistent id),
 * UNAUTHENTICATED, FORBIDDEN (REST: 403, the REST status of FORBIDDEN), AS_NONEXISTENT (byte for byte the answer
 * the same caller gets naming ids that do not exist), NO_LEAK (an answer about the caller's own scope that names
 * none of the matrix's files), or NOT_APPLICABLE (the principal does not exist for the operation, with why).
 * A leak is any cell whose answer is not the expected one; every refusal of a write leaves the database as it was.
 * docs/SECURITY.md "Authorization" lists the rules.
 */

const PRINCIPALS = [
  'anonymous',
  'otherUlb',
  'wrongRole',
  'noTurn',
  'decidedFile',
  'draftFile',
  'rightOfficer',
] as const;
type TPrincipal = (typeof PRINCIPALS)[number];
const OUTCOMES = [
  'ALLOWED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'AS_NONEXISTENT',
  'NO_LEAK',
  'REFUSED',
  'NOT_APPLICABLE',
] as const;
type TOutcome = (typeof OUTCOMES)[number];

const OFFICER_KEYS = [
  'site',
  'title',
  'tpso',
  'commissioner',
  'fire',
  'other',
  'outSite',
  'outTpso',
  'outCommissioner',
] as const;
type TOfficerKey = (typeof OFFICER_KEYS)[number];
type TRightOfficer = 'site' | 'title' | 'tpso' | 'commissioner';

/** The officer of another ULB with the right officer's role. */
const OUTSIDER_OF: Record<TRightOfficer, TOfficerKey> = {
  site: 'outSite',
  title: 'outSite',
  tpso: 'outTpso',
  commissioner: 'outCommissioner',
};

/** What a request names: a file and the things on it. */
type TTarget = {
  applicationId: number;
  propertyId: number;
  formInstanceId: number;
  mediaId: number;
  correctionId: number;
  correctionRequestId: number;
  alertId: number;
};
const NONEXISTENT_ID = 987_654;
const NONEXISTENT: TTarget = {
  applicationId: NONEXISTENT_ID,
  propertyId: NONEXISTENT_ID,
  formInstanceId: NONEXISTENT_ID,
  mediaId: NONEXISTENT_ID,
  correctionId: NONEXISTENT_ID,
  correctionRequestId: NONEXISTENT_ID,
  alertId: NONEXISTENT_ID,
};

type TCall =
  | { graphql: Record<string, unknown> }
  | { rest: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> } };

type TRow = {
  /** `Query.x`, `Mutation.x` or `METHOD /route` as the router knows it. */
  operation: string;
  /** FILE: about one file; OWN: the caller's own scope (lists, reports, sessions); OTHER: no officer session. */
  scope: 'FILE' | 'OWN' | 'OTHER';
  isWrite?: boolean;
  right?: TRightOfficer;
  /** The right officer's turn on the open file (SITE L1 unless given). */
  turn?: { stageKey: TStageKey; level?: TOfficerLevel };
  applicationType?: TApplicationType;
  /** The officer of the file's ULB whose role may not do it (the fire officer, not referred, unless given). */
  wrongRole?: TOfficerKey;
  /** The files carry officer coordinates (for the delete). */
  withCoordinates?: boolean;
  /** The files carry a correction request waiting for their holder (a turn of its own: notes and documents too). */
  withCorrection?: boolean;
  /** Text a principal's answer must not hold (another officer's draft remark). */
  mustNotShow?: Partial<Record<TPrincipal, string>>;
  call: (target: TTarget, as: TOfficerKey | null) => TCall | Promise<TCall>;
  expected: Record<TPrincipal, TOutcome>;
  /** Why a principal is NOT_APPLICABLE, or why an answer is what it is. */
  note?: string;
};

const READ: TRow['expected'] = {
  anonymous: 'UNAUTHENTICATED',
  otherUlb: 'AS_NONEXISTENT',
  wrongRole: 'AS_NONEXISTENT',
  noTurn: 'ALLOWED',
  decidedFile: 'ALLOWED',
  draftFile: 'AS_NONEXISTENT',
  rightOfficer: 'ALLOWED',
};
const TURN_WRITE: TRow['expected'] = {
  anonymous: 'UNAUTHENTICATED',
  otherUlb: 'AS_NONEXISTENT',
  wrongRole: 'AS_NONEXISTENT',
  noTurn: 'FORBIDDEN',
  decidedFile: 'FORBIDDEN',
  draftFile: 'AS_NONEXISTENT',
  rightOfficer: 'ALLOWED',
};
const OWN: TRow['expected'] = {
  anonymous: 'UNAUTHENTICATED',
  otherUlb: 'NO_LEAK',
  wrongRole: 'NO_LEAK',
  noTurn: 'NOT_APPLICABLE',
  decidedFile: 'NOT_APPLICABLE',
  draftFile: 'NOT_APPLICABLE',
  rightOfficer: 'ALLOWED',
};
const PUBLIC: TRow['expected'] = {
  anonymous: 'ALLOWED',
  otherUlb: 'NOT_APPLICABLE',
  wrongRole: 'NOT_APPLICABLE',
  noTurn: 'NOT_APPLICABLE',
  decidedFile: 'NOT_APPLICABLE',
  draftFile: 'NOT_APPLICABLE',
  rightOfficer: 'NOT_APPLICABLE',
};

const RING: [number, number][] = [
  [17.44001, 78.39001],
  [17.44001, 78.39021],
  [17.44021, 78.39021],
  [17.44021, 78.39001],
  [17.44001, 78.39001],
];
const PDF = demoPdf('Matrix', ['A document for the authorization matrix.']);

/** The site inspector's level of the deviation table (LEVEL-1), every side measured. */
const LEVEL_ONE_DEVIATION = {
  ...Object.fromEntries(
    ['front', 'rear', 'side_one', 'side_two'].flatMap((side) => [
      [`l1_${side}_building_permit_order`, 3],
      [`l1_${side}_setback_as_on_ground`, 3],
      [`l1_${side}_building_lengths`, 10],
      [`l1_${side}_no_of_floors`, 2],
    ]),
  ),
  l1_land_value_per_registration_dep: 1000,
};
let feeConditionId = 0;

const draftRemarkOf = (holder: string) => `Draft remark of ${holder}, not submitted`;

const gql = (variables: Record<string, unknown>): TCall => ({ graphql: variables });
const get = (url: string): TCall => ({ rest: { method: 'GET', url } });
const MATRIX_ORDER = 'TSB-2026-MATR-1X00-0000';

let t: TTestApp;
let schema: GraphQLSchema;
const officerIds = {} as Record<TOfficerKey, number>;
const tokens = {} as Record<TOfficerKey, string>;
/** Identifiers and applicant names of every file the matrix made: none may reach an officer of another scope. */
const fileMarks: string[] = [];

/** A stored upload of the officer's, for the media registration (a fresh key each time). */
async function uploadedKey(as: TOfficerKey | null): Promise<string> {
  if (!as) return 'uploads/1/2026-11/none.pdf';
  const signed = await signUpload(t, tokens[as], 'application/pdf');
  await postUpload(t, signed, { name: 'matrix.pdf', type: 'application/pdf', content: PDF });
  return signed.url_fields.key ?? '';
}

/** A stored site photo (JPEG) of the officer's, for recordFieldPhoto (a fresh key each time). */
async function uploadedPhotoKey(as: TOfficerKey | null): Promise<string> {
  if (!as) return 'uploads/1/2026-11/none.jpg';
  const signed = await signUpload(t, tokens[as], 'image/jpeg');
  await postUpload(t, signed, { name: 'site.jpg', type: 'image/jpeg', content: sitePhotoJpeg() });
  return signed.url_fields.key ?? '';
}

/** A phone's position beside the matrix's plot, and when it was taken (issue 53). */
const DEVICE_POSITION = {
  latitude: 17.4401,
  longitude: 78.3901,
  accuracyMetres: 6,
  capturedAt: '2026-11-02T10:00:00+05:30',
};

const app = (id: number, suffix: string) => get(`/api/v1/applications/${id}/${suffix}`);

/** Issue 52: officer administration is the administrators' alone. */
const ADMINISTRATION_ONLY: TRow['expected'] = {
  anonymous: 'UNAUTHENTICATED',
  otherUlb: 'FORBIDDEN',
  wrongRole: 'FORBIDDEN',
  noTurn: 'NOT_APPLICABLE',
  decidedFile: 'NOT_APPLICABLE',
  draftFile: 'NOT_APPLICABLE',
  rightOfficer: 'FORBIDDEN',
};
const officerAndReason = (officerId: number) => ({ officerId: String(officerId), reason: 'Matrix reason' });
const ADMINISTRATION_CALLS: [string, (officerId: number) => Record<string, unknown>][] = [
  ['Query.adminOfficers', () => ({})],
  ['Query.adminOfficer', (id) => ({ id: String(id) })],
  ['Query.adminRoles', () => ({})],
  ['Query.adminJurisdictions', () => ({})],
  ['Query.officerHandOverPreview', (id) => ({ officerId: String(id) })],
  ['Query.staffingGaps', () => ({})],
  ['Query.officerChanges', (id) => ({ officerId: String(id) })],
  [
    'Mutation.createOfficer',
    () => ({
      input: { username: 'matrix.new', firstName: 'M', lastName: 'N', mobile: '9300000099', role: 'Site Inspector' },
    }),
  ],
  [
    'Mutation.updateOfficerDetails',
    (id) => ({ officerId: String(id), input: { firstName: 'M', lastName: 'N', mobile: '9300000098' } }),
  ],
  ['Mutation.transferOfficer', (id) => ({ ...officerAndReason(id), post: { role: 'Title Inspector' } })],
  ['Mutation.deactivateOfficer', officerAndReason],
  ['Mutation.reactivateOfficer', officerAndReason],
  ['Mutation.recordOfficerLeave', (id) => ({ ...officerAndReason(id), fromDate: '2026-11-10', toDate: '2026-11-12' })],
  ['Mutation.cancelOfficerLeave', () => ({ leaveId: String(NONEXISTENT_ID), reason: 'Matrix reason' })],
  [
    'Mutation.assignOfficerCharge',
    (id) => ({
      holderId: String(id),
      post: { role: 'Municipal Commissioner' },
      fromDate: '2026-11-10',
      toDate: '2026-11-12',
      reason: 'Matrix reason',
    }),
  ],
  ['Mutation.endOfficerCharge', () => ({ chargeId: String(NONEXISTENT_ID), reason: 'Matrix reason' })],
  ['Mutation.unlockOfficer', officerAndReason],
  ['Mutation.endOfficerSessions', officerAndReason],
  ['Mutation.forceOfficerPasswordReset', officerAndReason],
  ['POST /api/admin/officers/import', () => ({})],
  ['GET /api/admin/officers/import-template.csv', () => ({})],
];
const administrationRest = (operation: string): TCall => {
  const [method = 'GET', url = ''] = operation.split(' ');
  return method === 'POST'
    ? { rest: { method: 'POST', url: `${url}?dryRun=false`, payload: { csv: 'username' } } }
    : get(url);
};

const ROWS: TRow[] = [
  // Sign-in and the public settings: no session by design (security/*.test.ts prove their own limits).
  ...['login', 'resendOtp', 'verifyOtp', 'resetOfficerPassword', 'changeOfficerPassword'].map((name): TRow => ({
    operation: `Mutation.${name}`,
    scope: 'OTHER',
    call: () =>
      gql({
        username: 'nobody.here',
        password: 'Not-the-password-1',
        passwordConfirmation: 'Not-the-password-1',
        otpSecretKey: '0000',
        challenge: 'x',
      }),
    // The reset answers an unknown username as a known one (docs/SECURITY.md "Sign-in").
    expected: { ...PUBLIC, anonymous: name === 'resetOfficerPassword' ? 'ALLOWED' : 'REFUSED' },
    note: 'sign-in steps: no session by design; an unknown officer is refused',
  })),
  { operation: 'Query.publicSettings', scope: 'OTHER', call: () => gql({}), expected: PUBLIC },
  // The caller's own scope.
  { operation: 'Query.me', scope: 'OWN', right: 'site', call: () => gql({}), expected: OWN },
  { operation: 'Query.mySessions', scope: 'OWN', right: 'site', call: () => gql({}), expected: OWN },
  {
    operation: 'Mutation.endSession',
    scope: 'OWN',
    right: 'site',
    isWrite: true,
    call: () => gql({ id: String(NONEXISTENT_ID) }),
    expected: { ...OWN, otherUlb: 'REFUSED', wrongRole: 'REFUSED', rightOfficer: 'REFUSED' },
    note: 'an unknown session id, as another officer’s answers (sessions.resolver)',
  },
  {
    operation: 'Mutation.endOtherSessions',
    scope: 'OWN',
    right: 'site',
    isWrite: true,
    call: () => gql({}),
    expected: { ...OWN, otherUlb: 'NOT_APPLICABLE', wrongRole: 'NOT_APPLICABLE' },
    note: 'ends only the caller’s own other sessions',
  },
  {
    operation: 'Mutation.setPreferredLanguage',
    scope: 'OWN',
    right: 'site',
    isWrite: true,
    call: () => gql({ language: 'en' }),
    expected: { ...OWN, otherUlb: 'NOT_APPLICABLE', wrongRole: 'NOT_APPLICABLE' },
    note: 'sets only the caller’s own language (the session names the officer); played with the default, English',
  },
  {
    operation: 'Mutation.signout',
    scope: 'OWN',
    right: 'site',
    call: () => gql({}),
    expected: { ...OWN, otherUlb: 'NOT_APPLICABLE', wrongRole: 'NOT_APPLICABLE', rightOfficer: 'NOT_APPLICABLE' },
    note: 'ends the caller’s own session (not played: the matrix keeps its sessions)',
  },
  {
    operation: 'Query.applicationsByDateAndTypeFilter',
    scope: 'OWN',
    right: 'site',
    call: () => gql({ filter: 'ALL', searchParam: 'Matrixfile', perPage: 100 }),
    expected: OWN,
  },
  { operation: 'Query.inboxTabCounts', scope: 'OWN', right: 'site', call: () => gql({}), expected: OWN },
  {
    operation: 'Query.officerApplicationSearch',
    scope: 'OWN',
    right: 'site',
    call: () => gql({ searchParam: 'Matrixfile', perPage: 100 }),
    expected: OWN,
  },
  {
    operation: 'Query.applicationsCorrectionRequest',
    scope: 'OWN',
    right: 'site',
    call: () => gql({ status: 'correction', perPage: 50 }),
    expected: OWN,
  },
  { operation: 'Query.reportScope', scope: 'OWN', right: 'commissioner', call: () => gql({}), expected: OWN },
  {
    operation: 'Query.reports',
    scope: 'OWN',
    right: 'commissioner',
    call: () => gql({ type: 'CONSOLIDATED' }),
    expected: OWN,
  },
  {
    operation: 'Query.reportApplications',
    scope: 'OWN',
    right: 'commissioner',
    call: () => gql({ applicationStatus: 'VERIFICATION_UNDER_PROGRESS', perPage: 100 }),
    expected: OWN,
  },
  ...[
    'chasingFigures',
    'delayedFiles',
    'delayingOfficers',
    'penalties',
    'officerPerformance',
    'stageDelays',
    'delayBands',
    'deemedAlerts',
    'deemedAlertCount',
    'postVerificationAlerts',
    'postVerificationAlertCount',
    'deemedReviewAlerts',
    'processingLeaderboard',
    'feePaymentsLeaderboard',
    'grievances',
    'revenue',
    'shortfalls',
    'shortfallNotices',
    'feeIntimations',
  ].map((name): TRow => ({
    operation: `Query.${name}`,
    scope: 'OWN',
    right: 'commissioner',
    call: () => gql({}),
    expected: OWN,
  })),
  {
    operation: 'Mutation.resolveAlert',
    scope: 'FILE',
    isWrite: true,
    right: 'commissioner',
    turn: { stageKey: 'DECISION' },
    call: (x) => gql({ id: String(x.alertId), remark: 'Seen' }),
    expected: { ...TURN_WRITE, decidedFile: 'ALLOWED' },
    note: 'an alert is resolved by the officer its review went to (the holder here) or the chasing cell; another officer whose report scope holds it reads it only',
  },
  // One file: reads.
  {
    operation: 'Query.officersApplication',
    scope: 'FILE',
    right: 'site',
    call: (x) => gql({ id: String(x.applicationId) }),
    expected: READ,
  },
  {
    operation: 'Query.recommendations',
    scope: 'FILE',
    right: 'site',
    call: (x) => gql({ id: String(x.applicationId), formInstanceId: [String(x.formInstanceId)] }),
    expected: READ,
    // Every open turn holds a saved draft remark (makeFile): the other officer's is never shown.
    mustNotShow: { noTurn: draftRemarkOf('other') },
  },
  {
    operation: 'Query.applicationComments',
    scope: 'FILE',
    right: 'site',
    call: (x) => gql({ applicationId: String(x.applicationId) }),
    expected: READ,
  },
  {
    operation: 'Query.getQuestionsAndAnswers',
    scope: 'FILE',
    right: 'site',
    call: (x) => gql({ id: String(x.applicationId) }),
    expected: READ,
  },
  {
    operation: 'Query.applicationForm',
    scope: 'FILE',
    right: 'site',
    call: (x) => gql({ formInstanceId: String(x.formInstanceId) }),
    expected: READ,
  },
  {
    operation: 'Query.reviewRemarks',
    scope: 'FILE',
    right: 'site',
    call: (x) => gql({ id: String(x.applicationId) }),
    expected: READ,
  },
  {
    operation: 'Query.applicationCorrectionRequest',
    scope: 'FILE',
    right: 'site',
    call: (x) => gql({ applicationId: String(x.applicationId) }),
    expected: READ,
  },
  {
    operation: 'Query.applicationConditions',
    scope: 'FILE',
    right: 'site',
    call: (x) => gql({ applicationId: String(x.applicationId), typeOf: 'fee' }),
    expected: READ,
  },
  {
    operation: 'Query.noteDraft',
    scope: 'FILE',
    right: 'site',
    call: (x) => gql({ applicationId: String(x.applicationId) }),
    expected: READ,
  },
  ...['fieldPhotos', 'siteVisits'].map((name): TRow => ({
    operation: `Query.${name}`,
    scope: 'FILE',
    right: 'site',
    call: (x) => gql({ applicationId: String(x.applicationId) }),
    expected: READ,
  })),
  {
    operation: 'Query.fieldPhotoMaxDistance',
    scope: 'OWN',
    right: 'site',
    call: () => gql({}),
    expected: OWN,
    note: 'a setting of the server (FIELD_PHOTO_MAX_DISTANCE_M), the same number for every officer',
  },
  ...['view', 'occupancy_show', 'compound_wall_show', 'citizen_uploaded_documents', 'certificates'].map(
    (suffix): TRow => ({
      operation: `GET /api/v1/applications/:id/${suffix}`,
      scope: 'FILE',
      right: 'site',
      call: (x) => app(x.applicationId, suffix),
      expected: READ,
    }),
  ),
  {
    operation: 'GET /api/fee_details/:id',
    scope: 'FILE',
    right: 'tpso',
    turn: { stageKey: 'TECHNICAL', level: 'L2' },
    wrongRole: 'site',
    call: (x) => get(`/api/fee_details/${x.applicationId}`),
    expected: { ...READ, wrongRole: 'FORBIDDEN' },
    note: 'fee details are not shown to site and title verification',
  },
  {
    operation: 'GET /api/exports/comments/:id.pdf',
    scope: 'FILE',
    right: 'site',
    call: (x) => get(`/api/exports/comments/${x.applicationId}.pdf`),
    expected: READ,
  },
  {
    operation: 'GET /api/v1/media/:id',
    scope: 'FILE',
    right: 'site',
    call: (x) => get(`/api/v1/media/${x.mediaId}`),
    expected: READ,
  },
  // One file: writes.
  {
    operation: 'Mutation.createComment',
    scope: 'FILE',
    isWrite: true,
    right: 'site',
    call: (x) => gql({ applicationId: String(x.applicationId), comment: '<p>Inspected</p>' }),
    expected: TURN_WRITE,
  },
  {
    operation: 'Mutation.saveNoteDraft',
    scope: 'FILE',
    isWrite: true,
    right: 'site',
    call: (x) => gql({ applicationId: String(x.applicationId), comment: '<p>Typing</p>' }),
    expected: { ...TURN_WRITE, noTurn: 'ALLOWED', decidedFile: 'ALLOWED' },
    note: 'a draft is the officer’s own scratch, on any file they may see: it changes nothing of the file',
  },
  {
    operation: 'Mutation.deleteNoteDraft',
    scope: 'FILE',
    isWrite: true,
    right: 'site',
    call: (x) => gql({ applicationId: String(x.applicationId) }),
    expected: { ...TURN_WRITE, noTurn: 'ALLOWED', decidedFile: 'ALLOWED' },
    note: 'the officer’s own draft, as saveNoteDraft',
  },
  {
    operation: 'Mutation.saveFormAnswers',
    scope: 'FILE',
    isWrite: true,
    right: 'site',
    call: (x) => gql({ formInstanceId: String(x.formInstanceId), data: '{}' }),
    expected: { ...TURN_WRITE, noTurn: 'AS_NONEXISTENT' },
    note: 'another officer’s form instance is as unknown as a missing one',
  },
  {
    operation: 'Mutation.saveRemark',
    scope: 'FILE',
    isWrite: true,
    right: 'site',
    call: (x) => gql({ formInstanceId: String(x.formInstanceId), remark: 'Checked' }),
    expected: { ...TURN_WRITE, noTurn: 'AS_NONEXISTENT' },
    note: 'as saveFormAnswers',
  },
  {
    operation: 'Mutation.submitFormAnswers',
    scope: 'FILE',
    isWrite: true,
    right: 'site',
    call: (x) => gql({ formInstanceId: String(x.formInstanceId), status: 'SUBMITTED', data: '{}' }),
    expected: { ...TURN_WRITE, noTurn: 'AS_NONEXISTENT' },
    note: 'as saveFormAnswers; the right officer is then stopped by the unanswered checklist',
  },
  {
    operation: 'Mutation.createShortfall',
    scope: 'FILE',
    isWrite: true,
    right: 'site',
    call: (x) => gql({ formInstanceId: String(x.formInstanceId), remark: 'Documents missing' }),
    expected: { ...TURN_WRITE, noTurn: 'AS_NONEXISTENT' },
    note: 'as saveFormAnswers',
  },
  {
    operation: 'Mutation.updateApplicationStatus',
    scope: 'FILE',
    isWrite: true,
    right: 'commissioner',
    turn: { stageKey: 'DECISION' },
    wrongRole: 'site',
    call: (x) => gql({ applicationId: String(x.applicationId), status: 'ACCEPTED', finalRemark: 'Approved' }),
    expected: { ...TURN_WRITE, wrongRole: 'FORBIDDEN' },
  },
  {
    operation: 'Mutation.feeDetails',
    scope: 'FILE',
    isWrite: true,
    right: 'tpso',
    turn: { stageKey: 'TECHNICAL', level: 'L2' },
    wrongRole: 'site',
    call: (x) =>
      gql({
        applicationId: String(x.applicationId),
        feeBreakup: JSON.stringify([{ cost_head_name: 'Building permit fee', newAmount: 100 }]),
      }),
    expected: { ...TURN_WRITE, wrongRole: 'FORBIDDEN', noTurn: 'REFUSED', decidedFile: 'REFUSED' },
    note:
      'the service refuses any fee change but at the fee certification turn of an officer with the fee action; a ' +
      'file with no calculated fee is refused before the turn is looked at ("No fee is calculated")',
  },
  {
    operation: 'Mutation.selectConditions',
    scope: 'FILE',
    isWrite: true,
    right: 'tpso',
    turn: { stageKey: 'TECHNICAL', level: 'L2' },
    call: (x) => gql({ applicationId: String(x.applicationId), conditionSelected: String(feeConditionId) }),
    expected: TURN_WRITE,
  },
  {
    operation: 'Mutation.customCondition',
    scope: 'FILE',
    isWrite: true,
    right: 'tpso',
    turn: { stageKey: 'TECHNICAL', level: 'L2' },
    call: (x) => gql({ applicationId: String(x.applicationId), typeOf: 'fee', newCondition: ['Matrix condition'] }),
    expected: TURN_WRITE,
  },
  {
    operation: 'Mutation.updateCorrection',
    scope: 'FILE',
    isWrite: true,
    right: 'site',
    withCorrection: true,
    call: (x) => gql({ correctionId: String(x.correctionId), isApprove: true, remark: 'Verified' }),
    expected: { ...TURN_WRITE, decidedFile: 'ALLOWED' },
    note: 'a correction request waiting for the officer is their turn, also on a decided file',
  },
  {
    operation: 'Mutation.updateFinalCorrection',
    scope: 'FILE',
    isWrite: true,
    right: 'site',
    withCorrection: true,
    call: (x) => gql({ correctionRequestId: String(x.correctionRequestId), remark: 'Verified' }),
    expected: { ...TURN_WRITE, decidedFile: 'ALLOWED' },
    note: 'as updateCorrection',
  },
  {
    operation: 'PUT /api/v1/deviations/:id',
    scope: 'FILE',
    isWrite: true,
    right: 'site',
    applicationType: 'OCCUPANCY',
    call: (x) => ({
      rest: {
        method: 'PUT',
        url: `/api/v1/deviations/${x.applicationId}`,
        payload: LEVEL_ONE_DEVIATION,
      },
    }),
    expected: { ...TURN_WRITE, noTurn: 'REFUSED', decidedFile: 'REFUSED' },
    note:
      'the service changes a level only on the open turn of that level; a file with no deviation table is refused ' +
      'before the turn is looked at',
  },
  {
    operation: 'POST /api/v1/media',
    scope: 'FILE',
    isWrite: true,
    right: 'site',
    call: async (x, as) => ({
      rest: {
        method: 'POST',
        url: '/api/v1/media',
        payload: { application_id: x.applicationId, s3_file_path: await uploadedKey(as), category: 'note_attachment' },
      },
    }),
    expected: TURN_WRITE,
  },
  {
    operation: 'Mutation.recordFieldPhoto',
    scope: 'FILE',
    isWrite: true,
    right: 'site',
    call: async (x, as) =>
      gql({
        applicationId: String(x.applicationId),
        key: await uploadedPhotoKey(as),
        fileName: 'site.jpg',
        position: DEVICE_POSITION,
      }),
    expected: TURN_WRITE,
  },
  {
    operation: 'Mutation.recordSiteVisit',
    scope: 'FILE',
    isWrite: true,
    right: 'site',
    call: (x) => gql({ applicationId: String(x.applicationId), position: DEVICE_POSITION }),
    expected: TURN_WRITE,
  },
  {
    operation: 'POST /api/v1/properties/update_geo_coordinates',
    scope: 'FILE',
    isWrite: true,
    right: 'site',
    wrongRole: 'title',
    call: (x, as) => ({
      rest: {
        method: 'POST',
        url: '/api/v1/properties/update_geo_coordinates',
        payload: { officer_geo_coordinates: RING, property_id: x.propertyId, officer_id: as ? officerIds[as] : 1 },
      },
    }),
    expected: { ...TURN_WRITE, wrongRole: 'FORBIDDEN' },
  },
  {
    operation: 'DELETE /api/v1/properties/delete_officer_coordinates',
    scope: 'FILE',
    isWrite: true,
    right: 'site',
    wrongRole: 'title',
    withCoordinates: true,
    call: (x) => ({
      rest: {
        method: 'DELETE',
        url: '/api/v1/properties/delete_officer_coordinates',
        payload: { property_id: x.propertyId },
      },
    }),
    expected: { ...TURN_WRITE, wrongRole: 'FORBIDDEN' },
  },
  // REST of the caller's own scope.
  {
    operation: 'GET /api/v1/media/s3_signed_url',
    scope: 'OWN',
    right: 'site',
    call: () => get('/api/v1/media/s3_signed_url?content_type=application/pdf'),
    expected: OWN,
    note: 'a form to upload under the officer’s own prefix: attaching it is the guarded write',
  },
  {
    operation: 'GET /api/v1/map_layers',
    scope: 'OWN',
    right: 'site',
    call: () => get('/api/v1/map_layers'),
    expected: OWN,
  },
  ...['districts_for_authorites', 'districts', 'ulb_names_for_districts', 'ulb_names'].map((name): TRow => ({
    operation: `GET /api/v1/villages/${name}`,
    scope: 'OWN',
    right: 'commissioner',
    call: () => get(`/api/v1/villages/${name}?authorities=ALL&districts=ALL`),
    expected: OWN,
  })),
  {
    operation: 'GET /api/exports/applications.xlsx',
    scope: 'OWN',
    right: 'site',
    call: () => get('/api/exports/applications.xlsx?filter=ALL&searchParam=Matrixfile'),
    expected: OWN,
  },
  {
    operation: 'GET /api/exports/reports/:table',
    scope: 'OWN',
    right: 'commissioner',
    call: () =>
      get(
        `/api/exports/reports/application-search.xlsx?args=${encodeURIComponent(JSON.stringify({ searchParam: 'Matrixfile' }))}`,
      ),
    expected: OWN,
  },
  // Not an officer's session: public files, the citizen platform (its API key), the storage's signed links.
  {
    operation: 'GET /api/v1/map_layers/:file',
    scope: 'OTHER',
    call: () => get(`/api/v1/map_layers/${encodeURIComponent(MAP_LAYERS[MAP_LAYER_KEYS[0]].fileName)}`),
    expected: PUBLIC,
  },
  {
    operation: 'GET /api/fee_calculator/get_total_fee_breakup',
    scope: 'OTHER',
    call: () =>
      get(
        `/api/fee_calculator/get_total_fee_breakup?${new URLSearchParams({
          application_type: 'SC',
          building_purpose: 'Residential',
          authority: 'DTCP',
          ulb_grade: '1',
          plot_area: '180',
          height: '7',
          net_plot_area: '180',
          total_built_up_area: '216',
          floor_built_up_area: '108',
          approval_type: 'Gramkantam/Abadi',
          vlt_paid: 'No',
          market_value: '12000',
          sub_div_of_plot: 'No',
        }).toString()}`,
      ),
    expected: PUBLIC,
    note: 'the public fee calculator',
  },
  ...[
    ['POST', '/api/platform/v1/applications', '/api/platform/v1/applications'],
    [
      'POST',
      '/api/platform/v1/applications/:id/correction-requests',
      `/api/platform/v1/applications/1/correction-requests`,
    ],
    ['POST', '/api/platform/v1/applications/:id/:event', '/api/platform/v1/applications/1/withdrawal'],
  ].map(([method, route, url]): TRow => ({
    operation: `${method} ${route}`,
    scope: 'OTHER',
    right: 'site',
    call: () => ({ rest: { method: 'POST', url: url ?? '', payload: {} } }),
    expected: { ...PUBLIC, anonymous: 'UNAUTHENTICATED', rightOfficer: 'UNAUTHENTICATED' },
    note: 'the citizen platform’s calls need its API key: an officer’s session is refused like none',
  })),
  {
    operation: 'GET /api/public/orders/:number',
    scope: 'FILE',
    call: async (target) => {
      // The file's order, as its decision would have issued it.
      await t.database.db
        .insert(decisionOrders)
        .values({
          number: MATRIX_ORDER,
          applicationId: target.applicationId,
          applicationVersion: 0,
          kind: 'PERMIT',
          title: 'Building Permission Order',
          storageKey: 'orders/matrix.pdf',
          sha256: '0'.repeat(64),
          issuedAt: new Date(),
        })
        .onConflictDoNothing();
      return get(`/api/public/orders/${MATRIX_ORDER}`);
    },
    expected: PUBLIC,
    note: 'the public check of an order: whoever holds its number, no session (orders tests: nothing personal)',
  },
  {
    operation: 'GET /api/public/orders/:number/copy-check',
    scope: 'OTHER',
    call: () => get(`/api/public/orders/${MATRIX_ORDER}/copy-check?sha256=${'0'.repeat(64)}`),
    expected: PUBLIC,
    note: 'whether a copy is the order issued, by its hash: whoever holds the order, no session (orders tests)',
  },
  {
    operation: `POST ${LOCAL_UPLOAD_PATH}`,
    scope: 'OTHER',
    call: () => ({ rest: { method: 'POST', url: LOCAL_UPLOAD_PATH, payload: {} } }),
    expected: { ...PUBLIC, anonymous: 'REFUSED' },
    note: 'the local bucket takes only a form the server signed (storage tests)',
  },
  {
    operation: `GET ${FILES_PATH}/*`,
    scope: 'OTHER',
    call: () => get(`${FILES_PATH}/uploads/1/x.pdf?expires=1&signature=x`),
    expected: { ...PUBLIC, anonymous: 'REFUSED' },
    note: 'the local bucket serves only a link the server signed (storage tests)',
  },
  // Officer administration (issue 52): no officer of files may call it; an administrator only within their scope
  // (modules/administration/administration.resolver.test.ts plays the administrators).
  ...ADMINISTRATION_CALLS.map(([operation, variables]): TRow => ({
    operation,
    scope: 'OWN',
    isWrite: operation.startsWith('Mutation.') || operation.startsWith('POST '),
    call: () => (operation.includes(' ') ? administrationRest(operation) : gql(variables(officerIds.site))),
    expected: ADMINISTRATION_ONLY,
    note: 'administrators only: every officer is refused before anything the call names is read',
  })),
];

/** Routes that are not operations on the officers' data. */
const ROUTES_OUTSIDE_THE_MATRIX = {
  'GET /api/health': 'the health check',
  'GET /health/live': 'the orchestrator’s liveness probe (modules/health)',
  'GET /health/ready': 'the orchestrator’s readiness probe (modules/health)',
  'GET /api/docs': 'the API description',
  'GET /api/dev/sms': 'the development SMS outbox (not registered in production)',
  'GET /graphql': 'the GraphQL endpoint itself (its operations are the rows)',
  'POST /graphql': 'the GraphQL endpoint itself (its operations are the rows)',
};

/** Every field without arguments, to a depth: what a curious client would ask for. */
function selectionOf(type: GraphQLOutputType, depth: number): string {
  const named = graphqlRuntime.getNamedType(type);
  if (!graphqlRuntime.isObjectType(named)) return '';
  if (depth === 0) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter((field) => field.args.length === 0);
  return `{ __typename ${fields.map((field) => `${field.name} ${selectionOf(field.type, depth - 1)}`).join(' ')} }`;
}

function graphqlDocument(operation: string, variables: Record<string, unknown>): string {
  const [kind = '', name = ''] = operation.split('.');
  const root = kind === 'Query' ? schema.getQueryType() : schema.getMutationType();
  const field: GraphQLField<unknown, unknown> | undefined = root?.getFields()[name];
  if (!field) throw new Error(`no such operation ${operation}`);
  const given = field.args.filter((argument) => argument.name in variables);
  const declarations = given.map((argument) => `$${argument.name}: ${String(argument.type)}`).join(', ');
  const call = given.map((argument) => `${argument.name}: $${argument.name}`).join(', ');
  return `${kind.toLowerCase()}${given.length ? ` (${declarations})` : ''} { ${name}${given.length ? `(${call})` : ''} ${selectionOf(field.type, 3)} }`;
}

type TAnswer = { status: number; body: string; code: string | null };

async function play(row: TRow, target: TTarget, as: TOfficerKey | null): Promise<TAnswer> {
  const call = await row.call(target, as);
  const headers = as ? { authorization: `Bearer ${tokens[as]}` } : {};
  const request: InjectOptions =
    'graphql' in call
      ? {
          method: 'POST',
          url: '/graphql',
          headers,
          payload: { query: graphqlDocument(row.operation, call.graphql), variables: call.graphql },
        }
      : { ...call.rest, headers };
  const response = await t.app.inject(request);
  const body = String(response.headers['content-type'] ?? '').includes('spreadsheetml')
    ? await spreadsheetText(response.rawPayload)
    : response.body;
  let code: string | null = null;
  if ('graphql' in call) {
    const parsed = response.json() as { errors?: { extensions?: { code?: string } }[] };
    code = parsed.errors?.[0]?.extensions?.code ?? null;
  }
  return { status: response.statusCode, body, code };
}

/** A spreadsheet's cells as text, so that what it names can be looked for. */
async function spreadsheetText(payload: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value ?? '')))));
  return `xlsx: ${cells.join(' | ')}`;
}

function isUnauthenticated(answer: TAnswer) {
  return answer.code === 'UNAUTHENTICATED' || answer.status === 401;
}
function isForbidden(answer: TAnswer, isGraphql: boolean) {
  return isGraphql ? answer.code === 'FORBIDDEN' : answer.status === 403;
}
function isError(answer: TAnswer) {
  return answer.code !== null || answer.status >= 400;
}

let fileCounter = 0;

/**
 * A file of the matrix's ULB, with one turn, a plot, a document, a correction request and an alert; a draft has
 * no turn and no alert.
 */
async function makeFile(
  row: TRow,
  options: { holder: TOfficerKey; status: TApplicationStatus; action: TStageStatus },
): Promise<TTarget> {
  const { db } = t.database;
  fileCounter += 1;
  const applicantName = `Matrixfile ${fileCounter}`;
  const turn = row.turn ?? { stageKey: 'SITE' };
  const isDraft = options.status === 'DRAFT';
  const now = t.clock.now();
  const application = await createApplication(db, {
    ulbId: here.ulb.id,
    applicantName,
    applicationType: row.applicationType ?? 'SELF CERTIFICATION',
    status: options.status,
    appliedOn: now,
    stages: isDraft
      ? []
      : [
          {
            name: turn.stageKey,
            stageKey: turn.stageKey,
            level: turn.level ?? 'L1',
            officerId: officerIds[options.holder],
            action: options.action,
            receivedDate: now,
          },
        ],
  });
  fileMarks.push(application.applicationIdentifier, applicantName);
  const [property] = await db
    .update(properties)
    .set({ officerGeoCoordinates: row.withCoordinates ? RING : null })
    .where(eq(properties.applicationId, application.id))
    .returning({ id: properties.id });
  const [turnRow] = await db
    .select({ id: stageOfficers.id, stageId: stageStates.id })
    .from(stageOfficers)
    .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId))
    .where(eq(stageStates.applicationId, application.id));
  // An open turn's remark is its officer's draft (saveRemark keeps it on the stage).
  if (turnRow && options.action === 'IN_PROCESS') {
    const remark = draftRemarkOf(options.holder);
    await db
      .update(stageStates)
      .set(turn.level === 'L2' ? { l2Remarks: remark } : { l1Remarks: remark })
      .where(eq(stageStates.id, turnRow.stageId));
  }
  const [document] = await db
    .insert(media)
    .values({
      applicationId: application.id,
      category: 'note_attachment',
      name: 'matrix.pdf',
      s3FilePath: `uploads/${officerIds[options.holder]}/matrix/${application.id}.pdf`,
      contentType: 'application/pdf',
      source: 'OFFICER',
      officerId: officerIds[options.holder],
      createdAt: now,
    })
    .returning({ id: media.id });
  const correction = row.withCorrection ? await correctionFor(application.id, options.holder) : null;
  if (!property || !document) throw new Error('fixture insert failed');
  const [alert] = isDraft
    ? []
    : await db
        .insert(alerts)
        .values({
          raisedAt: now,
          kind: 'DEEMED_REVIEW_ESCALATED',
          applicationId: application.id,
          ulbId: here.ulb.id,
          message: 'Matrix',
          // The review went to the file's holder: the alert is theirs to resolve (issue 51 §7).
          details: { reviewerId: officerIds[options.holder] },
        })
        .returning({ id: alerts.id });
  return {
    applicationId: application.id,
    propertyId: property.id,
    formInstanceId: turnRow?.id ?? NONEXISTENT_ID,
    mediaId: document.id,
    correctionId: correction?.correctionId ?? NONEXISTENT_ID,
    correctionRequestId: correction?.requestId ?? NONEXISTENT_ID,
    alertId: alert?.id ?? NONEXISTENT_ID,
  };
}

/** A correction request of the file, one correction, waiting for the holder's verification. */
async function correctionFor(applicationId: number, holder: TOfficerKey) {
  const { db } = t.database;
  const now = t.clock.now();
  const [request] = await db
    .insert(correctionRequests)
    .values({ applicationId, status: 'CORRECTION_VERIFICATION', createdAt: now })
    .returning({ id: correctionRequests.id });
  if (!request) throw new Error('fixture insert failed');
  const [correction] = await db
    .insert(corrections)
    .values({ correctionRequestId: request.id, columnName: 'applicantName', oldValue: 'Matrix', newValue: 'Matrix X' })
    .returning({ id: corrections.id });
  await db.insert(correctionAssignees).values({
    correctionRequestId: request.id,
    officerId: officerIds[holder],
    step: 'VERIFICATION',
    receivedAt: now,
  });
  return { requestId: request.id, correctionId: correction?.id ?? NONEXISTENT_ID };
}

async function standardFeeCondition(): Promise<number> {
  const [condition] = await t.database.db
    .select({ id: conditions.id })
    .from(conditions)
    .where(and(eq(conditions.typeOf, 'fee'), isNull(conditions.applicationId)));
  return condition?.id ?? NONEXISTENT_ID;
}

let here: Awaited<ReturnType<typeof createJurisdiction>>;

beforeAll(async () => {
  t = await createTestApp();
  schema = graphqlRuntime.buildSchema(loadSchema());
  const signedIn = await signInHereAndElsewhere(
    t,
    ({ here, elsewhere }): Record<TOfficerKey, TTeamMemberOptions> => ({
      site: { role: 'Site Inspector', jurisdiction: here },
      title: { role: 'Title Inspector', jurisdiction: here },
      tpso: { role: 'TPSO OFFICER', jurisdiction: here, actions: ['fee'] },
      commissioner: { role: 'Municipal Commissioner', jurisdiction: here },
      fire: { role: 'FIRE', jurisdiction: here, lineDepartment: 'FIRE' },
      other: { role: 'Site Inspector', jurisdiction: here },
      outSite: { role: 'Site Inspector', jurisdiction: elsewhere },
      outTpso: { role: 'TPSO OFFICER', jurisdiction: elsewhere, actions: ['fee'] },
      outCommissioner: { role: 'Municipal Commissioner', jurisdiction: elsewhere },
    }),
    '93000000',
  );
  here = signedIn.here;
  for (const key of OFFICER_KEYS) {
    officerIds[key] = signedIn.team[key].id;
    tokens[key] = signedIn.team[key].token;
  }
  // Files of every kind in the ULB before any row runs, so that the lists and reports have something to leak: one
  // waiting for the site inspector, one with another officer, one decided, one at the commissioner's decision.
  const world: TRow = {
    operation: 'world',
    scope: 'FILE',
    call: () => gql({}),
    expected: PUBLIC,
    withCorrection: true,
  };
  await makeFile(world, { holder: 'site', status: 'VERIFICATION_UNDER_PROGRESS', action: 'IN_PROCESS' });
  await makeFile(world, { holder: 'other', status: 'VERIFICATION_UNDER_PROGRESS', action: 'IN_PROCESS' });
  await makeFile(world, { holder: 'site', status: 'REJECTED', action: 'SUBMITTED' });
  await makeFile(
    { ...world, turn: { stageKey: 'DECISION' } },
    { holder: 'commissioner', status: 'PROCEEDINGS_IN_PROGRESS', action: 'IN_PROCESS' },
  );
});
afterAll(() => t.close());

/** An answer's message, or its first characters. */
function briefly(body: string): string {
  return (/"message":"([^"]*)"/.exec(body)?.[1] ?? body).slice(0, 90);
}

type TCell = { operation: string; principal: TPrincipal; expected: TOutcome; got: string };

/** Plays one row for its seven principals; answers the cells that did not get their expected answer. */
async function playRow(row: TRow): Promise<TCell[]> {
  const misses: TCell[] = [];
  const isGraphql = !row.operation.includes(' ');
  const check = (principal: TPrincipal, expected: TOutcome, ok: boolean, got: string) => {
    if (!ok) misses.push({ operation: row.operation, principal, expected, got });
  };
  const right = row.right ?? 'site';
  if (!feeConditionId) {
    await syncStandardConditions(t.database.db, t.clock.now());
    feeConditionId = await standardFeeCondition();
  }
  const files =
    row.scope === 'FILE'
      ? {
          open: await makeFile(row, {
            holder: right,
            status: statusAtTurn(row),
            action: 'IN_PROCESS',
          }),
          notMine: await makeFile(row, { holder: 'other', status: statusAtTurn(row), action: 'IN_PROCESS' }),
          decided: await makeFile(row, { holder: right, status: 'REJECTED', action: 'SUBMITTED' }),
          draft: await makeFile(row, { holder: right, status: 'DRAFT', action: 'IN_PROCESS' }),
        }
      : null;
  const open = files?.open ?? NONEXISTENT;
  const before = row.isWrite ? await databaseSnapshot(t) : null;
  const callers: Record<TPrincipal, { as: TOfficerKey | null; target: TTarget }> = {
    anonymous: { as: null, target: open },
    otherUlb: { as: OUTSIDER_OF[right], target: open },
    wrongRole: { as: row.wrongRole ?? 'fire', target: open },
    noTurn: { as: right, target: files?.notMine ?? NONEXISTENT },
    decidedFile: { as: right, target: files?.decided ?? NONEXISTENT },
    draftFile: { as: right, target: files?.draft ?? NONEXISTENT },
    rightOfficer: { as: right, target: open },
  };
  // Refusals first, then whether they changed anything; the principals that may act come last.
  const isRefusal = (outcome: TOutcome) =>
    outcome === 'UNAUTHENTICATED' || outcome === 'FORBIDDEN' || outcome === 'AS_NONEXISTENT' || outcome === 'REFUSED';
  const refusals = PRINCIPALS.filter((principal) => isRefusal(row.expected[principal]));
  const others = PRINCIPALS.filter((principal) => !isRefusal(row.expected[principal]));
  for (const [index, principal] of [...refusals, ...others].entries()) {
    const expected = row.expected[principal];
    if (index === refusals.length && before) {
      const after = await databaseSnapshot(t);
      const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
      check(refusals[0] ?? principal, 'REFUSED', changed.length === 0, `the refusals changed ${changed.join(', ')}`);
    }
    if (expected === 'NOT_APPLICABLE') continue;
    const { as, target } = callers[principal];
    const answer = await play(row, target, as);
    const got = `${answer.status} ${answer.body.slice(0, 200)}`;
    const secret = row.mustNotShow?.[principal];
    if (secret) check(principal, expected, !answer.body.includes(secret), `shows "${secret}"`);
    // AUTHZ_MATRIX_REPORT=1 prints every cell's answer, to read the matrix rather than only its misses.
    if (process.env.AUTHZ_MATRIX_REPORT) {
      console.info(
        `${row.operation} | ${principal} | ${expected} | ${answer.code ?? answer.status} ${briefly(answer.body)}`,
      );
    }
    switch (expected) {
      case 'UNAUTHENTICATED':
        check(principal, expected, isUnauthenticated(answer), got);
        break;
      case 'FORBIDDEN':
        check(principal, expected, isForbidden(answer, isGraphql), got);
        break;
      case 'REFUSED':
        check(principal, expected, isError(answer) && !isUnauthenticated(answer), got);
        break;
      case 'AS_NONEXISTENT': {
        const missing = await play(row, NONEXISTENT, as);
        check(
          principal,
          expected,
          answer.status === missing.status && answer.body === missing.body,
          `${got} ≠ ${missing.status} ${missing.body.slice(0, 200)}`,
        );
        break;
      }
      case 'NO_LEAK':
        check(
          principal,
          expected,
          !isUnauthenticated(answer) && answer.status < 500 && !fileMarks.some((mark) => answer.body.includes(mark)),
          got,
        );
        break;
      case 'ALLOWED': {
        const refused = isUnauthenticated(answer) || isForbidden(answer, isGraphql) || answer.status >= 500;
        const missing = files && as ? await play(row, NONEXISTENT, as) : null;
        const isAsMissing = missing !== null && missing.body === answer.body && missing.status === answer.status;
        // About one file, past the guards is enough (the business rules may refuse then); otherwise an answer.
        const isAnswered = row.scope === 'FILE' || !isError(answer);
        check(principal, expected, !refused && !isAsMissing && isAnswered, got);
        break;
      }
    }
  }
  return misses;
}

function statusAtTurn(row: TRow): TApplicationStatus {
  const stageKey = row.turn?.stageKey ?? 'SITE';
  if (stageKey === 'DECISION') return 'PROCEEDINGS_IN_PROGRESS';
  if (row.applicationType === 'OCCUPANCY') return 'IN_PROCESS';
  return 'VERIFICATION_UNDER_PROGRESS';
}

describe('the authorization matrix (issue 15 §1)', () => {
  it('has a row for every GraphQL operation of the live schema, and only those', () => {
    const operations = [
      ...Object.keys(schema.getQueryType()?.getFields() ?? {}).map((name) => `Query.${name}`),
      ...Object.keys(schema.getMutationType()?.getFields() ?? {}).map((name) => `Mutation.${name}`),
    ].sort();
    const rows = ROWS.map((row) => row.operation).filter((operation) => !operation.includes(' '));
    expect(rows.sort()).toEqual(operations);
  });

  it('has a row for every REST route of the router, and only those', async () => {
    await t.app.ready();
    const routes = routerRoutes(t.app.printRoutes({ commonPrefix: false }));
    const listed = [
      ...ROWS.map((row) => row.operation).filter((operation) => operation.includes(' ')),
      ...Object.keys(ROUTES_OUTSIDE_THE_MATRIX),
    ];
    // The printed tree folds a wildcard into its parent ("/api/v1/media*"): matched by its parent.
    const unlisted = routes.filter(
      (route) =>
        !listed.includes(route) &&
        !(route.endsWith('*') && listed.some((entry) => entry.endsWith('/*') && entry.startsWith(route.slice(0, -1)))),
    );
    expect(unlisted).toEqual([]);
    for (const entry of listed) {
      const [method = '', url = ''] = entry.split(' ');
      expect({ entry, known: t.app.hasRoute({ method: method as 'GET', url }) }).toEqual({ entry, known: true });
    }
  });

  it('answers every principal of every operation as the matrix says: 0 leaks', async () => {
    const misses: TCell[] = [];
    for (const row of ROWS) misses.push(...(await playRow(row)));
    const cells = ROWS.flatMap((row) => PRINCIPALS.map((principal) => row.expected[principal]));
    const counts = OUTCOMES.map((outcome) => `${outcome} ${cells.filter((cell) => cell === outcome).length}`);
    console.info(
      `authorization matrix: ${ROWS.length} operations × ${PRINCIPALS.length} principals: ${counts.join(', ')}`,
    );
    expect(misses).toEqual([]);
  }, 600_000);
});
