import { loadHtmlSanitizer } from '../../platform/html-sanitizer';

/** A note's rich text as kept: the editor's formatting, never scripts, styles or frames. */
export async function sanitizeNoteHtml(html: string): Promise<string> {
  const sanitizeHtml = await loadHtmlSanitizer();
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4', 'a'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['https', 'http', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
  });
}
