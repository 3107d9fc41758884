import type { TApplicationType, TFormAnswers, TFormField, TPermissionLevel } from '@anumati/domain';

/**
 * The schema's enums are the domain's closed sets (server/src/graphql/closed-sets.graphql) and reach the console as
 * the domain's unions. What the schema keeps as String, as values GraphQL cannot name (spaces: 'SELF CERTIFICATION',
 * 'FINAL APPROVING OFFICER'; server/src/graphql/closed-sets.md), and its form trees, JSON, the console reads as the
 * domain's types: this is the one place that says which, by GraphQL type and field. A domain type that does not
 * fit the schema's field makes the field `never`, so a change of either side shows where the field is read.
 */
type TDomainFields = {
  OfficerApplication: { applicationType: TApplicationType };
  Officer: { permissionLevel: TPermissionLevel };
  ApplicationForm: { fields: TFormField[] };
  FormAnswer: { data: TFormAnswers };
  ReviewRemark: { fields: TFormField[] };
  ReportApplication: { applicationType: TApplicationType };
  ReportRow: { applicationType: TApplicationType };
  CorrectionRequest: { applicationType: TApplicationType };
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
