import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  APPROVAL_FOR,
  statusLabel,
  STATUS_LABELS_TE,
  applicationTypeLabel,
  approvalForLabel,
} from '../index';
import * as domain from '../index';
import { MESSAGE_TWINS } from './message-translations';

const TELUGU = /[\u0C00-\u0C7F]/;
/** Acronyms officers use as words (issue 19) stay Latin; such a value needs no Telugu script. */
const ACRONYM_ONLY = /^[A-Z]{2,}( [A-Z]{2,})*$/;
const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).sort();

type TPair = { name: string; english: string | undefined; telugu: string };

function tablePairs(
  table: string,
  english: Readonly<Record<string | number, string>> | undefined,
  telugu: Readonly<Record<string | number, string>>,
): TPair[] {
  return Object.entries(telugu).map(([key, value]) => ({
    name: `${table}.${key}`,
    english: english?.[key],
    telugu: value,
  }));
}

function functionPairs<T>(
  name: string,
  values: readonly T[],
  label: (value: T, language: 'en' | 'te') => string,
): TPair[] {
  return values.map((value) => ({
    name: `${name}(${String(value)})`,
    english: label(value, 'en'),
    telugu: label(value, 'te'),
  }));
}

const mapLayerTitles = Object.fromEntries(Object.entries(domain.MAP_LAYERS).map(([key, layer]) => [key, layer.title]));
const mapLayerWarnings = Object.fromEntries(Object.entries(domain.MAP_LAYERS).map(([key, l]) => [key, l.warning]));
const correctionColumns = Object.fromEntries(
  Object.entries(domain.CORRECTION_COLUMNS).map(([key, column]) => [key, column.label]),
);

