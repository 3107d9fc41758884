import {
  CONSTRUCTION_STARTED_DB_FIELD,
  FORM_TEMPLATE_KEYS,
  fieldDepth,
  LINE_DEPARTMENTS,
  MAX_FIELD_DEPTH,
  platformQuestionTe,
  templateLanguageProblems,
  type TFormField,
} from '@anumati/domain';
import { describe, expect, it } from 'vitest';
import checklists from './data/verification-checklists.json' with { type: 'json' };
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

describe('form templates in both languages (issue 55)', () => {
  it.each(FORM_TEMPLATE_KEYS)('%s has Telugu beside every question, choice and help text', (key) => {
    const template = FORM_TEMPLATES.get(key);
    expect(template?.fields.length).toBeGreaterThan(0);
    expect(templateLanguageProblems({ fields: template?.fields ?? [] })).toEqual([]);
  });

  it('keeps a choice stored in English: the Telugu is its label only', () => {
    const construction = FORM_TEMPLATES.get('SITE VERIFICATION')?.fields.find(
      (field) => field.dbField === CONSTRUCTION_STARTED_DB_FIELD,
    );
    expect(construction?.options?.[0]).toMatchObject({ value: 'Vacant', labelTe: 'ఖాళీ స్థలం' });
  });

  it('renders every question and statement the demo platform sends, as the checklists word them', () => {
    const stages = checklists.stages as Record<string, { question: string; questionTe?: string; fieldType: string }[]>;
    // The seed (seed/demo-particulars.ts) sends these stages' yes/no questions as an occupancy's or a compound
    // wall's deviation questions, a vicinity question per prohibited distance, and the self-declaration.
    const deviation = ['OCCUPANCY SITE VERIFICATION', 'COMPOUND WALL'].flatMap((stage) =>
      (stages[stage] ?? []).filter((question) => question.fieldType === 'boolean'),
    );
    for (const question of deviation) expect(platformQuestionTe(question.question)).toBe(question.questionTe);
    const vicinity = checklists.prohibitedDistances
      .filter((distance) => distance.bufferMetres !== null && distance.bufferMetres <= 500)
      .map((distance) => `Is the site within ${distance.bufferMetres} m of: ${distance.feature}?`);
    const declarations = checklists.selfDeclaration.map((entry) => entry.statement);
    const unrendered = [...vicinity, ...declarations].filter((text) => platformQuestionTe(text) === null);
    expect(unrendered).toEqual([]);
  });
});
