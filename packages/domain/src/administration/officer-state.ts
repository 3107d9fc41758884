/**
 * Issue 52 §2: an officer's state as an administrator sees it (deactivated, blocked by failed sign-ins, on leave
 * today, else active): what the officers list filters by and the server answers (AdminOfficer.state).
 */
export const OFFICER_STATES = ['ACTIVE', 'BLOCKED', 'ON_LEAVE', 'INACTIVE'] as const;
export type TOfficerState = (typeof OFFICER_STATES)[number];