/** Every Telugu label table and message twin of the domain, with its English where it has one. */
const CATALOGUE: TPair[] = [
  ...tablePairs('STATUS_LABELS_TE', undefined, STATUS_LABELS_TE),
  ...tablePairs('PERMISSION_LEVEL_LABELS_TE', undefined, domain.PERMISSION_LEVEL_LABELS_TE),
  ...tablePairs('SERVER_ROLE_LABELS_TE', undefined, domain.SERVER_ROLE_LABELS_TE),
  ...tablePairs('LINE_DEPARTMENT_LABELS_TE', undefined, domain.LINE_DEPARTMENT_LABELS_TE),
  ...tablePairs('RECOMMENDATION_LABELS_TE', domain.RECOMMENDATION_LABELS, domain.RECOMMENDATION_LABELS_TE),
  ...tablePairs('REJECTION_REASON_LABELS_TE', undefined, domain.REJECTION_REASON_LABELS_TE),
  ...tablePairs('BUCKET_TITLES_TE', domain.BUCKET_TITLES, domain.BUCKET_TITLES_TE),
  ...tablePairs('ALERT_KIND_LABELS_TE', domain.ALERT_KIND_LABELS, domain.ALERT_KIND_LABELS_TE),
  ...tablePairs('ALERT_KIND_MESSAGES_TE', domain.ALERT_KIND_MESSAGES, domain.ALERT_KIND_MESSAGES_TE),
  ...tablePairs('DETAIL_SECTION_TITLES_TE', domain.DETAIL_SECTION_TITLES, domain.DETAIL_SECTION_TITLES_TE),
  ...tablePairs('SIDE_PANEL_TITLES_TE', domain.SIDE_PANEL_TITLES, domain.SIDE_PANEL_TITLES_TE),
  ...tablePairs('CORRECTION_COLUMN_LABELS_TE', correctionColumns, domain.CORRECTION_COLUMN_LABELS_TE),
  ...tablePairs('ANSWER_READINGS_TE', domain.ANSWER_READINGS, domain.ANSWER_READINGS_TE),
  ...tablePairs('FINAL_REMARK_LABELS_TE', domain.FINAL_REMARK_LABELS, domain.FINAL_REMARK_LABELS_TE),
  ...tablePairs('FORM_TEMPLATE_TITLES_TE', undefined, domain.FORM_TEMPLATE_TITLES_TE),
  ...tablePairs(
    'FEE_APPLICATION_TYPE_LABELS_TE',
    domain.FEE_APPLICATION_TYPE_LABELS,
    domain.FEE_APPLICATION_TYPE_LABELS_TE,
  ),
  ...tablePairs('ULB_GRADES_TE', domain.ULB_GRADES, domain.ULB_GRADES_TE),
  ...tablePairs('BUILDING_PURPOSE_LABELS_TE', undefined, domain.BUILDING_PURPOSE_LABELS_TE),
  ...tablePairs('APPROVAL_TYPE_LABELS_TE', undefined, domain.APPROVAL_TYPE_LABELS_TE),
  ...tablePairs('GHMC_ZONE_AREA_LABELS_TE', undefined, domain.GHMC_ZONE_AREA_LABELS_TE),
  ...tablePairs('FEE_INPUT_LABELS_TE', domain.FEE_INPUT_LABELS, domain.FEE_INPUT_LABELS_TE),
  ...tablePairs('FEE_HEAD_LABELS_TE', undefined, domain.FEE_HEAD_LABELS_TE),
  ...tablePairs(
    'MAP_LAYER_TITLES_TE',
    mapLayerTitles,
    Object.fromEntries(Object.entries(domain.MAP_LAYER_TEXTS_TE).map(([key, texts]) => [key, texts.title])),
  ),
  ...tablePairs(
    'MAP_LAYER_WARNINGS_TE',
    mapLayerWarnings,
    Object.fromEntries(Object.entries(domain.MAP_LAYER_TEXTS_TE).map(([key, texts]) => [key, texts.warning])),
  ),
  ...tablePairs('MAP_LEGEND_LABELS_TE', undefined, domain.MAP_LEGEND_LABELS_TE),
  ...tablePairs('INBOX_TAB_LABELS_TE', domain.INBOX_TAB_LABELS, domain.INBOX_TAB_LABELS_TE),
  ...tablePairs('REPORT_FAMILY_TITLES_TE', undefined, domain.REPORT_FAMILY_TITLES_TE),
  ...tablePairs('YES_NO_LABELS_TE', domain.YES_NO_LABELS, domain.YES_NO_LABELS_TE),
  ...tablePairs('DOCUMENT_CATEGORY_LABELS_TE', undefined, domain.DOCUMENT_CATEGORY_LABELS_TE),
  ...Object.entries(MESSAGE_TWINS).flatMap(([name, twin]) => tablePairs(`${name}_TE`, twin.english, twin.telugu)),
  ...functionPairs('statusLabel', APPLICATION_STATUSES, (status, language) => statusLabel(status, undefined, language)),
  ...functionPairs('applicationTypeLabel', APPLICATION_TYPES, applicationTypeLabel),
  ...functionPairs('approvalForLabel', APPROVAL_FOR, approvalForLabel),
  ...functionPairs('stageNameLabel', domain.STAGE_NAMES, domain.stageNameLabel),
  ...functionPairs('stageStatusLabel', domain.STAGE_STATUSES, domain.stageStatusLabel),
  ...functionPairs('officerLevelLabel', domain.OFFICER_LEVELS, domain.officerLevelLabel),
  ...functionPairs('summaryTitle', domain.SUMMARY_LABELS, domain.summaryTitle),
  ...functionPairs('dashboardLinkLabel', domain.DASHBOARD_LINKS, domain.dashboardLinkLabel),
  ...functionPairs('correctionStageLabel', domain.CORRECTION_STATUSES, domain.correctionStageLabel),
  ...functionPairs('correctionFilterTitle', domain.CORRECTION_FILTERS, domain.correctionFilterTitle),
  ...functionPairs('correctionActionLabel', domain.CORRECTION_FILTERS, domain.correctionActionLabel),
  ...functionPairs('proceedLabel', domain.VERIFICATION_SCREENS, domain.proceedLabel),
  ...functionPairs(
    'delayBandLabel',
    domain.DELAY_BANDS.map((band) => band.label),
    domain.delayBandLabel,
  ),
  ...functionPairs('deviationLevelLabel', domain.DEVIATION_LEVELS, domain.deviationLevelLabel),
  ...functionPairs('correctionStatusLabel', [null, true, false], domain.correctionStatusLabel),
  ...functionPairs(
    'feeRecommendationLabel',
    [domain.RECOMMEND_WITH_FEE_CHANGES, domain.RECOMMEND_WITHOUT_FEE_CHANGES],
    domain.feeRecommendationLabel,
  ),
  ...functionPairs('invalidOtpMessage', [1, 2, 3], domain.invalidOtpMessage),
];

describe('the Telugu catalogue of the domain', () => {
  it.each(CATALOGUE)('$name is Telugu, never empty, with the numbers of its English', ({ english, telugu }) => {
    expect(telugu.trim()).not.toBe('');
    if (!(ACRONYM_ONLY.test(telugu) && telugu === english)) expect(telugu).toMatch(TELUGU);
    if (english !== undefined) expect(numbersIn(telugu)).toEqual(numbersIn(english));
  });

  it('has a Telugu name for every rejection reason of every list', () => {
    const reasons = Object.values(domain.REJECTION_REASONS).flat();
    for (const reason of reasons) expect(domain.REJECTION_REASON_LABELS_TE[reason], reason).toMatch(TELUGU);
  });

  it('names every server role and every fee head an officer can meet', () => {
    for (const role of domain.SERVER_ROLE_NAMES) expect(domain.serverRoleLabel(role, 'te')).toMatch(TELUGU);
    for (const head of domain.FEE_HEADS) expect(domain.feeHeadLabel(head, 'te')).toMatch(TELUGU);
    for (const level of domain.PERMISSION_LEVELS) expect(domain.permissionLevelLabel(level, 'te')).toMatch(TELUGU);
  });
});
