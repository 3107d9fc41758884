import {
  DEEMED_ISSUER,
  formatDisplayDate,
  formatRupees,
  SHOW_CAUSE_REPLY_DAYS,
  type TOrderKind,
} from '@anumati/domain';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** What an order prints (issue 16 item 5). */
export type TOrderDocument = {
  number: string;
  title: string;
  kind: TOrderKind;
  applicationIdentifier: string;
  applicationKind: string;
  applicantName: string;
  plot: string;
  ulbName: string;
  conditions: string[];
  feePaid: number;
  /** The deciding officer; null when the act decided (deemed). */
  issuedBy: { name: string; designation: string } | null;
  issuedAt: Date;
  remark: string | null;
  /** A revocation's or rejection's refund decision; null where none was taken. */
  isRefunded: boolean | null;
  verifyUrl: string;
};

type TPdf = InstanceType<typeof PDFDocument>;
type TTextStyle = { size?: number; isBold?: boolean; colour?: string };

/**
 * Every word of the order goes through here: issue 19 brings Telugu, which needs a font with its script
 * (registered and chosen in this one place) instead of the built-in Helvetica.
 */
function write(document: TPdf, text: string, style: TTextStyle = {}) {
  document
    .font(style.isBold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(style.size ?? 10)
    .fillColor(style.colour ?? '#000')
    // The built-in font has no rupee sign (WinAnsi); a font with one (issue 19's) can print it as it is.
    .text(text.replaceAll('₹', 'Rs.'));
}

const OPENING: Record<TOrderKind, string> = {
  PERMIT: 'Permission is granted for the application below, subject to the conditions listed.',
  DEEMED_APPROVAL:
    'No decision was taken within the time the TS-bPASS Act allows: the application below is deemed approved.',
  FINAL_DEEMED_APPROVAL:
    'The period for reviewing the deemed approval has ended: the deemed approval of the application below is final.',
  REJECTION: 'The application below is rejected for the reasons stated.',
  REVOCATION: 'The permission granted for the application below is revoked for the reasons stated.',
  SHOW_CAUSE_NOTICE: `The applicant is called upon to show cause, within ${SHOW_CAUSE_REPLY_DAYS} days of this notice, why the permission for the application below should not be revoked or rejected.`,
};

/** The QR code drawn as squares (vector: sharp at any print size, no image to encode). */
function drawQrCode(document: TPdf, text: string, origin: { x: number; y: number; size: number }) {
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
  const document = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    info: { Title: `${order.title} ${order.number}`, CreationDate: order.issuedAt },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    document.on('end', resolve);
    document.on('error', reject);
  });

  write(document, 'Government of Telangana · TS-bPASS', { size: 9, colour: '#444' });
  write(document, order.ulbName, { size: 12, isBold: true });
  document.moveDown(0.5);
  write(document, order.title, { size: 18, isBold: true });
  write(document, `Order No. ${order.number}    Date: ${formatDisplayDate(order.issuedAt)}`, { size: 10 });
  document.moveDown();
  write(document, OPENING[order.kind]);
  document.moveDown(0.5);
  for (const [label, value] of [
    ['Application number', order.applicationIdentifier],
    ['Application type', order.applicationKind],
    ['Applicant', order.applicantName],
    ['Plot', order.plot],
    ['Fee paid', formatRupees(order.feePaid)],
  ] as const) {
    write(document, `${label}: ${value}`);
  }
  if (order.isRefunded !== null) {
    write(document, `Refund of fees: ${order.isRefunded ? 'eligible' : 'not eligible'}`);
  }
  if (order.remark) {
    document.moveDown(0.5);
    write(document, 'Reasons and remarks', { isBold: true });
    write(document, order.remark);
  }
  if (order.conditions.length > 0) {
    document.moveDown(0.5);
    write(document, 'Conditions', { isBold: true });
    order.conditions.forEach((condition, index) => write(document, `${index + 1}. ${condition}`));
  }
  document.moveDown();
  write(document, order.issuedBy ? order.issuedBy.name : DEEMED_ISSUER, { isBold: true });
  if (order.issuedBy) write(document, order.issuedBy.designation);
  write(document, order.ulbName);
  document.moveDown();
  const qrTop = document.y;
  drawQrCode(document, order.verifyUrl, { x: 50, y: qrTop, size: 90 });
  document.x = 160;
  document.y = qrTop + 20;
  write(document, 'Check that this order is genuine:', { size: 9, colour: '#444' });
  write(document, order.verifyUrl, { size: 9 });
  document.end();
  await ended;
  return Buffer.concat(chunks);
}
