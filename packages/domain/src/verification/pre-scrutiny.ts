import type { TPermissionLevel } from '../officer/permission-level';
import { STAGE_DEFINITIONS } from '../workflow/process-definition';

// Apart from the verification screens' rules: the signed-in layout's menu asks this, and should not bring them.

/** Spec 1 §2.2 /pre-scrutiny: the officers who scrutinise single-window files before verification. */
export function doesPreScrutiny(level: TPermissionLevel | string): boolean {
  return (STAGE_DEFINITIONS.PRE_SCRUTINY.levels[0]?.actors as readonly string[] | undefined)?.includes(level) ?? false;
}
