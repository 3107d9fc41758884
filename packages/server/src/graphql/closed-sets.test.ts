import {
  ALERT_KINDS,
  APPLICATION_STATUSES,
  APPROVAL_FOR,
  CORRECTION_STATUSES,
  CORRECTION_STEPS,
  FIELD_POSITION_FLAGS,
  FORM_ANSWER_ACTIONS,
  LANGUAGES,
  LIST_FILTERS,
  OFFICER_LEVELS,
  OFFICER_STATES,
  REPORT_APPLICATION_STATUSES,
  REPORT_GROUPS,
  REPORT_SCOPE_LEVELS,
  REPORT_TYPES,
  SORT_ORDERS,
  STAGE_KEYS,
  STAGE_STATUSES,
  YES_NO_FLAGS,
} from '@anumati/domain';
import { describe, expect, it } from 'vitest';
import { graphqlRuntime } from './graphql-runtime';
import { loadSchema } from './schema-sdl';

/**
 * Issue 56 §4: a closed set is written once, as the domain's `as const` array; each enum of the schema is one of
 * them, with its values in the same order. An enum added without its array here fails the first test.
 */
const DOMAIN_SETS: Record<string, readonly string[]> = {
  ApplicationStatus: APPLICATION_STATUSES,
  StageStatus: STAGE_STATUSES,
  OfficerLevel: OFFICER_LEVELS,
  ApprovalFor: APPROVAL_FOR,
  StageKey: STAGE_KEYS,
  CorrectionStatus: CORRECTION_STATUSES,
  CorrectionStep: CORRECTION_STEPS,
  ReportScopeLevel: REPORT_SCOPE_LEVELS,
  FieldPositionFlag: FIELD_POSITION_FLAGS,
  AlertKind: ALERT_KINDS,
  OfficerState: OFFICER_STATES,
  YesNo: YES_NO_FLAGS,
  FormAnswerAction: FORM_ANSWER_ACTIONS,
  Language: LANGUAGES,
  ApplicationFilter: LIST_FILTERS,
  SortOrder: SORT_ORDERS,
  ReportType: REPORT_TYPES,
  ReportGroup: REPORT_GROUPS,
  ReportApplicationStatus: REPORT_APPLICATION_STATUSES,
};

const schema = graphqlRuntime.buildSchema(loadSchema());
const schemaEnums = Object.values(schema.getTypeMap()).filter(
  (type) => graphqlRuntime.isEnumType(type) && !type.name.startsWith('__'),
);

describe('the schema’s enums are the domain’s closed sets', () => {
  it('names a domain array for every enum of the schema, and no other', () => {
    expect(schemaEnums.map((type) => type.name).sort()).toEqual(Object.keys(DOMAIN_SETS).sort());
  });

  it.each(Object.entries(DOMAIN_SETS))('%s has the values of its domain array', (name, values) => {
    const type = schema.getType(name);
    if (!graphqlRuntime.isEnumType(type)) throw new Error(`${name} is not an enum of the schema`);
    expect(type.getValues().map((value) => value.name)).toEqual([...values]);
  });
});
