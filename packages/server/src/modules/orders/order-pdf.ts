import {
  DEEMED_ISSUER,
  formatDisplayDate,
  formatRupees,
  NO_FEE_PAYABLE,
  SHOW_CAUSE_REPLY_DAYS,
  type TOrderFee,
  type TOrderKind,
  type TProcessKind,
} from '@anumati/domain';
import { createPdfDocument, PDF_FONT, type TPdfDocument } from '../../platform/pdf-document';

/** What an order prints (issue 16 item 5). */
export type TOrderDocument = {
  number: string;
  title: string;
  kind: TOrderKind;
  /** Which permit a PERMIT is (its Telugu title). */
  processKind: TProcessKind;
  applicationIdentifier: string;
  applicationKind: string;
  applicantName: string;
  plot: string;
  ulbName: string;
  conditions: string[];
  fee: TOrderFee;
  /** The deciding officer; null when the act decided (deemed). */
  issuedBy: { name: string; designation: string } | null;
  issuedAt: Date;
  remark: string | null;
  /** A revocation's or rejection's refund decision; null where none was taken. */
  isRefunded: boolean | null;
  verifyUrl: string;
};

type TTextStyle = { size?: number; isBold?: boolean; colour?: string };

/**
 * Decision (issue 19): an order is bilingual, as the state's certificates are — every heading and label in Telugu,
 * the state's language, then English ("దరఖాస్తుదారు / Applicant: …"), the title and the opening sentence in both
 * (Telugu first), and what the file holds (names, addresses, remarks, conditions) as it was written, in either
 * script. Neither depends on the officer's choice of language: the citizen and the courts read the same order.
 */
function write(document: TPdfDocument, text: string, style: TTextStyle = {}) {
  document
    .font(style.isBold ? PDF_FONT.bold : PDF_FONT.regular)
    .fontSize(style.size ?? 10)
    .fillColor(style.colour ?? '#000')
    .text(text);
}

type TLabel = { te: string; en: string };

/** A label in both languages, Telugu first. */
const both = (label: TLabel) => `${label.te} / ${label.en}`;

const LABELS = {
  government: { te: 'తెలంగాణ ప్రభుత్వం', en: 'Government of Telangana' },
  orderNumber: { te: 'ఉత్తర్వు సంఖ్య', en: 'Order No.' },
  date: { te: 'తేదీ', en: 'Date' },
  applicationNumber: { te: 'దరఖాస్తు సంఖ్య', en: 'Application number' },
  applicationType: { te: 'దరఖాస్తు రకం', en: 'Application type' },
  applicant: { te: 'దరఖాస్తుదారు', en: 'Applicant' },
  plot: { te: 'స్థలం', en: 'Plot' },
  feePaid: { te: 'చెల్లించిన రుసుము', en: 'Fee paid' },
  fee: { te: 'రుసుము', en: 'Fee' },
  refund: { te: 'రుసుము వాపసు', en: 'Refund of fees' },
  eligible: { te: 'అర్హత ఉంది', en: 'eligible' },
  notEligible: { te: 'అర్హత లేదు', en: 'not eligible' },
  remarks: { te: 'కారణాలు మరియు వ్యాఖ్యలు', en: 'Reasons and remarks' },
  conditions: { te: 'షరతులు', en: 'Conditions' },
  deemedIssuer: { te: 'TS-bPASS చట్టం ప్రకారం భావిత ఆమోదం', en: DEEMED_ISSUER },
  verify: { te: 'ఈ ఉత్తర్వు నిజమైనదని సరిచూసుకోండి', en: 'Check that this order is genuine' },
} as const;

/** The orders' titles in Telugu, beside domain orderTitle's English. */
const PERMIT_TITLES_TE: Record<TProcessKind, string> = {
  REGISTRATION: 'తక్షణ రిజిస్ట్రేషన్ ధ్రువపత్రం',
  SELF_CERTIFICATION: 'భవన నిర్మాణ అనుమతి ఉత్తర్వు',
  SINGLE_WINDOW: 'భవన నిర్మాణ అనుమతి ఉత్తర్వు',
  LAYOUT: 'లేఅవుట్ అనుమతి ఉత్తర్వు',
  FINAL_LAYOUT: 'తుది లేఅవుట్ ఆమోద ఉత్తర్వు',
  OCCUPANCY: 'ఆక్యుపెన్సీ ధ్రువపత్రం',
  COMPOUND_WALL: 'ప్రహరీ గోడ నిర్మాణ అనుమతి',
};
const ORDER_TITLES_TE: Record<Exclude<TOrderKind, 'PERMIT'>, string> = {
  DEEMED_APPROVAL: 'భావిత ఆమోద లేఖ',
  FINAL_DEEMED_APPROVAL: 'తుది భావిత ఆమోద లేఖ',
  REJECTION: 'తిరస్కరణ ఉత్తర్వు',
  REVOCATION: 'అనుమతి రద్దు ఉత్తర్వు',
  SHOW_CAUSE_NOTICE: 'షోకాజ్ నోటీసు',
};

/** A permit without conditions grants without the conditions sentence (issue 57: none listed, none promised). */
const UNCONDITIONAL_PERMIT = {
  te: 'దిగువ పేర్కొన్న దరఖాస్తుకు అనుమతి మంజూరు చేయడమైనది.',
  en: 'Permission is granted for the application below.',
};

