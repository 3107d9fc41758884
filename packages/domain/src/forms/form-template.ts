import type { TStageKey } from '../workflow/process-definition';
import type { TProcessKind } from '../workflow/process-kind';

/** The form each stage's first level answers; the reviewer (L2) reads it and recommends. */
export const FORM_TEMPLATE_KEYS = [
  'SITE VERIFICATION',
  'TITLE VERIFICATION',
  'TECHNICAL VERIFICATION',
  'OCCUPANCY SITE VERIFICATION',
  'COMPOUND WALL',
  'LINE DEPARTMENT (FIRE)',
  'LINE DEPARTMENT (IRRIGATION)',
  'LINE DEPARTMENT (REVENUE)',
] as const;
export type TFormTemplateKey = (typeof FORM_TEMPLATE_KEYS)[number];

/**
 * Which form a stage asks for. Decision: occupancy and compound-wall site visits have their own checklists;
 * line departments without a published checklist, pre-scrutiny, fee verification and the decision ask for a
 * recommendation and remarks only (null).
 */
export function formTemplateKeyFor(
  kind: TProcessKind,
  stage: TStageKey,
  lineDepartment: string | null,
): TFormTemplateKey | null {
  switch (stage) {
    case 'SITE':
      if (kind === 'OCCUPANCY') return 'OCCUPANCY SITE VERIFICATION';
      if (kind === 'COMPOUND_WALL') return 'COMPOUND WALL';
      return 'SITE VERIFICATION';
    case 'TITLE':
      return 'TITLE VERIFICATION';
    case 'TECHNICAL':
      return 'TECHNICAL VERIFICATION';
    case 'LINE_DEPARTMENT': {
      const key = `LINE DEPARTMENT (${lineDepartment ?? ''})`;
      return (FORM_TEMPLATE_KEYS as readonly string[]).includes(key) ? (key as TFormTemplateKey) : null;
    }
    case 'PRE_SCRUTINY':
    case 'FEE_VERIFICATION':
    case 'DECISION':
      return null;
  }
}
