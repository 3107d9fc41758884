/** The notes module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { noteDraftsResolvers } from './note-drafts.resolver';
export { createNoteDraftsService } from './note-drafts.service';
export type { TNoteDraftsService } from './note-drafts.service';
export { registerNotesExportRoute } from './notes-export.route';
export { hasActiveComment } from './notes.repository';
export { notesResolvers } from './notes.resolver';
export { createNotesService } from './notes.service';
export type { TNotesService } from './notes.service';
