/** The application module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export type { TSide } from './application.table';
export { registerInboxExportRoute } from './inbox-export.route';
export { LIST_RECORD_COLUMNS, findStageStates, joinListRecordTables } from './inbox.repository';
export { inboxLoaders, inboxResolvers } from './inbox.resolver';
export { createInboxService } from './inbox.service';
export type { TInboxService } from './inbox.service';
export { toOfficerApplication, toStageStates } from './officer-application.view';
export { keepWorkItemsOf } from './work-items.repository';
