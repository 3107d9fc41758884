import type { TServerRoleName } from '@anumati/domain';

/** The ULBs where the demo routes applications; each has a full team of officers. */
export const DEMO_ULBS = {
  ghmc: 'GHMC',
  boduppal: 'Boduppal Municipal Corporation',
  suryapet: 'Suryapet Municipality',
  nizamabad: 'Nizamabad Municipal Corporation',
} as const;
export type TDemoUlb = keyof typeof DEMO_ULBS;

export type TDemoOfficer = {
  username: string;
  role: TServerRoleName;
  firstName: string;
  lastName: string;
  /** Where the officer works: a ULB, else a district, else an authority (else the whole state). */
  ulb?: TDemoUlb;
  district?: string;
  authority?: string;
  actions?: string[];
  lineDepartment?: string;
  zone?: string;
  isMandalOfficer?: boolean;
  mandalName?: string;
};

/** Every demo officer shares this password (it meets the policy of spec 1 §5). */
export const DEMO_PASSWORD = 'Anumati@2026';

const fee = ['fee'];

/**
 * One officer for every server role of spec 1 §6, and a full verification team in each demo ULB,
 * so that every inbox of the demo has files in it.
 */
export const DEMO_OFFICERS: readonly TDemoOfficer[] = [
  // GHMC: the municipal corporation, with its zonal structure.
  {
    username: 'site.ghmc',
    role: 'Site Inspector',
    firstName: 'Ramesh',
    lastName: 'Goud',
    ulb: 'ghmc',
    zone: 'Serilingampally',
  },
  {
    username: 'title.ghmc',
    role: 'Title Inspector',
    firstName: 'Sravani',
    lastName: 'Reddy',
    ulb: 'ghmc',
    zone: 'Serilingampally',
  },
  {
    username: 'tech.ghmc',
    role: 'Technical Scrutiny Officer',
    firstName: 'Venkatesh',
    lastName: 'Rao',
    ulb: 'ghmc',
    zone: 'Serilingampally',
  },
  {
    username: 'tpso.ghmc',
    role: 'TPSO OFFICER',
    firstName: 'Madhavi',
    lastName: 'Latha',
    ulb: 'ghmc',
    actions: fee,
    zone: 'Serilingampally',
  },
  {
    username: 'acp.ghmc',
    role: 'ACP OFFICER',
    firstName: 'Srinivas',
    lastName: 'Naik',
    ulb: 'ghmc',
    actions: fee,
    zone: 'Serilingampally',
  },
  { username: 'cp.ghmc', role: 'CP OFFICER', firstName: 'Anil', lastName: 'Kumar', ulb: 'ghmc', actions: fee },
  { username: 'cptech.ghmc', role: 'CP TECH OFFICER', firstName: 'Swathi', lastName: 'Chary', ulb: 'ghmc' },
  { username: 'techofficer.ghmc', role: 'TECH OFFICER', firstName: 'Naveen', lastName: 'Yadav', ulb: 'ghmc' },
  {
    username: 'sectionhead.ghmc',
    role: 'SECTION HEAD',
    firstName: 'Padma',
    lastName: 'Priya',
    ulb: 'ghmc',
    actions: fee,
  },
  {
    username: 'commissioner.ghmc',
    role: 'Municipal Commissioner',
    firstName: 'Karunakar',
    lastName: 'Reddy',
    ulb: 'ghmc',
  },
  {
    username: 'zonal.ghmc',
    role: 'Zonal Commissioner',
    firstName: 'Hymavathi',
    lastName: 'Devi',
    ulb: 'ghmc',
    zone: 'Serilingampally',
  },
  {
    username: 'deputy.ghmc',
    role: 'DEPUTY COMMISSIONER',
    firstName: 'Raghavendra',
    lastName: 'Sharma',
    ulb: 'ghmc',
    zone: 'Serilingampally',
  },
  // Boduppal: an HMDA-area municipal corporation.
  { username: 'site.boduppal', role: 'Site Inspector', firstName: 'Mahesh', lastName: 'Babu', ulb: 'boduppal' },
  { username: 'title.boduppal', role: 'Title Inspector', firstName: 'Lavanya', lastName: 'Gupta', ulb: 'boduppal' },
  {
    username: 'tech.boduppal',
    role: 'Technical Scrutiny Officer',
    firstName: 'Prakash',
    lastName: 'Varma',
    ulb: 'boduppal',
  },
  {
    username: 'tpso.boduppal',
    role: 'TPSO OFFICER',
    firstName: 'Kavitha',
    lastName: 'Rani',
    ulb: 'boduppal',
    actions: fee,
  },
  {
    username: 'commissioner.boduppal',
    role: 'Municipal Commissioner',
    firstName: 'Shankar',
    lastName: 'Prasad',
    ulb: 'boduppal',
  },
  {
    username: 'apo.boduppal',
    role: 'ASSISTANT PLANNING OFFICER',
    firstName: 'Divya',
    lastName: 'Teja',
    ulb: 'boduppal',
  },
  { username: 'po.boduppal', role: 'PLANNING OFFICER', firstName: 'Harish', lastName: 'Chandra', ulb: 'boduppal' },
  // Suryapet: a DTCP municipality (its SECTION OFFICER stays a section officer).
  { username: 'site.suryapet', role: 'Site Inspector', firstName: 'Yadagiri', lastName: 'Mudiraj', ulb: 'suryapet' },
  { username: 'title.suryapet', role: 'Title Inspector', firstName: 'Saritha', lastName: 'Kumari', ulb: 'suryapet' },
  { username: 'section.suryapet', role: 'SECTION OFFICER', firstName: 'Ravinder', lastName: 'Reddy', ulb: 'suryapet' },
  {
    username: 'tpso.suryapet',
    role: 'TPSO OFFICER',
    firstName: 'Anjaiah',
    lastName: 'Goud',
    ulb: 'suryapet',
    actions: fee,
  },
  {
    username: 'commissioner.suryapet',
    role: 'Municipal Commissioner',
    firstName: 'Ramulu',
    lastName: 'Naidu',
    ulb: 'suryapet',
  },
  { username: 'fao.suryapet', role: 'FINAL APPROVING OFFICER', firstName: 'Sujatha', lastName: 'Rao', ulb: 'suryapet' },
  {
    username: 'ps.suryapet',
    role: 'PANCHAYAT SECRETARY',
    firstName: 'Bhaskar',
    lastName: 'Achari',
    ulb: 'suryapet',
    isMandalOfficer: true,
    mandalName: 'Chivvemla',
  },
  // Nizamabad: under NUDA, where a SECTION OFFICER does technical verification.
  {
    username: 'udasite.nizamabad',
    role: 'UDA GP SITE OFFICER',
    firstName: 'Ganesh',
    lastName: 'Patel',
    ulb: 'nizamabad',
  },
  { username: 'title.nizamabad', role: 'Title Inspector', firstName: 'Rajitha', lastName: 'Bai', ulb: 'nizamabad' },
  {
    username: 'section.nizamabad',
    role: 'SECTION OFFICER',
    firstName: 'Mohammed',
    lastName: 'Ismail',
    ulb: 'nizamabad',
  },
  {
    username: 'tpso.nizamabad',
    role: 'TPSO OFFICER',
    firstName: 'Sunitha',
    lastName: 'Reddy',
    ulb: 'nizamabad',
    actions: fee,
  },
  {
    username: 'commissioner.nizamabad',
    role: 'Municipal Commissioner',
    firstName: 'Chandrashekar',
    lastName: 'Rao',
    ulb: 'nizamabad',
  },
  { username: 'vc.nuda', role: 'VICE CHAIRMAN', firstName: 'Narsimha', lastName: 'Reddy', authority: 'NUDA' },
  // District and authority officers, and the chasing cell for the whole state.
  {
    username: 'collector.suryapet',
    role: 'DISTRICT COLLECTOR',
    firstName: 'Venkat',
    lastName: 'Rao',
    district: 'Suryapet',
  },
  {
    username: 'addlcollector.suryapet',
    role: 'ADDITIONAL COLLECTOR',
    firstName: 'Priyanka',
    lastName: 'Ala',
    district: 'Suryapet',
  },
  { username: 'rddtp.suryapet', role: 'RDDTP OFFICER', firstName: 'Kishan', lastName: 'Rao', district: 'Suryapet' },
  {
    username: 'tahsildar.suryapet',
    role: 'Tahsildar',
    firstName: 'Laxman',
    lastName: 'Naik',
    district: 'Suryapet',
    isMandalOfficer: true,
    mandalName: 'Suryapet',
  },
  {
    username: 'irrigation.officer',
    role: 'Irrigation Officer',
    firstName: 'Satyanarayana',
    lastName: 'Murthy',
    district: 'Hyderabad',
  },
  { username: 'director.dtcp', role: 'DTCP DIRECTOR', firstName: 'Vidyadhar', lastName: 'Rao', authority: 'DTCP' },
  { username: 'director.hmda', role: 'HMDA DIRECTOR', firstName: 'Sarath', lastName: 'Chandra', authority: 'HMDA' },
  { username: 'mc.hmda', role: 'METROPOLITAN COMMISSIONER', firstName: 'Arvind', lastName: 'Kumar', authority: 'HMDA' },
  { username: 'chasing.cell', role: 'CIO-Chasing Cell', firstName: 'Sandeep', lastName: 'Kumar' },
  // Line departments (NOCs), for Hyderabad.
  ...(
    [
      ['fire', 'FIRE', 'Narasimha', 'Swamy'],
      ['police', 'POLICE', 'Rajesh', 'Khanna'],
      ['revenue', 'REVENUE', 'Saraswathi', 'Amma'],
      ['irrigation', 'IRRIGATION', 'Bhupal', 'Reddy'],
      ['railway', 'RAILWAY', 'Dinesh', 'Mishra'],
      ['electricity', 'ELECTRICITY', 'Srikanth', 'Goud'],
      ['airport', 'AIRPORT', 'Farhan', 'Ali'],
      ['oilgas', 'OIL AND GAS', 'Vijay', 'Bhaskar'],
      ['nma', 'NMA', 'Archana', 'Joshi'],
      ['endowment', 'ENDOWMENT', 'Seetharama', 'Sastry'],
      ['forest', 'FOREST', 'Kondal', 'Rao'],
      ['seiaa', 'SEIAA', 'Meena', 'Kumari'],
      ['rnb', 'ROADS AND BUILDINGS', 'Yakub', 'Pasha'],
    ] as const
  ).map(([key, role, firstName, lastName]) => ({
    username: `${key}.hyderabad`,
    role,
    firstName,
    lastName,
    district: 'Hyderabad',
    lineDepartment: role,
  })),
  // Officer administration (issue 52): the state's administrator and GHMC's. They see officers, never files.
  { username: 'admin.state', role: 'State Administrator', firstName: 'Padmaja', lastName: 'Rao' },
  { username: 'admin.ghmc', role: 'ULB Administrator', firstName: 'Kiran', lastName: 'Reddy', ulb: 'ghmc' },
];
