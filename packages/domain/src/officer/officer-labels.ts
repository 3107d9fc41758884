import type { TLanguage } from '../i18n/language';
import { LINE_DEPARTMENTS, type TLineDepartment } from './line-department';
import { PERMISSION_LEVELS, type TPermissionLevel } from './permission-level';
import { isServerRoleName, type TServerRoleName } from './server-role';

/** Issue 19: an officer never reads an internal code; English reads the level with its underscores as spaces. */
export const PERMISSION_LEVEL_LABELS_TE: Record<TPermissionLevel, string> = {
  SITE_VERIFICATION: 'స్థల పరిశీలన',
  TITLE_VERIFICATION: 'హక్కు పత్రాల పరిశీలన',
  TECHNICAL_VERIFICATION: 'సాంకేతిక పరిశీలన',
  TPSO_OFFICER: 'TPSO అధికారి',
  ACP_OFFICER: 'ACP అధికారి',
  CP_OFFICER: 'CP అధికారి',
  CP_TECH_OFFICER: 'CP సాంకేతిక అధికారి',
  TECH_OFFICER: 'సాంకేతిక అధికారి',
  SECTION_HEAD: 'విభాగాధిపతి',
  SECTION_OFFICER: 'సెక్షన్ అధికారి',
  UDA_GP_SITE_OFFICER: 'UDA గ్రామ పంచాయతీ స్థల అధికారి',
  COMMISSIONER: 'కమిషనర్',
  ZONAL_COMMISSIONER: 'జోనల్ కమిషనర్',
  DEPUTY_COMMISSIONER: 'డిప్యూటీ కమిషనర్',
  'FINAL APPROVING OFFICER': 'తుది ఆమోద అధికారి',
  'PANCHAYAT SECRETARY': 'పంచాయతీ కార్యదర్శి',
  VICE_CHAIRMAN: 'వైస్ చైర్మన్',
  CIO_CHASING_CELL: 'CIO ఛేజింగ్ సెల్',
  DISTRICT_COLLECTOR: 'జిల్లా కలెక్టర్',
  ADDITIONAL_COLLECTOR: 'అదనపు కలెక్టర్',
  IRRIGATION_OFFICER: 'నీటిపారుదల అధికారి',
  DTCP_DIRECTOR: 'DTCP డైరెక్టర్',
  RDDTP_OFFICER: 'RDDTP అధికారి',
  TAHSILDAR: 'తహసీల్దార్',
  ASSISTANT_PLANNING_OFFICER: 'సహాయ ప్రణాళికా అధికారి',
  PLANNING_OFFICER: 'ప్రణాళికా అధికారి',
  HMDA_DIRECTOR: 'HMDA డైరెక్టర్',
  METROPOLITAN_COMMISSIONER: 'మెట్రోపాలిటన్ కమిషనర్',
  LINE_DEPARTMENT: 'లైన్ విభాగం',
  STATE_ADMIN: 'రాష్ట్ర నిర్వాహకుడు',
  ULB_ADMIN: 'పట్టణ స్థానిక సంస్థ నిర్వాహకుడు',
};

/** The line departments giving NOCs, in Telugu (English keeps the spec's names). */
export const LINE_DEPARTMENT_LABELS_TE: Record<TLineDepartment, string> = {
  FIRE: 'అగ్నిమాపక శాఖ',
  POLICE: 'పోలీసు శాఖ',
  REVENUE: 'రెవెన్యూ శాఖ',
  IRRIGATION: 'నీటిపారుదల శాఖ',
  RAILWAY: 'రైల్వే శాఖ',
  ELECTRICITY: 'విద్యుత్ శాఖ',
  AIRPORT: 'విమానాశ్రయ అధికార సంస్థ',
  'OIL AND GAS': 'చమురు మరియు సహజ వాయువు',
  NMA: 'జాతీయ స్మారక చిహ్నాల సంస్థ (NMA)',
  ENDOWMENT: 'దేవాదాయ శాఖ',
  FOREST: 'అటవీ శాఖ',
  SEIAA: 'రాష్ట్ర పర్యావరణ ప్రభావ అంచనా సంస్థ (SEIAA)',
  'ROADS AND BUILDINGS': 'రహదారులు మరియు భవనాల శాఖ',
};

