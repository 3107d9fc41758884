import { describe, expect, it } from 'vitest';
import { documentCategoryLabel, documentKind, groupDocuments } from './documents';

describe('groupDocuments (spec 2 §7, §9)', () => {
  it.each([
    ['ownership_document', 'uploaded'],
    ['site_photograph', 'uploaded'],
    ['proposed_building_plan_pdf', 'drawings'],
    ['proposed_building_plan_dwg', 'drawings'],
    ['layout_drawing_pdf', 'drawings'],
    ['layout_drawing_dwg', 'drawings'],
    ['scrutiny_pdf', 'drawings'],
    ['drawing_pdf', 'drawings'],
    ['updated_proposed_building_plan_pdf', 'drawings'],
    ['updated_scrutiny_pdf', 'drawings'],
    ['shortfall_document', 'shortfall'],
    ['showcause_document', 'showcause'],
  ] as const)('%s goes to %s', (category, group) => {
    const groups = groupDocuments([{ category }]);
    expect(groups[group]).toEqual([{ category }]);
    const others = (['uploaded', 'drawings', 'shortfall', 'showcause'] as const).filter((name) => name !== group);
    for (const other of others) expect(groups[other]).toEqual([]);
  });
});

describe('documentCategoryLabel (spec 2 §2.5)', () => {
  it.each([
    ['ownership_document', 'ownership document'],
    ['encumbrance_certificate', 'encumbrance certificate'],
    ['Sale Deed', 'Sale Deed'],
  ])('%s reads %s', (category, label) => {
    expect(documentCategoryLabel(category)).toBe(label);
  });
});

describe('documentKind (pdf or image icon)', () => {
  it.each([
    [{ content_type: 'application/pdf', name: 'a' }, 'pdf'],
    [{ content_type: 'image/png', name: 'a.pdf' }, 'image'],
    [{ name: 'deed.PDF' }, 'pdf'],
    [{ name: 'photo.jpg' }, 'image'],
  ])('%j is %s', (document, kind) => {
    expect(documentKind(document)).toBe(kind);
  });
});
