import type { TLanguage } from '../i18n/language';

/**
 * Spec 3 §5: "Reason lists are fixed per verification type (technical, site, title, single-window, occupancy,
 * general); each ends with Other." The lists come from the project's reference data
 * (shared/data/verification-checklists.json, rejectionReasons), each with its source; entries the data marks
 * unverified are plausible, not confirmed. The general list is ours: the reasons that apply at any stage.
 */
export const VERIFICATION_TYPES = ['TECHNICAL', 'SITE', 'TITLE', 'SINGLE_WINDOW', 'OCCUPANCY', 'GENERAL'] as const;
export type TVerificationType = (typeof VERIFICATION_TYPES)[number];

/** Choosing it asks for the reason in words. */
export const OTHER_REASON = 'Other';

const withOther = (reasons: readonly string[]) => [...reasons, OTHER_REASON];

const SITE_REASONS: readonly string[] = [
  // egovernments/egov-mdms-data data/pb/BPA/CheckList.json (DIGIT OBPS MDMS CheckList: FIELDINSPECTION_PENDING questions, PENDINGAPPROVAL conditions)
  'Site not as per plan (dimensions / location mismatch)',
  // Siasat 24.09.2021 GHMC release: applicants must indicate correct existing width of abutting road and submit proper link documents with ownership documents
  'Existing road width less than declared',
  // https://buildnow.telangana.gov.in/departments (Water Bodies - Irrigation and Revenue Departments; restrictions per Building Rules 2012)
  'Site in bed / FTL of water body',
  // https://buildnow.telangana.gov.in/departments (Water Bodies - Irrigation and Revenue Departments; restrictions per Building Rules 2012)
  'Site within buffer zone of river / lake / canal / nala',
  // GHMC BPS/LRS 2015 clarification FAQ (construction within 100 ft of railway boundary needs railway clearance) - http://ghmc.the-hyderabad.com/
  'Site within 30 m of railway boundary without railway clearance',
  // G.O.Ms.No.249 MA&UD dt 16.03.2009 (Rule 5(d) restrictions near airports/defence) - https://scribd.com/document/670702603/C0017
  'Site within 500 m of defence establishment / airport funnel without NOC',
  // Jagityal Municipality TS-bPASS instant approval work-commencement order after Post Verification Team (2023) - scribd document 686748856 (mirror: pilihbajumuslim.com/.../WorkCommencement-SC-295807-JAGI-0528-2023)
  'Plot is part of a bigger plot (unapproved sub-division)',
  // composed (unverified)
  'Construction started / exceeds permitted floors before verification',
  // G.O.Ms.No.168 MA dt 07.04.2012 extract (setback table conditions) - http://www.docstoc.com/docs/143092107/GOMsNo16800004 (unverified)
  'Setbacks not left as declared',
];

const TITLE_REASONS: readonly string[] = [
  // The Hindu 20.01.2021 'TSbPASS cover for illegal construction' (GHMC ground verification found plots on government land; false declaration = 3 yrs imprisonment, penalty, confiscation)
  'Land is government land',
  // Siasat 24.09.2021 GHMC release: applicants must indicate correct existing width of abutting road and submit proper link documents with ownership documents
  'Link documents not submitted / chain of title broken',
  // HMDA application for change of land use checklist - https://www.scribd.com/document/139503116/Land-User-Application-HMDA (unverified)
  'Applicant not the owner / no valid development agreement-cum-GPA',
  // The Hindu 20.01.2021 'TSbPASS cover for illegal construction' (GHMC ground verification found plots on government land; false declaration = 3 yrs imprisonment, penalty, confiscation)
  'Land under court dispute',
  // Telangana BRS/LRS 2015 Handbook (G.O.Ms.No.151 & 152 dt 02.11.2015) - https://ar.scribd.com/document/302831665/Brs-lrs-Handbook-of-Guidelines (unverified)
  'Plot in unapproved layout not regularised under LRS',
  // The Hindu 07.09.2020 LRS launch: not available for government lands, ULC lands, temple lands, water bodies
  'Ceiling (ULC) / assigned / endowment / wakf land',
  // composed (unverified)
  'Property in prohibited list (Section 22A)',
  // TS-bPASS FAQ (self-certification prerequisites) - http://demolition.srshta.com/faq/en/index.html (copy of tsbpass FAQ) and https://tsbpass.telangana.gov.in/others/faq (unverified)
  'Encumbrance certificate not submitted / encumbrance exists',
];

