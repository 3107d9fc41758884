import { describe, expect, it } from 'vitest';
import { translateMessage } from '../i18n/message-translations';
import { headerLineMessage } from './administration-messages';
import {
  checkImportRows,
  headerProblems,
  officerImportTemplate,
  parseCsv,
  type TImportLookups,
} from './officer-import';

const lookups: TImportLookups = {
  ulbs: new Map([
    ['ghmc', { id: 1, isInScope: true }],
    ['medchal', { id: 2, isInScope: false }],
  ]),
  existingUsernames: new Set(['site.ghmc']),
  existingMobiles: new Set(['9848010000']),
  mayGiveAdministratorRoles: false,
};
const row = (values: Record<string, string>, number = 2) => ({ row: number, values });
const valid = {
  username: 'site.new',
  first_name: 'Ravi',
  last_name: 'Kumar',
  mobile: '9876500001',
  role: 'Site Inspector',
  ulb: 'GHMC',
};

describe('an import’s rows (issue 52 §3)', () => {
  it('passes a good row with the officer it makes', () => {
    const [checked] = checkImportRows([row(valid)], lookups);
    expect(checked?.problems).toEqual([]);
    expect(checked?.officer).toMatchObject({ username: 'site.new', ulbId: 1, role: 'Site Inspector', email: null });
  });

  it('names each problem of a row', () => {
    const [checked] = checkImportRows(
      [
        row({
          ...valid,
          last_name: '',
          mobile: '9848010000',
          role: 'Site Inspectr',
          ulb: 'Medchal',
          username: 'site.ghmc',
        }),
      ],
      lookups,
    );
    expect(checked?.problems).toEqual([
      'Missing last_name',
      'Unknown role "Site Inspectr"',
      'ULB "Medchal" is outside your jurisdiction',
      'Username "site.ghmc" already exists',
      "Mobile 9848010000 is another officer's",
    ]);
    expect(checked?.officer).toBeNull();
  });

  it('finds duplicates within the file and refuses an administrator’s role to a ULB administrator', () => {
    const checked = checkImportRows([row(valid, 2), row({ ...valid, role: 'State Administrator' }, 3)], lookups);
    expect(checked[0]?.problems).toEqual([
      'Username "site.new" is twice in the file',
      'Mobile 9876500001 is twice in the file',
    ]);
    expect(checked[1]?.problems).toContain('Only the state administrator may give the role "State Administrator"');
  });

  it('reads CSV with quotes, CRLF and a byte-order mark; the template has the header and one row', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
    ]);
    const [header = [], example = []] = parseCsv(officerImportTemplate());
    expect(headerProblems(header)).toEqual([]);
    expect(example).toHaveLength(header.length);
    expect(headerProblems(['username', 'Mobile', 'colour'])).toEqual([
      'Unknown column "colour"',
      'Missing column "first_name"',
      'Missing column "last_name"',
      'Missing column "role"',
    ]);
  });

  it('says each row problem in Telugu, the role, ULB, username and mobile as the file wrote them', () => {
    const [checked] = checkImportRows(
      [
        row({
          ...valid,
          last_name: '',
          mobile: '9848010000',
          role: 'Site Inspectr',
          ulb: 'Medchal',
          username: 'site.ghmc',
        }),
      ],
      lookups,
    );
    expect(checked?.problems.map((problem) => translateMessage(problem, 'te'))).toEqual([
      'last_name నమోదు చేయబడలేదు',
      'తెలియని పాత్ర "Site Inspectr"',
      'ULB "Medchal" మీ అధికార పరిధికి వెలుపల ఉంది',
      'వినియోగదారు పేరు "site.ghmc" ఇప్పటికే ఉంది',
      'మొబైల్ నంబర్ 9848010000 ఇప్పటికే మరొక అధికారి పేరిట నమోదై ఉంది',
    ]);
    expect(translateMessage(checked?.problems[1] ?? '', 'en')).toBe('Unknown role "Site Inspectr"');
  });

  it('says a refused header line in Telugu, each of its problems translated', () => {
    const message = headerLineMessage(headerProblems(['username', 'colour', 'first_name', 'last_name', 'mobile']));
    expect(message).toBe('The header line: Unknown column "colour"; Missing column "role"');
    expect(translateMessage(message, 'te')).toBe('హెడర్ లైన్‌లో లోపాలు: తెలియని కాలమ్ "colour"; కాలమ్ "role" లేదు');
  });
});
