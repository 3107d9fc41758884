import type { ReactNode } from 'react';

/**
 * Words kept as written in English whatever the officer's language: the verification checklists' questions
 * (docs/LANGUAGES.md, "Data stays as written"). Marked as English so that a screen reader on a Telugu screen reads
 * them with English pronunciation (WCAG 3.1.2 Language of Parts), and the browser test tells them from words that
 * should have been translated.
 */
export function EnglishText({ children }: { children: ReactNode }) {
  return <span lang="en">{children}</span>;
}
