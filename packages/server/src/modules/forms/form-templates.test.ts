import {
  CONSTRUCTION_STARTED_DB_FIELD,
  FORM_TEMPLATE_KEYS,
  fieldDepth,
  LINE_DEPARTMENTS,
  MAX_FIELD_DEPTH,
  type TFormField,
} from '@anumati/domain';
import { describe, expect, it } from 'vitest';
import { FORM_TEMPLATES } from './form-templates';

function dbFields(fields: readonly TFormField[]): string[] {
  return fields.flatMap((field) => [
    field.dbField,
    ...dbFields([...(field.children ?? []), ...(field.options ?? []).flatMap((option) => option.questions ?? [])]),
  ]);
}

describe('form templates from the reference checklists', () => {
  it.each(FORM_TEMPLATE_KEYS)('%s has questions, unique field names, sources, and at most 5 levels', (key) => {
    const template = FORM_TEMPLATES.get(key);
    expect(template?.fields.length).toBeGreaterThan(8);
    const names = dbFields(template?.fields ?? []);
    expect(new Set(names).size).toBe(names.length);
    expect(template?.sources.length).toBeGreaterThan(0);
    expect(fieldDepth(template?.fields ?? [])).toBeLessThanOrEqual(MAX_FIELD_DEPTH);
  });

  it('asks the technical officer whether NOCs are needed, and from which departments', () => {
    const requiresNoc = FORM_TEMPLATES.get('TECHNICAL VERIFICATION')?.fields.find(
      (field) => field.dbField === 'requires_noc',
    );
    const departments = requiresNoc?.options?.find((option) => option.value === 'Yes')?.questions?.[0];
    expect(departments?.fieldType).toBe('DROP_DOWN_MULTI_SELECT');
    expect(departments?.options?.map((option) => option.value)).toEqual([...LINE_DEPARTMENTS]);
  });

  it('keeps the construction question under its fixed name, for the refund rule', () => {
    const names = dbFields(FORM_TEMPLATES.get('SITE VERIFICATION')?.fields ?? []);
    expect(names).toContain(CONSTRUCTION_STARTED_DB_FIELD);
  });

  it('turns a follow-up into a question under the answer that asks for it', () => {
    const [first] = FORM_TEMPLATES.get('SITE VERIFICATION')?.fields ?? [];
    expect(first?.options?.find((option) => option.value === 'No')?.questions?.[0]?.title).toBe(
      'Describe the mismatch between site and plan',
    );
  });
});
