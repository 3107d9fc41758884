import type {
  TApplicationStatus,
  TApplicationType,
  TApprovalFor,
  TCorrectionStep,
  TFormAnswers,
  TFormField,
  TOfficerLevel,
  TPermissionLevel,
  TReportScopeLevel,
  TStageKey,
  TStageStatus,
} from '@anumati/domain';

/**
 * The schema types its closed sets as String and its form trees as JSON (the server checks them against the
 * domain's sets and schemas); the console reads them as the domain's types. This is the one place that says which,
 * by GraphQL type and field. A domain type that does not fit the schema's field makes the field `never`, so a
 * change of either side shows where the field is read.
 */
type TDomainFields = {
  OfficerApplication: {
    applicationType: TApplicationType;
    approvalFor: TApprovalFor;
    status: TApplicationStatus;
    officerStageStatus: TStageStatus;
    currentOfficerLevel: TOfficerLevel;
    additional: 'YES' | 'NO';
    revision: 'YES' | 'NO';
  };
  Officer: { permissionLevel: TPermissionLevel };
  StageOfficer: { officerLevel: TOfficerLevel };
  ApplicationForm: {
    status: TStageStatus;
    stageKey: TStageKey;
    officerLevel: TOfficerLevel;
    fields: TFormField[];
  };
  FormAnswer: { data: TFormAnswers; action: 'view' | 'edit' };
  ReviewRemark: { fields: TFormField[] };
  FeeDetailsResult: { status: TApplicationStatus };
  ReportScope: { level: TReportScopeLevel };
  ReportApplication: { applicationType: TApplicationType };
  ReportRow: { applicationType: TApplicationType };
  CorrectionRequest: { applicationType: TApplicationType; approvalFor: TApprovalFor; myTurn: TCorrectionStep };
  CorrectionAssignee: { step: TCorrectionStep };
};

/** The domain's type of a field, if it fits the schema's type (null stays where the schema allows it). */
type TNarrowed<TSchemaField, TDomainField> =
  TDomainField extends NonNullable<TSchemaField> ? TDomainField | Extract<TSchemaField, null> : never;

type TNarrowedObject<TObject> = TObject extends { __typename: infer TName }
  ? {
      [TKey in Exclude<keyof TObject, '__typename'>]: TName extends keyof TDomainFields
        ? TKey extends keyof TDomainFields[TName]
          ? TNarrowed<TObject[TKey], TDomainFields[TName][TKey]>
          : TDomainTyped<TObject[TKey]>
        : TDomainTyped<TObject[TKey]>;
    }
  : { [TKey in keyof TObject]: TDomainTyped<TObject[TKey]> };

/**
 * A generated result with the fields of TDomainFields narrowed, at any depth. The `__typename` that the generator
 * asks for only to find them is left out, so a test's answer need not invent it.
 */
export type TDomainTyped<T> = T extends readonly (infer TItem)[]
  ? TDomainTyped<TItem>[]
  : T extends object
    ? TNarrowedObject<T>
    : T;
