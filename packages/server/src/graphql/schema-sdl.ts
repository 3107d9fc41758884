import { readFileSync } from 'node:fs';
import { codeFile } from '../platform/paths';

/**
 * Each module keeps its SDL beside its resolver; the root types are declared once here, and the closed sets several
 * modules answer in closed-sets.graphql beside this file (closed-sets.md says which fields are enums, and why).
 * Apart from the resolvers so that the code generator (codegen.ts at the root) reads the same schema without
 * loading the server.
 */
const MODULE_SDL = [
  'graphql/closed-sets.graphql',
  'modules/auth/auth.graphql',
  'modules/officer/officer.graphql',
  'modules/application/inbox.graphql',
  'modules/workflow/workflow.graphql',
  'modules/notes/notes.graphql',
  'modules/forms/forms.graphql',
  'modules/reports/reports.graphql',
  'modules/corrections/corrections.graphql',
  'modules/fees/fees.graphql',
  'modules/conditions/conditions.graphql',
  'modules/settings/settings.graphql',
  'modules/auth/sessions.graphql',
  'modules/notes/note-drafts.graphql',
  'modules/administration/administration.graphql',
  'modules/field-inspection/field-inspection.graphql',
];

const ROOT_SDL = `
type Query
type Mutation
`;

export function loadSchema(): string {
  const sources = MODULE_SDL.map((path) => readFileSync(codeFile(path), 'utf8'));
  return [ROOT_SDL, ...sources].join('\n');
}
