/**
 * The console's folders the React Compiler builds (vite.config.ts), and where lint holds their renders to what the
 * compiler assumes (eslint.config.js): the site inspector's phone screens, whose re-renders were Lighthouse's long
 * tasks (issue 53 §7: the shell and the inbox re-drawn whole for each answer that arrived). A compiled component
 * redraws a part only when what it reads through props, state or hooks changes: a message read from the language
 * of the moment (domainMessage(…) without the hook's language) stays in the language it was first drawn in, and a
 * store read beside its hook rather than through it (useSyncExternalStore's answer) stays as first read. The route
 * tree (src/app) is not compiled: its guards read the session from storage as they draw.
 */
export const COMPILED_FOLDERS = [
  'features/shell',
  'features/inbox',
  'features/verification',
  'features/field-inspection',
  'features/file-screen',
];
