import { typeSegment } from '../inbox/verify-action';
import type { TApplicationType, TApprovalFor } from '../application/application-kind';

/** The three verification screens a planning officer moves between. */
export const PLANNING_SCREENS = ['SITE', 'TITLE', 'TECHNICAL'] as const;
export type TPlanningScreen = (typeof PLANNING_SCREENS)[number];

export function planningScreenRoute(
  screen: TPlanningScreen,
  application: { id: string; applicationType: TApplicationType; approvalFor: TApprovalFor },
): string {
  const type = typeSegment(application);
  switch (screen) {
    case 'SITE':
      return `/site-verification/${type}${application.id}`;
    case 'TITLE':
      // Spec 1 §2.2: title verification has no occupancy variant.
      return `/title-verification/${application.id}`;
    case 'TECHNICAL':
      return `/technical-verification/${type}${application.id}`;
  }
}

/** Spec 3 §4 "Order after a successful submit": site goes to technical, title to technical, technical to site. */
const NEXT_PREFERENCE: Record<TPlanningScreen, readonly TPlanningScreen[]> = {
  SITE: ['TECHNICAL', 'TITLE'],
  TITLE: ['TECHNICAL', 'SITE'],
  TECHNICAL: ['SITE', 'TITLE'],
};

export const AFTER_SUBMIT_HOME = '/post-verification';

/**
 * Where a planning officer goes after submitting one screen: the next of their screens still waiting for them,
 * else the list. Verification-level officers (one screen each) always go back to the list.
 */
export function routeAfterSubmit(input: {
  screen: TPlanningScreen | null;
  waitingScreens: readonly TPlanningScreen[];
  application: { id: string; applicationType: TApplicationType; approvalFor: TApprovalFor };
}): string {
  if (!input.screen) return AFTER_SUBMIT_HOME;
  const next = NEXT_PREFERENCE[input.screen].find((screen) => input.waitingScreens.includes(screen));
  return next ? planningScreenRoute(next, input.application) : AFTER_SUBMIT_HOME;
}
