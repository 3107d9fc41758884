import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';

/**
 * A note's rich text. The server keeps an allow-list of tags; the console sanitises again before showing it, so
 * a script, an event handler or a javascript: link can never run here.
 */
export function RichText({ html }: { html: string }) {
  const safe = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'img', 'form'] });
  return (
    <Typography fz="sm">
      <div dangerouslySetInnerHTML={{ __html: safe }} />
    </Typography>
  );
}
