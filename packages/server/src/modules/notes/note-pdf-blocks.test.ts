import { describe, expect, it } from 'vitest';
import { noteBlocks } from './note-pdf-blocks';

describe('noteBlocks (the notes PDF, issue 18)', () => {
  it.each([
    ['<p>Setbacks &amp; plot &lt;200 sq.m&gt; checked</p>', [['paragraph', 'Setbacks & plot <200 sq.m> checked', 0]]],
    [
      '<p>Line one<br />line two</p><p>Second</p>',
      [
        ['paragraph', 'Line one\nline two', 0],
        ['paragraph', 'Second', 0],
      ],
    ],
    [
      '<p>Found:</p><ul><li>Road &quot;widening&quot;</li><li>Drain</li></ul><ol><li>First</li><li><b>Second</b></li></ol>',
      [
        ['paragraph', 'Found:', 0],
        ['item', '• Road "widening"', 1],
        ['item', '• Drain', 1],
        ['item', '1. First', 1],
        ['item', '2. Second', 1],
      ],
    ],
    [
      // As the rich-text editor writes a list: each item's text in a paragraph of its own.
      '<ul><li><p>Setbacks</p></li><li><p>Drains</p><ol><li><p>Storm</p></li></ol></li></ul>',
      [
        ['item', '• Setbacks', 1],
        ['item', '• Drains', 1],
        ['item', '1. Storm', 2],
      ],
    ],
    [
      '<h3>Site</h3>Plain text &#8377;1,000',
      [
        ['heading', 'Site', 0],
        ['paragraph', 'Plain text ₹1,000', 0],
      ],
    ],
    ['<p>స్థల పరిశీలన పూర్తయింది &amp; పత్రాలు సరిగా ఉన్నాయి</p>', [['paragraph', 'స్థల పరిశీలన పూర్తయింది & పత్రాలు సరిగా ఉన్నాయి', 0]]],
  ])('%s', (html, expected) => {
    expect(noteBlocks(html).map((block) => [block.kind, block.text, block.depth])).toEqual(expected);
  });
});