/** The server's role names (spec 1 §6) in Telugu; English shows the role as the server stores it. */
export const SERVER_ROLE_LABELS_TE: Record<TServerRoleName, string> = {
  'Technical Scrutiny Officer': 'సాంకేతిక పరిశీలన అధికారి',
  'Municipal Commissioner': 'మున్సిపల్ కమిషనర్',
  'Title Inspector': 'హక్కు పత్రాల తనిఖీ అధికారి',
  'Site Inspector': 'స్థల తనిఖీ అధికారి',
  'SECTION OFFICER': 'సెక్షన్ అధికారి',
  'Zonal Commissioner': 'జోనల్ కమిషనర్',
  'DEPUTY COMMISSIONER': 'డిప్యూటీ కమిషనర్',
  'ACP OFFICER': 'ACP అధికారి',
  'CP OFFICER': 'CP అధికారి',
  'TPSO OFFICER': 'TPSO అధికారి',
  'CIO-Chasing Cell': 'CIO ఛేజింగ్ సెల్',
  'DISTRICT COLLECTOR': 'జిల్లా కలెక్టర్',
  'ADDITIONAL COLLECTOR': 'అదనపు కలెక్టర్',
  'Irrigation Officer': 'నీటిపారుదల అధికారి',
  'DTCP DIRECTOR': 'DTCP డైరెక్టర్',
  'FINAL APPROVING OFFICER': 'తుది ఆమోద అధికారి',
  'PANCHAYAT SECRETARY': 'పంచాయతీ కార్యదర్శి',
  'VICE CHAIRMAN': 'వైస్ చైర్మన్',
  'SECTION HEAD': 'విభాగాధిపతి',
  'CP TECH OFFICER': 'CP సాంకేతిక అధికారి',
  'TECH OFFICER': 'సాంకేతిక అధికారి',
  'UDA GP SITE OFFICER': 'UDA గ్రామ పంచాయతీ స్థల అధికారి',
  'RDDTP OFFICER': 'RDDTP అధికారి',
  Tahsildar: 'తహసీల్దార్',
  'ASSISTANT PLANNING OFFICER': 'సహాయ ప్రణాళికా అధికారి',
  'PLANNING OFFICER': 'ప్రణాళికా అధికారి',
  'HMDA DIRECTOR': 'HMDA డైరెక్టర్',
  'METROPOLITAN COMMISSIONER': 'మెట్రోపాలిటన్ కమిషనర్',
  'State Administrator': 'రాష్ట్ర నిర్వాహకుడు',
  'ULB Administrator': 'పట్టణ స్థానిక సంస్థ నిర్వాహకుడు',
  ...LINE_DEPARTMENT_LABELS_TE,
};

function isPermissionLevel(value: string): value is TPermissionLevel {
  return (PERMISSION_LEVELS as readonly string[]).includes(value);
}

/** What an officer reads for a permission level ("TPSO OFFICER", never "TPSO_OFFICER"). */
export function permissionLevelLabel(level: string, language: TLanguage = 'en'): string {
  if (language === 'te' && isPermissionLevel(level)) return PERMISSION_LEVEL_LABELS_TE[level];
  return level.replaceAll('_', ' ');
}

/** What an officer reads for a server role name: the server's spelling in English, Telugu otherwise. */
export function serverRoleLabel(role: string, language: TLanguage = 'en'): string {
  if (language === 'te' && isServerRoleName(role)) return SERVER_ROLE_LABELS_TE[role];
  return role;
}

/** A line department's name, as the NOC choices read it. */
export function lineDepartmentLabel(department: string, language: TLanguage = 'en'): string {
  if (language === 'te' && (LINE_DEPARTMENTS as readonly string[]).includes(department)) {
    return LINE_DEPARTMENT_LABELS_TE[department as TLineDepartment];
  }
  return department;
}
