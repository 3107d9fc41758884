/** What the notes offer other features (docs/CODE_STYLE.md: feature boundaries). */
export { NotesDrawer } from './notes-drawer';