const OPENING: Record<TOrderKind, { te: string; en: string }> = {
  PERMIT: {
    te: 'దిగువ పేర్కొన్న దరఖాస్తుకు, జాబితాలోని షరతులకు లోబడి, అనుమతి మంజూరు చేయడమైనది.',
    en: 'Permission is granted for the application below, subject to the conditions listed.',
  },
  DEEMED_APPROVAL: {
    te: 'TS-bPASS చట్టం అనుమతించిన గడువులోగా నిర్ణయం తీసుకోనందున, దిగువ పేర్కొన్న దరఖాస్తు ఆమోదించినట్లు భావించడమైనది.',
    en: 'No decision was taken within the time the TS-bPASS Act allows: the application below is deemed approved.',
  },
  FINAL_DEEMED_APPROVAL: {
    te: 'భావిత ఆమోదాన్ని సమీక్షించే గడువు ముగిసినందున, దిగువ పేర్కొన్న దరఖాస్తు భావిత ఆమోదం తుది ఆమోదమైనది.',
    en: 'The period for reviewing the deemed approval has ended: the deemed approval of the application below is final.',
  },
  REJECTION: {
    te: 'దిగువ పేర్కొన్న దరఖాస్తును పేర్కొన్న కారణాల వల్ల తిరస్కరించడమైనది.',
    en: 'The application below is rejected for the reasons stated.',
  },
  REVOCATION: {
    te: 'దిగువ పేర్కొన్న దరఖాస్తుకు మంజూరు చేసిన అనుమతిని పేర్కొన్న కారణాల వల్ల రద్దు చేయడమైనది.',
    en: 'The permission granted for the application below is revoked for the reasons stated.',
  },
  SHOW_CAUSE_NOTICE: {
    te: `దిగువ పేర్కొన్న దరఖాస్తు అనుమతిని ఎందుకు రద్దు లేదా తిరస్కరించకూడదో ఈ నోటీసు అందిన ${SHOW_CAUSE_REPLY_DAYS} రోజులలోగా కారణం చూపవలసిందిగా దరఖాస్తుదారును కోరడమైనది.`,
    en: `The applicant is called upon to show cause, within ${SHOW_CAUSE_REPLY_DAYS} days of this notice, why the permission for the application below should not be revoked or rejected.`,
  },
};

/**
 * The QR code drawn as squares (vector: sharp at any print size, no image to encode). Its library loads with the
 * first order, like the PDF's own, not with every start of the server.
 */
async function drawQrCode(document: TPdfDocument, text: string, origin: { x: number; y: number; size: number }) {
  const { default: QRCode } = await import('qrcode');
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = origin.size / modules.size;
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) document.rect(origin.x + column * cell, origin.y + row * cell, cell, cell);
    }
  }
  document.fillColor('#000').fill();
}

/** The order as an A4 PDF. Uncompressed: a page or two, and its text stays readable to simple tools. */
export async function renderOrderPdf(order: TOrderDocument): Promise<Buffer> {
  const document = await createPdfDocument({ Title: `${order.title} ${order.number}`, CreationDate: order.issuedAt });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    document.on('end', resolve);
    document.on('error', reject);
  });

  write(document, `${both(LABELS.government)} · TS-bPASS`, { size: 9, colour: '#444' });
  write(document, order.ulbName, { size: 12, isBold: true });
  document.moveDown(0.5);
  write(document, order.kind === 'PERMIT' ? PERMIT_TITLES_TE[order.processKind] : ORDER_TITLES_TE[order.kind], {
    size: 16,
    isBold: true,
  });
  write(document, order.title, { size: 18, isBold: true });
  write(
    document,
    `${both(LABELS.orderNumber)} ${order.number}    ${both(LABELS.date)}: ${formatDisplayDate(order.issuedAt)}`,
  );
  document.moveDown();
  const opening = order.kind === 'PERMIT' && order.conditions.length === 0 ? UNCONDITIONAL_PERMIT : OPENING[order.kind];
  write(document, opening.te);
  write(document, opening.en);
  document.moveDown(0.5);
  const feeLine: [TLabel, string] = order.fee.isPayable
    ? [LABELS.feePaid, formatRupees(order.fee.paid)]
    : [LABELS.fee, both(NO_FEE_PAYABLE)];
  const particulars: [TLabel, string][] = [
    [LABELS.applicationNumber, order.applicationIdentifier],
    [LABELS.applicationType, order.applicationKind],
    [LABELS.applicant, order.applicantName],
    [LABELS.plot, order.plot],
    feeLine,
  ];
  for (const [label, value] of particulars) {
    write(document, `${both(label)}: ${value}`);
  }
  if (order.isRefunded !== null) {
    write(document, `${both(LABELS.refund)}: ${both(order.isRefunded ? LABELS.eligible : LABELS.notEligible)}`);
  }
  if (order.remark) {
    document.moveDown(0.5);
    write(document, both(LABELS.remarks), { isBold: true });
    write(document, order.remark);
  }
  if (order.conditions.length > 0) {
    document.moveDown(0.5);
    write(document, both(LABELS.conditions), { isBold: true });
    order.conditions.forEach((condition, index) => write(document, `${index + 1}. ${condition}`));
  }
  document.moveDown();
  if (order.issuedBy) {
    write(document, order.issuedBy.name, { isBold: true });
    write(document, order.issuedBy.designation);
  } else {
    write(document, LABELS.deemedIssuer.te, { isBold: true });
    write(document, LABELS.deemedIssuer.en, { isBold: true });
  }
  write(document, order.ulbName);
  document.moveDown();
  const qrTop = document.y;
  await drawQrCode(document, order.verifyUrl, { x: 50, y: qrTop, size: 90 });
  document.x = 160;
  document.y = qrTop + 20;
  write(document, `${both(LABELS.verify)}:`, { size: 9, colour: '#444' });
  write(document, order.verifyUrl, { size: 9 });
  document.end();
  await ended;
  return Buffer.concat(chunks);
}