const TECHNICAL_REASONS: readonly string[] = [
  // TS-bPASS FAQ (self-certification prerequisites) - http://demolition.srshta.com/faq/en/index.html (copy of tsbpass FAQ) and https://tsbpass.telangana.gov.in/others/faq
  'Land use not permissible in Master Plan zone',
  // TS-bPASS handbook https://www.scribd.com/document/557788978/TS-BPASS-ACT
  'Wrong category (plot size / height / use not eligible for Instant Approval)',
  // G.O.Ms.No.168 MA dt 07.04.2012 extract (setback table conditions) - http://www.docstoc.com/docs/143092107/GOMsNo16800004
  'Setbacks not as per Building Rules table',
  // G.O.Ms.No.168 MA dt 07.04.2012 extract (setback table conditions) - http://www.docstoc.com/docs/143092107/GOMsNo16800004
  'Height exceeds limit for abutting road width',
  // GHMC building permit conditions (sample permit) - https://www.scribd.com/document/409655466/olympus-pj-details (unverified)
  'Parking not provided as required',
  // Deccan Chronicle 01.01.2018: 10% built-up mortgage and OC mandatory for plots above 200 sq m
  'Mortgage of 10% built-up area not executed',
  // Deccan Chronicle 04.08.2021: post-verification of self-certified permissions within 15 days; single window one-time shortfall within 10 days, applicant replies within 15 days
  'Shortfall documents not furnished within 15 days',
  // GHMC building application requirements list - http://ghmc.the-hyderabad.com/2012/12/what-are-documents-or-requirements-to.html (unverified)
  'Structural stability certificate / soil test not submitted',
];

const SINGLE_WINDOW_REASONS: readonly string[] = [
  // ET Realty/TOI 2025: NOC required for commercial >15 m, residential 18 m and more, public buildings >500 sq m or 6 m+ (current Act) - realtybeat.werealtors.co fire-department-proposes-amendment (unverified)
  'Fire NOC rejected',
  // https://buildnow.telangana.gov.in/departments (Water Bodies - Irrigation and Revenue Departments; restrictions per Building Rules 2012)
  'Irrigation NOC rejected (FTL / buffer)',
  // Andhra Jyothy 26.10.2024: HMDA to route applications first through Revenue (clear title) and Irrigation scrutiny
  'Revenue NOC rejected (government land / title)',
  // G.O.Ms.No.249 MA&UD dt 16.03.2009 (Rule 5(d) restrictions near airports/defence) - https://scribd.com/document/670702603/C0017
  'AAI / Defence NOC not granted',
  // Deccan Chronicle 04.08.2021: post-verification of self-certified permissions within 15 days; single window one-time shortfall within 10 days, applicant replies within 15 days
  'Shortfall not complied within 15 days of one-time query',
  // composed (unverified)
  'Fees / charges not paid within the intimation period',
];

const OCCUPANCY_REASONS: readonly string[] = [
  // GHMC building permit conditions (sample permit) - https://www.scribd.com/document/409655466/olympus-pj-details
  'Building not constructed as per sanctioned plan (deviation beyond compoundable limit)',
  // GHMC building permit conditions (sample permit) - https://www.scribd.com/document/409655466/olympus-pj-details
  'Parking floors used for other purposes / partitioned',
  // GHMC building permit conditions (sample permit) - https://www.scribd.com/document/409655466/olympus-pj-details
  'Number of units increased without approval',
  // GHMC building permit conditions (sample permit) - https://www.scribd.com/document/409655466/olympus-pj-details
  'Rain water harvesting pit not constructed',
  // GHMC building permit conditions (sample permit) - https://www.scribd.com/document/409655466/olympus-pj-details
  'Tree plantation / tot-lot not done',
  // TS-Fire online building NOC manual (Provisional NOC, Revised Provisional NOC, Occupancy NOC, Renewal) - fdocuments.us state-disaster-response-and-fire-services-department
  'Fire occupancy NOC not obtained',
  // GHMC building permit conditions (sample permit) - https://www.scribd.com/document/409655466/olympus-pj-details
  'Road-affected portion not surrendered',
  // Spec 3 §5: "One rule quoted: setback deviation above 10 percent is a reason."
  'Setback deviation above 10 percent',
];

