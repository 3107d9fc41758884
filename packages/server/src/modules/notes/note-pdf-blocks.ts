/** A block of a note as the PDF prints it: a paragraph, a heading, or a list item with its marker. */
export type TNoteBlock = { kind: 'paragraph' | 'heading' | 'item' | 'quote'; text: string; depth: number };

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The characters sanitize-html escaped (and any numeric reference) back to what the officer typed. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

const BLOCK_KIND: Record<string, TNoteBlock['kind']> = {
  p: 'paragraph',
  h3: 'heading',
  h4: 'heading',
  li: 'item',
  blockquote: 'quote',
};

/**
 * A sanitised note (note-html.ts: paragraphs, headings, lists, quotes, line breaks and inline styles)
 * as the blocks the PDF prints, so the sheet keeps the note's paragraphs, list items (• or 1.) and line breaks as
 * the screen shows them; inline styles are dropped, their text kept.
 */
export function noteBlocks(html: string): TNoteBlock[] {
  const blocks: TNoteBlock[] = [];
  const lists: { isOrdered: boolean; count: number }[] = [];
  let current: TNoteBlock | null = null;
  let kind: TNoteBlock['kind'] = 'paragraph';
  const flush = () => {
    const text = current?.text
      .replace(/[ \t]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .trim();
    if (current && text) blocks.push({ ...current, text });
    current = null;
  };
  const append = (text: string) => {
    current ??= { kind, text: '', depth: lists.length };
    current.text += text;
  };
  /** A list item holding only its marker so far ("• ", "2. "). */
  const isBareMarker = () => current?.kind === 'item' && /^(•|\d+\.) $/.test(current.text);
  for (const [, closing, rawName, text] of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>|([^<]+)/gi)) {
    if (text !== undefined) {
      append(decodeEntities(text).replace(/\s+/g, ' '));
      continue;
    }
    const name = (rawName ?? '').toLowerCase();
    if (name === 'br') append('\n');
    else if (name === 'ul' || name === 'ol') {
      flush();
      if (closing) lists.pop();
      else lists.push({ isOrdered: name === 'ol', count: 0 });
    } else if (name in BLOCK_KIND) {
      // The editor writes a list item's text as a paragraph inside it (<li><p>…</p></li>): the text goes on the
      // marker's line, not on a line of its own under a bare "•" (issue 55 §6).
      if (!closing && name !== 'li' && isBareMarker()) continue;
      flush();
      kind = closing ? (lists.length > 0 ? 'item' : 'paragraph') : (BLOCK_KIND[name] ?? 'paragraph');
      if (!closing && name === 'li') {
        const list = lists.at(-1);
        if (list) list.count += 1;
        append(list?.isOrdered ? `${list.count}. ` : '• ');
      }
    }
  }
  flush();
  return blocks;
}
