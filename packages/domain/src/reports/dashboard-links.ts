import type { TLanguage } from '../i18n/language';

/**
 * Spec 1 §2.7 and spec 3 §2: the sidebar's links to the "external" dashboards. Their addresses are not shown;
 * decision: each leads to the console's own report on real figures — Application to the building-plan
 * dashboard, Pendency to the files under verification, Tickets to the citizens' grievances, GHMC Pendency to
 * the authorities' report (GHMC is an authority there), Revenue to the fee intimations and what was paid.
 */
export const DASHBOARD_LINKS = [
  { label: 'Application Dashboard', route: '/dashboard' },
  { label: 'Pendency Dashboard', route: '/summary/verification' },
  { label: 'Tickets Dashboard', route: '/building-permissions/grievance-report' },
  { label: 'GHMC Pendency Dashboard', route: '/building-permissions/authorities-report' },
  { label: 'Revenue Dashboard', route: '/occupancy/final-fee-intimation-letter' },
] as const;

/** Spec 1 §2.7: Revenue Dashboard shows only to these roles. */
export const REVENUE_DASHBOARD_LEVELS: readonly string[] = [
  'COMMISSIONER',
  'DEPUTY_COMMISSIONER',
  'FINAL APPROVING OFFICER',
  'VICE_CHAIRMAN',
];

export type TDashboardLink = (typeof DASHBOARD_LINKS)[number];

/** The dashboard links an officer of this permission level sees. */
export function dashboardLinksFor(permissionLevel: string): TDashboardLink[] {
  return DASHBOARD_LINKS.filter(
    (link) => link.label !== 'Revenue Dashboard' || REVENUE_DASHBOARD_LEVELS.includes(permissionLevel),
  );
}

const DASHBOARD_LINK_LABELS_TE: Record<TDashboardLink['label'], string> = {
  'Application Dashboard': 'దరఖాస్తుల డాష్‌బోర్డ్',
  'Pendency Dashboard': 'పెండింగ్ డాష్‌బోర్డ్',
  'Tickets Dashboard': 'టికెట్ల డాష్‌బోర్డ్',
  'GHMC Pendency Dashboard': 'GHMC పెండింగ్ డాష్‌బోర్డ్',
  'Revenue Dashboard': 'ఆదాయ డాష్‌బోర్డ్',
};

/** A dashboard link's name in the officer's language. */
export function dashboardLinkLabel(link: TDashboardLink, language: TLanguage = 'en'): string {
  return language === 'te' ? DASHBOARD_LINK_LABELS_TE[link.label] : link.label;
}