const GENERAL_REASONS: readonly string[] = [
  // Composed (no source): what any stage may find.
  'False or misleading self-declaration',
  'Documents submitted are not genuine',
  'Application not as per the applicable building rules',
];

export const REJECTION_REASONS: Record<TVerificationType, readonly string[]> = {
  SITE: withOther(SITE_REASONS),
  TITLE: withOther(TITLE_REASONS),
  TECHNICAL: withOther(TECHNICAL_REASONS),
  SINGLE_WINDOW: withOther(SINGLE_WINDOW_REASONS),
  OCCUPANCY: withOther(OCCUPANCY_REASONS),
  // Decision: the general list, used where the whole file is judged (the commissioner's decision on instant
  // files), holds what any stage may find: the site, title and technical reasons, then its own.
  GENERAL: withOther([...SITE_REASONS, ...TITLE_REASONS, ...TECHNICAL_REASONS, ...GENERAL_REASONS]),
};

/**
 * The reasons in Telugu, keyed by the English the server keeps in the final remark (the reason sent is the English
 * one, so a remark reads alike for every officer); rejection-reasons.test.ts asks for every reason of every list.
 */
export const REJECTION_REASON_LABELS_TE: Readonly<Record<string, string>> = {
  [OTHER_REASON]: 'ఇతర',
  'Site not as per plan (dimensions / location mismatch)': 'స్థలం ప్లాన్ ప్రకారం లేదు (కొలతలు / స్థానం సరిపోలలేదు)',
  'Existing road width less than declared': 'ప్రస్తుత రహదారి వెడల్పు ప్రకటించిన దానికంటే తక్కువగా ఉంది',
  'Site in bed / FTL of water body': 'స్థలం జలాశయం గర్భంలో / FTL లో ఉంది',
  'Site within buffer zone of river / lake / canal / nala': 'స్థలం నది / చెరువు / కాలువ / నాలా బఫర్ జోన్‌లో ఉంది',
  'Site within 30 m of railway boundary without railway clearance': 'రైల్వే అనుమతి లేకుండా స్థలం రైల్వే సరిహద్దుకు 30 m లోపల ఉంది',
  'Site within 500 m of defence establishment / airport funnel without NOC':
    'NOC లేకుండా స్థలం రక్షణ సంస్థ / విమానాశ్రయ ఫన్నెల్‌కు 500 m లోపల ఉంది',
  'Plot is part of a bigger plot (unapproved sub-division)': 'ప్లాట్ ఒక పెద్ద ప్లాట్‌లో భాగం (అనుమతి లేని ఉప విభజన)',
  'Construction started / exceeds permitted floors before verification':
    'పరిశీలనకు ముందే నిర్మాణం ప్రారంభమైంది / అనుమతించిన అంతస్తులను మించింది',
  'Setbacks not left as declared': 'ప్రకటించిన విధంగా సెట్‌బ్యాక్‌లు వదలలేదు',
  'Land is government land': 'భూమి ప్రభుత్వ భూమి',
  'Link documents not submitted / chain of title broken': 'లింక్ పత్రాలు సమర్పించలేదు / హక్కు పత్రాల గొలుసు తెగింది',
  'Applicant not the owner / no valid development agreement-cum-GPA':
    'దరఖాస్తుదారు యజమాని కాదు / చెల్లుబాటు అయ్యే డెవలప్‌మెంట్ అగ్రిమెంట్-కమ్-GPA లేదు',
  'Land under court dispute': 'భూమి కోర్టు వివాదంలో ఉంది',
  'Plot in unapproved layout not regularised under LRS': 'అనుమతి లేని లేఅవుట్‌లోని ప్లాట్ LRS కింద క్రమబద్ధీకరించబడలేదు',
  'Ceiling (ULC) / assigned / endowment / wakf land': 'సీలింగ్ (ULC) / అసైన్డ్ / దేవాదాయ / వక్ఫ్ భూమి',
  'Property in prohibited list (Section 22A)': 'ఆస్తి నిషేధిత జాబితాలో ఉంది (సెక్షన్ 22A)',
  'Encumbrance certificate not submitted / encumbrance exists': 'ఎన్‌కంబరెన్స్ సర్టిఫికెట్ సమర్పించలేదు / భారం ఉంది',
  'Land use not permissible in Master Plan zone': 'మాస్టర్ ప్లాన్ జోన్‌లో ఈ భూ వినియోగం అనుమతించబడదు',
  'Wrong category (plot size / height / use not eligible for Instant Approval)':
    'తప్పు వర్గం (ప్లాట్ పరిమాణం / ఎత్తు / వినియోగం తక్షణ ఆమోదానికి అర్హం కాదు)',
  'Setbacks not as per Building Rules table': 'సెట్‌బ్యాక్‌లు భవన నిబంధనల పట్టిక ప్రకారం లేవు',
  'Height exceeds limit for abutting road width': 'ఆనుకుని ఉన్న రహదారి వెడల్పుకు అనుమతించిన ఎత్తును మించింది',
  'Parking not provided as required': 'అవసరమైన విధంగా పార్కింగ్ ఏర్పాటు చేయలేదు',
  'Mortgage of 10% built-up area not executed': '10% నిర్మిత ప్రాంతం తనఖా చేయలేదు',
  'Shortfall documents not furnished within 15 days': 'లోపం పత్రాలు 15 రోజుల్లో సమర్పించలేదు',
  'Structural stability certificate / soil test not submitted': 'నిర్మాణ స్థిరత్వ ధృవపత్రం / మట్టి పరీక్ష సమర్పించలేదు',
  'Fire NOC rejected': 'అగ్నిమాపక NOC తిరస్కరించబడింది',
  'Irrigation NOC rejected (FTL / buffer)': 'నీటిపారుదల NOC తిరస్కరించబడింది (FTL / బఫర్)',
  'Revenue NOC rejected (government land / title)': 'రెవెన్యూ NOC తిరస్కరించబడింది (ప్రభుత్వ భూమి / హక్కు)',
  'AAI / Defence NOC not granted': 'AAI / రక్షణ శాఖ NOC మంజూరు కాలేదు',
  'Shortfall not complied within 15 days of one-time query': 'ఒకేసారి అడిగిన లోపాన్ని 15 రోజుల్లో పూర్తి చేయలేదు',
  'Fees / charges not paid within the intimation period': 'సూచించిన గడువులో రుసుములు / ఛార్జీలు చెల్లించలేదు',
  'Building not constructed as per sanctioned plan (deviation beyond compoundable limit)':
    'మంజూరైన ప్లాన్ ప్రకారం భవనం నిర్మించలేదు (కాంపౌండబుల్ పరిమితిని మించిన వ్యత్యాసం)',
  'Parking floors used for other purposes / partitioned': 'పార్కింగ్ అంతస్తులు ఇతర అవసరాలకు వాడబడుతున్నాయి / విభజించబడ్డాయి',
  'Number of units increased without approval': 'అనుమతి లేకుండా యూనిట్ల సంఖ్య పెంచబడింది',
  'Rain water harvesting pit not constructed': 'వర్షపు నీటి సంరక్షణ గుంత నిర్మించలేదు',
  'Tree plantation / tot-lot not done': 'మొక్కల పెంపకం / టాట్-లాట్ చేయలేదు',
  'Fire occupancy NOC not obtained': 'అగ్నిమాపక ఆక్యుపెన్సీ NOC పొందలేదు',
  'Road-affected portion not surrendered': 'రహదారి ప్రభావిత భాగాన్ని అప్పగించలేదు',
  'Setback deviation above 10 percent': 'సెట్‌బ్యాక్ వ్యత్యాసం 10 శాతం కంటే ఎక్కువ',
  'False or misleading self-declaration': 'తప్పుడు లేదా తప్పుదోవ పట్టించే స్వీయ ప్రకటన',
  'Documents submitted are not genuine': 'సమర్పించిన పత్రాలు నిజమైనవి కావు',
  'Application not as per the applicable building rules': 'దరఖాస్తు వర్తించే భవన నిబంధనల ప్రకారం లేదు',
};

/** A rejection reason as the officer reads it: the English as sent, or its Telugu. */
export function rejectionReasonLabel(reason: string, language: TLanguage = 'en'): string {
  return language === 'te' ? (REJECTION_REASON_LABELS_TE[reason] ?? reason) : reason;
}
