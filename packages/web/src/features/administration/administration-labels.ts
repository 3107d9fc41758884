import { officerLevelLabel, STAGE_DEFINITIONS, STAGE_KEYS, stageNameLabel, type TLanguage } from '@anumati/domain';

/**
 * A turn's stage and level as officers read them ("SITE VERIFICATION · L2"): the server names a stage by its key
 * (process-definition.ts), which reads as the stage's name; any other name reads as stageNameLabel reads it.
 */
export function stageLevelLabel(stage: string, level: string, language: TLanguage): string {
  const name = (STAGE_KEYS as readonly string[]).includes(stage)
    ? STAGE_DEFINITIONS[stage as (typeof STAGE_KEYS)[number]].name
    : stage;
  return `${stageNameLabel(name, language)} · ${officerLevelLabel(level, language)}`;
}

/** An officer's name as lists show it. */
export const fullName = (officer: { firstName: string; lastName: string }) =>
  `${officer.firstName} ${officer.lastName}`.trim();

/** A field's hint in the text's grey, not Mantine's dimmed one (3.3:1 on white, below WCAG AA's 4.5:1). */
export const HINT_PROPS = { c: 'gray.7' } as const;
