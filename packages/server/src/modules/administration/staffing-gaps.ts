import {
  indiaDay,
  levelOfPost,
  processKindOf,
  PROCESS_DEFINITIONS,
  roleForLevel,
  staffingGaps as gapsOf,
  staffingNeeds,
  STAGE_DEFINITIONS,
} from '@anumati/domain';
import type { TSignedInOfficer } from '../officer';
import type { TAdministrationContext } from './administration-context';
import { findActingPosts, findOpenFilesOfUlbs, findUlbsForScope } from './administration.repository';
import { requireAdministrator, scopeOf } from './administrator-scope';

/**
 * Per ULB in the administrator's jurisdiction, the stage levels the process needs that nobody acting there today
 * can take (charges counted), with the open files that will stop there.
 */
export async function staffingGaps({ db, clock }: TAdministrationContext, admin: TSignedInOfficer) {
  requireAdministrator(admin);
  const places = await findUlbsForScope(db, scopeOf(admin));
  const ulbIds = places.map((place) => place.ulbId);
  const acting = await findActingPosts(db, ulbIds, indiaDay(clock.now()));
  const files = await findOpenFilesOfUlbs(db, ulbIds);
  const needs = staffingNeeds();
  return places.flatMap((place) => {
    const levels = new Set(
      acting.filter((post) => post.ulbId === place.ulbId).map((post) => levelOfPost(post, post.authorityCode)),
    );
    return gapsOf(needs, levels).map((gap) => {
      const stuck = files.filter((file) => {
        if (file.ulbId !== place.ulbId || file.doneStages.includes(gap.stage)) return false;
        const kind = processKindOf(file.applicationType, file.approvalFor);
        return PROCESS_DEFINITIONS[kind].steps.some((step) => step.stages.includes(gap.stage));
      });
      return {
        ulbId: String(place.ulbId),
        ulbName: place.ulbName,
        role: roleForLevel(gap.actors[0] ?? 'SITE_VERIFICATION'),
        stage: STAGE_DEFINITIONS[gap.stage].name,
        level: gap.level,
        stuckApplicationCount: stuck.length,
        stuckApplicationNumbers: stuck.slice(0, 100).map((file) => file.number),
      };
    });
  });
}
