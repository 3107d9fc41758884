import type { TPermissionLevel } from '../officer/permission-level';
import type { TStageKey } from '../workflow/process-definition';
import { holdsDecisionTurns } from '../workflow/routing';
import { PLANNING_SCREENS } from './next-route';
import { SCREEN_STAGES, showsVerificationNavigation, type TVerificationScreen } from './verification-screen';

/**
 * Spec 3 §2 verification paths and the screen each opens; the type segment is occ (occupancy) or CW (compound
 * wall). The console's router declares the same (web app-routes.test.ts checks it), so the dead-end check follows
 * the pages officers really reach.
 */
export const VERIFICATION_ROUTES: readonly { path: string; screen: TVerificationScreen }[] = [
  { path: '/site-verification/:id', screen: 'SITE' },
  { path: '/site-verification/:type/:id', screen: 'SITE' },
  { path: '/title-verification/:id', screen: 'TITLE' },
  { path: '/technical-verification/:id', screen: 'TECHNICAL' },
  { path: '/technical-verification/:type/:id', screen: 'TECHNICAL' },
  { path: '/sw-verification/:id', screen: 'SINGLE_WINDOW' },
  { path: '/sw-verification/:type/:id', screen: 'SINGLE_WINDOW' },
  { path: '/sw-line-verification/:id', screen: 'LINE_DEPARTMENT' },
  { path: '/line-verification/:id', screen: 'LINE_DEPARTMENT' },
  { path: '/iairVerification/:id', screen: 'COMMON' },
  { path: '/iairVerification/:type/:id', screen: 'COMMON' },
];

/** The commissioner-level decision screen's paths (spec 3 §4 Final decision). */
export const DECISION_ROUTES: readonly string[] = [
  '/commissioner-verification/:id',
  '/commissioner-verification/:type/:id',
  '/iair-CommisionerVerify/:id',
  '/iair-CommisionerVerify/:type/:id',
];

/** The instant approval's fee adjustment page, where the technical review's fee submission is its turn. */
export const FEE_ADJUSTMENT_ROUTE = '/fee-verification/:id';
/** Where a paid single-window fee is checked before the decision (the id travels in the query). */
export const FEE_VERIFICATION_REVIEW_ROUTE = '/fee-verification-review';

function matches(pattern: string, route: string): boolean {
  const [path = ''] = route.split('?');
  const expression = pattern.replace(':type', '(occ|CW)').replace(':id', '[^/]+');
  return new RegExp(`^${expression}$`, 'i').test(path);
}

/** The verification screen a route opens, or null where it opens another page. */
export function verificationScreenOf(route: string): TVerificationScreen | null {
  return VERIFICATION_ROUTES.find((candidate) => matches(candidate.path, route))?.screen ?? null;
}

/**
 * The stages whose turns an officer can send from the page a route opens: a verification screen's stages (with
 * the planning officers' Site / Title / Technical buttons), the fee adjustment page's technical review, the fee
 * review's fee verification, the decision screen's decision (for the officers who can hold its turn).
 */
export function stagesSentFrom(route: string, level: TPermissionLevel | string): readonly TStageKey[] {
  const screen = verificationScreenOf(route);
  if (screen) {
    const navigable = showsVerificationNavigation(level) ? PLANNING_SCREENS : [];
    return [...new Set([...SCREEN_STAGES[screen], ...navigable])];
  }
  // The fee page links to the officer's other open verifications (a site or title review waiting beside the fee).
  if (matches(FEE_ADJUSTMENT_ROUTE, route)) return ['TECHNICAL', 'SITE', 'TITLE'];
  if (matches(FEE_VERIFICATION_REVIEW_ROUTE, route)) return ['FEE_VERIFICATION'];
  const isDecision = DECISION_ROUTES.some((pattern) => matches(pattern, route));
  return isDecision && holdsDecisionTurns(level) ? ['DECISION'] : [];
}
