/** The application module's face (docs/ARCHITECTURE.md "Module faces"): what other modules may use of it. */
export type { TSide } from './application.table';
export { LIST_RECORD_COLUMNS, findStageStates, joinListRecordTables } from './inbox.repository';
export { toOfficerApplication, toStageStates } from './officer-application.view';
export { keepWorkItemsOf } from './work-items.repository';
