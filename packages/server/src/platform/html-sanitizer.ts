import type sanitizeHtml from 'sanitize-html';

/**
 * sanitize-html, with PostCSS under it, loaded with the first note or remark that needs it rather than with every
 * start of the server (a few hundred milliseconds); Node keeps the module once loaded.
 */
export async function loadHtmlSanitizer(): Promise<typeof sanitizeHtml> {
  return (await import('sanitize-html')).default;
}
