import { describe, expect, it } from 'vitest';
import { actualText, pdfText } from '../../testing/pdf-text';
import { renderOrderPdf, type TOrderDocument } from './order-pdf';

const ORDER: TOrderDocument = {
  number: 'TSB-2026-ABCD-EFGH-JKMN',
  title: 'Building Permission Order',
  kind: 'PERMIT',
  processKind: 'SELF_CERTIFICATION',
  applicationIdentifier: 'GHMC/BP/2026/0001',
  applicationKind: 'Building Permission (New)',
  applicantName: 'శ్రీనివాస్ రెడ్డి',
  plot: 'ఇంటి నం. 12-3, మాదాపూర్, Sy. No. 45/2',
  ulbName: 'GHMC',
  conditions: ['సెట్‌బ్యాక్‌లు ప్లాన్ ప్రకారం వదలాలి', 'Rain water harvesting pit'],
  fee: { isPayable: true, paid: 125000 },
  issuedBy: { name: 'K. Ramesh', designation: 'Municipal Commissioner' },
  issuedAt: new Date('2026-11-23T19:00:00Z'),
  remark: 'స్థల పరిశీలన పూర్తయింది & పత్రాలు సరిగా ఉన్నాయి',
  isRefunded: null,
  verifyUrl: 'https://bpass.example.in/verify-order/TSB-2026-ABCD-EFGH-JKMN',
};

describe('the order PDF in Telugu and English (issue 19)', () => {
  it('prints Telugu names, addresses and remarks as written, headings in both languages, India’s day', async () => {
    const pdf = await renderOrderPdf(ORDER);
    const copied = actualText(pdf).split('\n');
    expect(copied).toEqual(
      expect.arrayContaining([
        'తెలంగాణ ప్రభుత్వం / Government of Telangana · TS-bPASS',
        'భవన నిర్మాణ అనుమతి ఉత్తర్వు',
        'Building Permission Order',
        'ఉత్తర్వు సంఖ్య / Order No. TSB-2026-ABCD-EFGH-JKMN    తేదీ / Date: 24-11-2026',
        'దరఖాస్తుదారు / Applicant: శ్రీనివాస్ రెడ్డి',
        'స్థలం / Plot: ఇంటి నం. 12-3, మాదాపూర్, Sy. No. 45/2',
        'చెల్లించిన రుసుము / Fee paid: ₹ 1,25,000.00',
        'కారణాలు మరియు వ్యాఖ్యలు / Reasons and remarks',
        'స్థల పరిశీలన పూర్తయింది & పత్రాలు సరిగా ఉన్నాయి',
        '1. సెట్‌బ్యాక్‌లు ప్లాన్ ప్రకారం వదలాలి',
        '2. Rain water harvesting pit',
      ]),
    );
    // The glyphs themselves (pdf.js): every letter of the Telugu name and remark is there, in the font's Telugu.
    const glyphs = await pdfText(pdf);
    const letters = (text: string) => [...text.replace(/\s/g, '')].sort().join('');
    const remarkLine = glyphs.split('\n').find((line) => line.includes('&') && /[\u0C00-\u0C7F]/.test(line));
    expect(letters(remarkLine ?? '')).toBe(letters(ORDER.remark ?? ''));
    expect(glyphs).toContain('1,25,000.00');
    expect(glyphs).toContain('Building Permission Order');
  });

  it('a deemed order is signed by the act, in both languages', async () => {
    const copied = actualText(await renderOrderPdf({ ...ORDER, kind: 'DEEMED_APPROVAL', issuedBy: null }));
    expect(copied).toContain('భావిత ఆమోద లేఖ');
    expect(copied).toContain('TS-bPASS చట్టం ప్రకారం భావిత ఆమోదం\nDeemed under the TS-bPASS Act');
  });

  it('a permit without conditions omits the conditions sentence; a file without a fee says none is payable', async () => {
    const copied = actualText(
      await renderOrderPdf({
        ...ORDER,
        processKind: 'OCCUPANCY',
        title: 'Occupancy Certificate',
        conditions: [],
        fee: { isPayable: false },
      }),
    );
    expect(copied).toContain('Permission is granted for the application below.');
    expect(copied).not.toContain('subject to the conditions');
    expect(copied).not.toContain('₹');
    expect(copied).toContain('రుసుము / Fee: TS-bPASS ద్వారా చెల్లించవలసిన రుసుము లేదు / No fee payable through TS-bPASS');
  });
});
