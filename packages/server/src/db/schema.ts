export * from '../modules/application/application.table';
export * from '../modules/audit/audit.table';
export * from '../modules/auth/auth.table';
export * from '../modules/jurisdiction/jurisdiction.table';
export * from '../modules/officer/officer.table';
export * from '../modules/notes/notes.table';
export * from '../modules/platform/platform.table';
export * from '../modules/forms/forms.table';
