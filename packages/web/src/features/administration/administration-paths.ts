/** The administration screens' addresses (administration-routes.tsx). */
export const ADMINISTRATION_PATH = '/administration';
export const OFFICERS_PATH = `${ADMINISTRATION_PATH}/officers`;
export const NEW_OFFICER_PATH = `${OFFICERS_PATH}/new`;
export const IMPORT_OFFICERS_PATH = `${ADMINISTRATION_PATH}/import`;
export const STAFFING_GAPS_PATH = `${ADMINISTRATION_PATH}/staffing-gaps`;
/** The website's feedback (issue 55): its screen is the feedback feature's, loaded by the router. */
export const FEEDBACK_LIST_PATH = `${ADMINISTRATION_PATH}/feedback`;

export const officerPath = (id: string) => `${OFFICERS_PATH}/${id}`;
export const editOfficerPath = (id: string) => `${OFFICERS_PATH}/${id}/edit`;
