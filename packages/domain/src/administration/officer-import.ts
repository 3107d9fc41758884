import { isAdministratorRole, isServerRoleName } from '../officer/server-role';
import { ADMINISTRATION_VALUE_MESSAGES as SAY } from './administration-messages';
import { isUlbRole, ZOfficerRecord } from './officer-record';

/** The columns of an officer import, in the template's order (docs/ADMINISTRATION.md). */
export const OFFICER_IMPORT_COLUMNS = [
  'username',
  'first_name',
  'last_name',
  'mobile',
  'email',
  'role',
  'ulb',
  'line_department',
] as const;
export type TOfficerImportColumn = (typeof OFFICER_IMPORT_COLUMNS)[number];
export const REQUIRED_IMPORT_COLUMNS: readonly TOfficerImportColumn[] = [
  'username',
  'first_name',
  'last_name',
  'mobile',
  'role',
];

export const OFFICER_IMPORT_EXAMPLE: Record<TOfficerImportColumn, string> = {
  username: 'site.ghmc.2',
  first_name: 'Ravi',
  last_name: 'Kumar',
  mobile: '9876543210',
  email: 'ravi.kumar@example.gov.in',
  role: 'Site Inspector',
  ulb: 'GHMC',
  line_department: '',
};

/** The rows a file may hold at once (a state's officers with room to spare). */
export const OFFICER_IMPORT_MAX_ROWS = 20_000;

export type TImportRowIn = { row: number; values: Partial<Record<TOfficerImportColumn, string>> };

/** What the database knows that a row is checked against; ulbs keyed by name as the file writes them. */
export type TImportLookups = {
  ulbs: ReadonlyMap<string, { id: number; isInScope: boolean }>;
  existingUsernames: ReadonlySet<string>;
  existingMobiles: ReadonlySet<string>;
  /** A ULB administrator may give no administrator's role but their own ULB's; a state administrator any. */
  mayGiveAdministratorRoles: boolean;
};

/** An officer's record as an administrator gives it: one created on the screen or imported from a row. */
export type TOfficerRecord = {
  username: string;
  firstName: string;
  lastName: string;
  mobile: string;
  email: string | null;
  role: string;
  ulbId: number | null;
  lineDepartment: string | null;
};

export type TImportRowOut = {
  row: number;
  username: string | null;
  problems: string[];
  officer: TOfficerRecord | null;
};

/** A header line's columns, named as the template names them (case, spaces and hyphens forgiven). */
export function importColumnOf(header: string): TOfficerImportColumn | null {
  const name = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (OFFICER_IMPORT_COLUMNS as readonly string[]).includes(name) ? (name as TOfficerImportColumn) : null;
}

/** The header's problems: a required column missing or a column the template does not have. */
export function headerProblems(headers: readonly string[]): string[] {
  const known = headers.map(importColumnOf);
  const problems = headers.flatMap((header, index) =>
    known[index] === null && header.trim() !== '' ? [SAY.unknownColumn(header)] : [],
  );
  for (const column of REQUIRED_IMPORT_COLUMNS) {
    if (!known.includes(column)) problems.push(SAY.missingColumn(column));
  }
  return problems;
}

/**
 * Every row's problems (issue 52 §3): a missing field, a bad mobile or username, an unknown role or ULB, a ULB
 * outside the administrator's jurisdiction, a username or mobile already in the database or twice in the file.
 * Row numbers count the header as row 1.
 */
export function checkImportRows(rows: readonly TImportRowIn[], lookups: TImportLookups): TImportRowOut[] {
  const count = (column: 'username' | 'mobile') => {
    const counts = new Map<string, number>();
    for (const { values } of rows) {
      const value = (values[column] ?? '').trim().toLowerCase();
      if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return counts;
  };
  const usernames = count('username');
  const mobiles = count('mobile');
  return rows.map(({ row, values }) => {
    const text = (column: TOfficerImportColumn) => (values[column] ?? '').trim();
    const problems: string[] = [];
    for (const column of REQUIRED_IMPORT_COLUMNS) {
      if (!text(column)) problems.push(SAY.missingValue(column));
    }
    const role = text('role');
    if (role && !isServerRoleName(role)) problems.push(SAY.unknownRoleNamed(role));
    if (role && isAdministratorRole(role) && !lookups.mayGiveAdministratorRoles) {
      problems.push(SAY.roleOnlyByState(role));
    }
    const ulbName = text('ulb');
    const ulb = ulbName ? lookups.ulbs.get(ulbName.toLowerCase()) : undefined;
    if (ulbName && !ulb) problems.push(SAY.unknownUlb(ulbName));
    if (ulb && !ulb.isInScope) problems.push(SAY.ulbOutside(ulbName));
    if (role && isServerRoleName(role) && isUlbRole(role) && !ulbName) problems.push(SAY.roleNeedsUlb(role));
    if (!ulbName && !lookups.mayGiveAdministratorRoles) problems.push(SAY.missingValue('ulb'));
    const username = text('username').toLowerCase();
    const mobile = text('mobile');
    if (username && (usernames.get(username) ?? 0) > 1) problems.push(SAY.usernameTwice(username));
    if (username && lookups.existingUsernames.has(username)) problems.push(SAY.usernameExists(username));
    if (mobile && (mobiles.get(mobile.toLowerCase()) ?? 0) > 1) problems.push(SAY.mobileTwice(mobile));
    if (mobile && lookups.existingMobiles.has(mobile)) problems.push(SAY.mobileTaken(mobile));
    const parsed = ZOfficerRecord.safeParse({
      username,
      firstName: text('first_name'),
      lastName: text('last_name'),
      mobile,
      email: text('email'),
      role: isServerRoleName(role) ? role : 'Site Inspector',
      ulbId: ulb?.id ?? null,
      lineDepartment: text('line_department'),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        // A missing value is said once, as "Missing …", above.
        const isMissing = ['username', 'firstName', 'lastName', 'mobile'].includes(field) && !text(columnOf(field));
        if (!isMissing) problems.push(issue.message);
      }
    }
    const unique = [...new Set(problems)];
    return {
      row,
      username: username || null,
      problems: unique,
      officer: unique.length === 0 && parsed.success ? { ...parsed.data, ulbId: parsed.data.ulbId ?? null } : null,
    };
  });
}

function columnOf(field: string): TOfficerImportColumn {
  if (field === 'firstName') return 'first_name';
  if (field === 'lastName') return 'last_name';
  return field as TOfficerImportColumn;
}

/** The template: the header line and one example row (CSV, RFC 4180). */
export function officerImportTemplate(): string {
  const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return `${OFFICER_IMPORT_COLUMNS.join(',')}\n${OFFICER_IMPORT_COLUMNS.map((column) => quote(OFFICER_IMPORT_EXAMPLE[column])).join(',')}\n`;
}

/** Parses CSV text (RFC 4180: quoted fields, doubled quotes, CRLF or LF) into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let index = 0; index < input.length; index++) {
    const char = input[index];
    if (quoted) {
      if (char === '"' && input[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[index + 1] === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}
